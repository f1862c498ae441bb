// The one port of the local app: /api/* and the pages a function renders (/quiz/{ref}) through the
// local API gateway, everything else from the built web app. One log line per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { holdIdleSockets } from './keep-alive';
import { logError, logLine } from '../log';
import type { ApiGateway } from './api-gateway';
import { gatewayErrors, writeResponse } from './gateway-response';
import type { StaticFiles } from './static-files';
import { S3_POST_PREFIX } from './s3-post-gateway';
import { pageSecurityHeaders } from '../../site-headers';
import { loadRenderedPageRouting } from '../../site-routing';

/**
 * The one origin of the local app (issue 22 §4): the READY line and the banner print it, and every link
 * the product makes (mail, the amoCRM and Google return, the bank's return) uses it, so a session opened
 * at the printed address keeps its storage through those returns. The server listens on 127.0.0.1;
 * browsers and Node reach it by this name.
 */
export const LOCAL_APP_HOST = 'localhost';

export interface AppServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const renderedPageRoute = loadRenderedPageRouting();

/**
 * A page a function renders (/quiz/{ref}, see RENDERED_PAGE_PREFIXES): as CloudFront's /quiz/* behaviour
 * does, the request goes to that call with the ref as its only query parameter, or is redirected, and the
 * answer gets the page security headers CloudFront's policy adds there. 'other' for any other path.
 */
function renderedPage(request: IncomingMessage, response: ServerResponse): 'call' | 'answered' | 'other' {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  const route = renderedPageRoute(pathname);
  if (!route) return 'other';
  for (const [name, value] of Object.entries(pageSecurityHeaders(pathname))) response.setHeader(name, value);
  if ('redirect' in route) {
    response.writeHead(302, { location: route.redirect }).end();
    return 'answered';
  }
  request.url = route.call;
  return 'call';
}

/**
 * The request's path and its query's names, not their values: a query may carry a patient's phone (the lead list's
 * search, the erasure's look-up), and the log must not (issue 28 §2; API Gateway's access log has the route only).
 */
export function loggedUrl(url: string): string {
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return path;
  const names = [...new URLSearchParams(query).keys()].map((name) => `${name}=…`);
  return `${path}?${names.join('&')}`;
}

export async function startAppServer(options: {
  port: number;
  api: ApiGateway;
  web: StaticFiles;
  /** Browser uploads with a presigned POST (see s3-post-gateway.ts). */
  s3Post?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}): Promise<AppServer> {
  const server: Server = holdIdleSockets(
    createServer((request, response) => {
      const started = Date.now();
      const url = request.url ?? '/';
      const logged = loggedUrl(url);
      response.on('finish', () => {
        logLine('http', `${request.method} ${logged} ${response.statusCode} ${Date.now() - started} ms`);
      });
      if (options.s3Post && url.startsWith(S3_POST_PREFIX)) {
        options.s3Post(request, response).catch((error: unknown) => {
          logError('http', `${request.method} ${logged} failed in the local S3 POST gateway`, error);
          if (!response.headersSent) writeResponse(response, gatewayErrors.internal(), request.method ?? 'GET');
          else response.destroy();
        });
        return;
      }
      const rendered = renderedPage(request, response);
      if (rendered === 'answered') return;
      if (rendered === 'call' || url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
        options.api(request, response).catch((error: unknown) => {
          logError('http', `${request.method} ${logged} failed in the local gateway`, error);
          if (!response.headersSent) writeResponse(response, gatewayErrors.internal(), request.method ?? 'GET');
          else response.destroy();
        });
      } else {
        try {
          options.web(request, response);
        } catch (error) {
          logError('http', `${request.method} ${logged} failed`, error);
          if (!response.headersSent) writeResponse(response, gatewayErrors.internal(), request.method ?? 'GET');
        }
      }
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app server has no address');
  return {
    url: `http://${LOCAL_APP_HOST}:${address.port}`,
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment, then their connections are cut.
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}
