// Serves the built web app (dist/web) like CloudFront does on AWS: files with their content types,
// hashed files under /assets/ cached for a year, everything else revalidated, the booking widget's own
// page for /widget (widget.html, as infra/cdk/constructs/spa-fallback.ts does), and index.html for any
// other path (the app's router decides what it shows). A missing /assets/ file is a 404, not HTML.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
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

const WIDGET_PAGE = /^\/widget\/?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export type StaticFiles = (request: IncomingMessage, response: ServerResponse) => void;

export function createStaticFiles(root: string): StaticFiles {
  const indexFile = join(root, 'index.html');
  return (request, response) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      writeResponse(response, text(405, 'Method Not Allowed', { allow: 'GET, HEAD' }), method);
      return;
    }
    const path = safePath(root, request.url ?? '/');
    const isAsset = (request.url ?? '').startsWith('/assets/');
    const ownPage = WIDGET_PAGE.test((request.url ?? '').split('?')[0]!) ? join(root, 'widget.html') : undefined;
    const file = path && isFile(path) ? path : ownPage ?? (isAsset ? undefined : indexFile);
    if (!file || !existsSync(file)) {
      writeResponse(response, text(404, file ? 'The web app is not built: run npm run build' : 'Not Found'), method);
      return;
    }
    const body = readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': isAsset ? IMMUTABLE : REVALIDATE,
      etag,
    };
    const fresh = request.headers['if-none-match'] === etag;
    writeResponse(response, { statusCode: fresh ? 304 : 200, headers, cookies: [], body: fresh ? Buffer.alloc(0) : body }, method);
  };
}

/** The file a URL names inside root, or undefined if it would leave root. */
function safePath(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, pathname));
  return path === root || path.startsWith(root + sep) ? path : undefined;
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
