// Which file answers which path, on CloudFront and locally (infra/site-routing.ts turns this into the
// one CloudFront Function both run). Pages prerendered at build time have files of their own; the
// single-page app (app.html) renders the auth pages and the cabinet; any other path is the 404 page.
// A path added to src/router.tsx must be added here too, or it answers 404 on a reload.

/** Prerendered or separately built pages: path → the file in dist/web. */
export const PAGE_FILES: Readonly<Record<string, string>> = {
  '/': '/index.html',
  '/policy': '/policy.html',
  '/widget': '/widget.html',
  '/seagull': '/seagull.html',
};

export const APP_FILE = '/app.html';
export const NOT_FOUND_FILE = '/404.html';
/** Vite's hashed output: served as is, a missing one is a plain 404. */
export const ASSETS_PREFIX = '/assets/';

/** Paths the app renders (src/router.tsx). */
export const APP_PATHS: readonly string[] = [
  '/authorization',
  '/authorization/link',
  '/password/forgot',
  '/password/reset',
  '/registration',
  '/registration/confirm',
  '/email/confirm',
  '/email/change',
  '/visit',
  '/staff/accept',
  '/setting',
  '/setting/doctors',
  '/setting/services',
  '/setting/applocation',
  '/setting/journal',
  '/user',
  '/user/integration',
  '/user/personal-data',
  '/user/staff',
  '/user/activity',
  '/quiz',
  '/test',
];

/** Path prefixes the app renders (routes with parameters). */
export const APP_PATH_PREFIXES: readonly string[] = ['/quiz/setting/'];

/**
 * Path prefixes of separately built pages with a parameter, checked after the app's prefixes: the
 * public quiz /quiz/{id or custom URL} (docs/contract/cabinet.md §6: any path with /quiz except /quiz and /quiz/setting).
 */
export const PAGE_PREFIXES: Readonly<Record<string, string>> = { '/quiz/': '/quiz.html' };

/**
 * Pages a function renders per request, checked before PAGE_PREFIXES: /quiz/{ref} is answered by
 * GET /api/quiz/page?id={ref} (the start screen rendered in, issue 25 §4), CloudFront's /quiz/* behaviour
 * and the local server alike (infra/site-routing.ts); the app's own /quiz/setting/ paths stay the app's.
 */
export const RENDERED_PAGE_PREFIXES: Readonly<Record<string, string>> = { '/quiz/': '/api/quiz/page' };
