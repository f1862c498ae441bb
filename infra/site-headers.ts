// The Content-Security-Policy of the site's pages, in one place: CloudFront's response headers policies
// (infra/cdk/stacks/web-stack.ts) and the local static server (infra/local/http/static-files.ts) send
// the same. It allows what the pages really load: their own scripts, styles, images and API, the
// inline script of web/widget.html by its hash, inline styles (the pages' first-paint <style> and React
// style attributes), uploads straight to the images bucket, and Yandex Metrica's tag on the quiz page and
// the widget's own page (the official hosts on AWS; locally the fake that METRICA_TAG_URL names). The
// booking widget may be framed by any site (clinics embed it); every other page by none.
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
  /** Where the Metrica tag comes from, when not Yandex (the local fake). */
  metricaTagUrl?: string;
  /** The bank the 'Оплатить' form posts to (PAYMENT_URL's origin; the local fake's locally). */
  paymentOrigin?: string;
}

/** The official tag loader (functions/config.ts metricaTagUrl). */
export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * What Yandex Metrica's tag loads and reports to (yandex.ru/support/metrica/code/install-counter-csp),
 * for the countries the clinics are in; CloudFront takes a CSP of at most 1783 characters, so not
 * every regional domain Yandex lists.
 */
const METRICA_SOURCES = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://mc.yandex.kz', 'wss://mc.yandex.ru'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://mc.yandex.kz'],
  frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
};

function metricaSources(tagUrl: string | undefined): typeof METRICA_SOURCES {
  if (!tagUrl || tagUrl === METRICA_TAG_URL || !URL.canParse(tagUrl)) return METRICA_SOURCES;
  const origin = new URL(tagUrl).origin;
  return { script: [origin], connect: [origin], img: [origin], frame: [] };
}

export function contentSecurityPolicy({ frameable, uploadOrigin, metricaTagUrl, paymentOrigin }: PagePolicyOptions): string {
  const metrica = metricaSources(metricaTagUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(), ...metrica.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...metrica.img],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : []), ...metrica.connect],
    'font-src': ["'self'"],
    // The cabinet previews the widget in a frame; Metrica's tag frames its own pages.
    'frame-src': ["'self'", ...metrica.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(paymentOrigin ? [paymentOrigin] : [])],
    'frame-ancestors': frameable ? ['*'] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers the local server adds to a page answer at this path, as CloudFront's policies do. */
export function pageSecurityHeaders(path: string, paymentUrl = process.env.PAYMENT_URL): Record<string, string> {
  const frameable = isFrameablePath(path);
  return {
    'content-security-policy': contentSecurityPolicy({
      frameable,
      metricaTagUrl: process.env.METRICA_TAG_URL,
      ...paymentOriginOf(paymentUrl),
    }),
    ...(frameable ? {} : { 'x-frame-options': 'DENY' }),
  };
}

/** The origin the payment form may post to, from PAYMENT_URL (none when it is unset or not a URL). */
export function paymentOriginOf(paymentUrl: string | undefined): { paymentOrigin?: string } {
  if (!URL.canParse(paymentUrl ?? '')) return {};
  return { paymentOrigin: new URL(paymentUrl!).origin };
}
