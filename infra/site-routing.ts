// The site's routing as one CloudFront Function (cloudfront-js-2.0), generated from
// web/src/routing/site-paths.ts and the files of web/public. On viewer request it maps a path to the
// file that answers it (a prerendered page, the app shell, a public file, an asset, else the 404 page);
// on viewer response it gives the 404 page, and a missing file (S3 answers 403 without ListBucket),
// the status 404. The local static server (infra/local/http/static-files.ts) runs the same source, so
// local and CloudFront agree.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  APP_FILE,
  APP_PATH_PREFIXES,
  APP_PATHS,
  ASSETS_PREFIX,
  NOT_FOUND_FILE,
  PAGE_FILES,
  PAGE_PREFIXES,
  RENDERED_PAGE_PREFIXES,
} from '../web/src/routing/site-paths';

const webRoot = join(import.meta.dirname, '../web');

/** Files served at their own path: web/public (robots.txt, favicon.svg) and the built HTML pages. */
function plainFiles(): string[] {
  const publicFiles = readdirSync(join(webRoot, 'public')).map((name) => `/${name}`);
  return [...new Set([...publicFiles, ...Object.values(PAGE_FILES), ...Object.values(PAGE_PREFIXES), APP_FILE, NOT_FOUND_FILE])].sort();
}

const asSet = (values: readonly string[]) => JSON.stringify(Object.fromEntries(values.map((value) => [value, true])));

/** The function's source; small enough for CloudFront's 10 KB limit. */
export function siteRoutingSource(): string {
  return `var PAGES = ${JSON.stringify(PAGE_FILES)};
var APP_PATHS = ${asSet(APP_PATHS)};
var APP_PREFIXES = ${JSON.stringify(APP_PATH_PREFIXES)};
var PAGE_PREFIXES = ${JSON.stringify(PAGE_PREFIXES)};
var FILES = ${asSet(plainFiles())};
var APP = ${JSON.stringify(APP_FILE)};
var NOT_FOUND = ${JSON.stringify(NOT_FOUND_FILE)};
var ASSETS = ${JSON.stringify(ASSETS_PREFIX)};

function fileFor(uri) {
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (Object.prototype.hasOwnProperty.call(PAGES, path)) return PAGES[path];
  if (APP_PATHS[path] === true) return APP;
  for (var i = 0; i < APP_PREFIXES.length; i++) {
    if (path.indexOf(APP_PREFIXES[i]) === 0) return APP;
  }
  for (var prefix in PAGE_PREFIXES) {
    if (path.indexOf(prefix) === 0 && path.length > prefix.length && path.indexOf('/', prefix.length) < 0) return PAGE_PREFIXES[prefix];
  }
  if (FILES[uri] === true || uri.indexOf(ASSETS) === 0) return uri;
  return NOT_FOUND;
}

function handler(event) {
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (event.request.uri === NOT_FOUND || response.statusCode === 403) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  var request = event.request;
  request.uri = fileFor(request.uri);
  return request;
}
`;
}

export interface SiteRouting {
  /** Viewer request: the file that answers this path. */
  fileFor(uri: string): string;
  /** Viewer response: the status the viewer gets for this file and the origin's status. */
  statusFor(file: string, originStatus: number): number;
}

/** Runs the function's source in Node, the way CloudFront calls it. */
export function loadSiteRouting(source = siteRoutingSource()): SiteRouting {
  const sandbox: { handler?: (event: unknown) => unknown } = {};
  runInNewContext(`${source}\nthis.handler = handler;`, sandbox);
  const handler = sandbox.handler!;
  return {
    fileFor: (uri) => (handler({ context: { eventType: 'viewer-request' }, request: { uri } }) as { uri: string }).uri,
    statusFor: (file, originStatus) =>
      (
        handler({ context: { eventType: 'viewer-response' }, request: { uri: file }, response: { statusCode: originStatus } }) as {
          statusCode: number;
        }
      ).statusCode,
  };
}

/**
 * The viewer-request function of CloudFront's /quiz/* behaviour (the API origin, behind the app's own
 * /quiz/setting/* behaviour): /quiz/{ref} becomes the call that renders that page, GET /api/quiz/page with
 * the ref as its only query parameter (so ?utm_… and the like neither split the edge's cache nor reach the
 * function; the page reads them in the browser). '/quiz/' goes to the app's '/quiz'; a ref with more
 * segments reaches the function whole, which answers the 404 page for it.
 */
export function renderedPageRoutingSource(): string {
  return `var RENDERED = ${JSON.stringify(RENDERED_PAGE_PREFIXES)};

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    return text;
  }
}

function handler(event) {
  var request = event.request;
  for (var prefix in RENDERED) {
    if (request.uri.indexOf(prefix) !== 0) continue;
    var ref = request.uri.substring(prefix.length).replace(/\\/+$/, '');
    if (!ref) return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: prefix.replace(/\\/$/, '') } } };
    request.uri = RENDERED[prefix];
    request.querystring = { id: { value: encodeURIComponent(decoded(ref)) } };
    return request;
  }
  return request;
}
`;
}

export type RenderedPageRoute = { call: string } | { redirect: string } | undefined;

/** What CloudFront's /quiz/* function makes of this path (the local server asks it too): the call with its query, a redirect, or not a rendered page. */
export function loadRenderedPageRouting(source = renderedPageRoutingSource()): (pathname: string) => RenderedPageRoute {
  const sandbox: { handler?: (event: unknown) => unknown } = {};
  runInNewContext(`${source}\nthis.handler = handler;`, sandbox);
  const handler = sandbox.handler!;
  return (pathname) => {
    if (APP_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined;
    if (!Object.keys(RENDERED_PAGE_PREFIXES).some((prefix) => pathname.startsWith(prefix))) return undefined;
    const answer = handler({ context: { eventType: 'viewer-request' }, request: { uri: pathname, querystring: {} } }) as {
      uri?: string;
      querystring?: { id: { value: string } };
      headers?: { location: { value: string } };
    };
    if (answer.headers) return { redirect: answer.headers.location.value };
    return { call: `${answer.uri}?id=${answer.querystring!.id.value}` };
  };
}
