// Serves the built web app (dist/web) like CloudFront does on AWS. Which file answers a path, and the
// 404 status of the 404 page, come from the site's CloudFront Function (infra/site-routing.ts), run
// here as is. Hashed files under /assets/ are cached for a year, everything else (HTML, robots.txt,
// the favicon) is revalidated, as infra/cdk/constructs/web-app-deployment.ts uploads them; text is
// sent brotli- or gzip-compressed with Vary: Accept-Encoding. Every answer carries the page security
// headers CloudFront's response headers policies add (infra/site-headers.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pageSecurityHeaders } from '../../site-headers';
import { loadSiteRouting } from '../../site-routing';
import { chooseEncoding, encode, isCompressible } from './compression';
import { writeResponse, type GatewayResponse } from './gateway-response';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export type StaticFiles = (request: IncomingMessage, response: ServerResponse) => void;

export function createStaticFiles(root: string): StaticFiles {
  const routing = loadSiteRouting();
  return (request, response) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      writeResponse(response, text(405, 'Method Not Allowed', { allow: 'GET, HEAD' }), method);
      return;
    }
    if (!existsSync(join(root, 'index.html'))) {
      writeResponse(response, text(404, 'The web app is not built: run npm run build'), method);
      return;
    }
    const pathname = pathnameOf(request.url ?? '/');
    const security = pageSecurityHeaders(pathname);
    const file = routing.fileFor(pathname);
    const path = safePath(root, file);
    // S3 answers 403 for a key it does not have (no ListBucket grant); the function turns it into 404.
    const status = routing.statusFor(file, path && isFile(path) ? 200 : 403);
    if (!path || !isFile(path)) {
      writeResponse(response, text(status, 'Not Found', security), method);
      return;
    }
    writeResponse(response, fileResponse(request, path, status, file.startsWith('/assets/'), security), method);
  };
}

function fileResponse(
  request: IncomingMessage,
  path: string,
  status: number,
  isAsset: boolean,
  security: Record<string, string>,
): GatewayResponse {
  const raw = readFileSync(path);
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const encoding = isCompressible(contentType, raw.length) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  const body = encoding ? encode(raw, encoding, `${path} ${statSync(path).mtimeMs}`) : raw;
  const hash = createHash('sha1').update(raw).digest('base64url');
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    ...security,
    'content-type': contentType,
    'cache-control': isAsset ? IMMUTABLE : REVALIDATE,
    etag,
    ...(isCompressible(contentType, raw.length) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  const fresh = status === 200 && request.headers['if-none-match'] === etag;
  return { statusCode: fresh ? 304 : status, headers, cookies: [], body: fresh ? Buffer.alloc(0) : body };
}

function pathnameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return '/';
  }
}

/** The file a path names inside root, or undefined if it would leave root. */
function safePath(root: string, pathname: string): string | undefined {
  const path = normalize(join(root, pathname));
  return path.startsWith(root + sep) ? path : undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function text(statusCode: number, message: string, headers: Record<string, string> = {}): GatewayResponse {
  return {
    statusCode,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
    cookies: [],
    body: Buffer.from(`${message}\n`),
  };
}
