// The Content-Security-Policy of the site's pages, in one place: CloudFront's response headers policies
// (infra/cdk/stacks/web-stack.ts) and the local static server (infra/local/http/static-files.ts) send
// the same. It allows what the pages really load: their own scripts, styles, images and API, the
// inline script of web/widget.html by its hash, inline styles (the pages' first-paint <style> and React
// style attributes), and uploads straight to the images bucket. The booking widget may be framed by
// any site (clinics embed it); every other page by none.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CloudFront path pattern of the pages other sites may frame: the booking widget (/widget, /widget.html). */
export const FRAMEABLE_PATH_PATTERN = '/widget*';

/** The local server's reading of FRAMEABLE_PATH_PATTERN. */
export const isFrameablePath = (path: string) => path.startsWith(FRAMEABLE_PATH_PATTERN.slice(0, -1));

/** HTML sources whose inline scripts run on the site (Vite copies classic inline scripts unchanged). */
const PAGES_WITH_INLINE_SCRIPTS = ['web/widget.html', 'web/app.html', 'web/index.html', 'web/quiz.html'];

let hashes: string[] | undefined;

/** 'sha256-…' sources of the pages' inline classic scripts (read once). */
export function inlineScriptHashes(): string[] {
  hashes ??= hashesOfInlineScripts();
  return hashes;
}

function hashesOfInlineScripts(): string[] {
  const found = PAGES_WITH_INLINE_SCRIPTS.flatMap((page) => {
    const html = readFileSync(join(import.meta.dirname, '..', page), 'utf8');
    return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .filter((script) => script.trim() !== '')
      .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  });
  return [...new Set(found)];
}

export interface PagePolicyOptions {
  /** Other sites may frame the page. */
  frameable: boolean;
  /** Where the browser posts uploads, when not the site itself (the images bucket on AWS). */
  uploadOrigin?: string;
}

export function contentSecurityPolicy({ frameable, uploadOrigin }: PagePolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes()],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    'font-src': ["'self'"],
    // The cabinet previews the widget in a frame.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameable ? ['*'] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers the local server adds to a page answer at this path, as CloudFront's policies do. */
export function pageSecurityHeaders(path: string): Record<string, string> {
  const frameable = isFrameablePath(path);
  return {
    'content-security-policy': contentSecurityPolicy({ frameable }),
    ...(frameable ? {} : { 'x-frame-options': 'DENY' }),
  };
}
