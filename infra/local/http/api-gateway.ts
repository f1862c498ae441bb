// The local stand-in for API Gateway: matches /api/* against the route table, enforces the body limit
// and the row's rate-limit class, invokes the row's handler with a v2 event and a Lambda-like
// context, and turns the result back into the answer. Failures of its own come in the API's error shape.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VIEWER_ADDRESS_HEADER } from '../../../functions/http/client-address';
import type { RateLimitClass } from '../../../functions/http/route';
import { createLambdaContext } from '../lambda/context';
import { loadHandler as loadHandlerModule, type LambdaHandler } from '../lambda/handler-module';
import { InvocationTimeout, invokeHandler } from '../lambda/invoke';
import { logError } from '../log';
import { buildApiEvent } from './api-event';
import { compressedPage } from './compression';
import { mapHandlerResult } from './api-result';
import { gatewayErrors, writeResponse, type GatewayResponse } from './gateway-response';
import { readBody } from './request-body';
import { createRouteMatcher, type RouteRow } from './route-matcher';
import { RateLimiter, type BucketLimits } from './token-bucket';

export interface GatewayRoute extends RouteRow {
  /** Module path relative to the repository root. */
  handler: string;
  rateLimit?: RateLimitClass;
}

export interface ApiGatewayOptions {
  routes: readonly GatewayRoute[];
  repoRoot: string;
  rateLimitClasses: Record<RateLimitClass, BucketLimits>;
  rateLimitScale: number;
  /** API Gateway's payload limit. */
  bodyLimitBytes?: number;
  /** API Gateway waits at most 30 s for an integration. */
  timeoutMs?: number;
  loadHandler?: (repoRoot: string, modulePath: string) => Promise<LambdaHandler>;
  /** The secret header CloudFront adds to every API request (functions/http/origin-check.ts); a viewer's own is overwritten. */
  originHeader?: { name: string; value: string };
}

export const API_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export type ApiGateway = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function createApiGateway(options: ApiGatewayOptions): ApiGateway {
  const match = createRouteMatcher(options.routes);
  const limiter = new RateLimiter(options.rateLimitClasses, options.rateLimitScale);
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const load = options.loadHandler ?? loadHandlerModule;

  async function answer(request: IncomingMessage, requestId: string): Promise<GatewayResponse> {
    const receivedAt = new Date();
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const sourceIp = clientAddress(request);

    const found = match(method, url.split('?')[0] ?? url);
    if (found.kind === 'not-found') return drained(request, gatewayErrors.notFound());
    if (found.kind === 'method-not-allowed') return drained(request, gatewayErrors.methodNotAllowed(found.allowed));
    const { row, pathParameters } = found;

    if (row.rateLimit) {
      const taken = limiter.take(row.rateLimit, sourceIp);
      if (!taken.allowed) return drained(request, gatewayErrors.rateLimited(taken.retryAfterSeconds));
    }
    const body = await readBody(request, bodyLimit);
    if (body === 'too-large') return gatewayErrors.payloadTooLarge(bodyLimit);

    const routeKey = `${row.method} ${row.path}`;
    const event = buildApiEvent({
      method,
      url,
      // As CloudFront: the visitor's address over any value the visitor sent, and the origin secret.
      headers: {
        ...request.headers,
        [VIEWER_ADDRESS_HEADER]: sourceIp,
        ...(options.originHeader ? { [options.originHeader.name]: options.originHeader.value } : {}),
      },
      body,
      sourceIp,
      routeKey,
      pathParameters,
      requestId,
      receivedAt,
      protocol: `HTTP/${request.httpVersion}`,
    });
    const functionName = `dentlead-${row.id}`;
    const context = createLambdaContext({ functionName, timeoutMs, requestId });
    try {
      const handler = await load(options.repoRoot, row.handler);
      return mapHandlerResult(await invokeHandler(handler, event, context, timeoutMs));
    } catch (error) {
      logError('api', `${routeKey} (${row.handler}) failed, request ${requestId}`, error);
      return error instanceof InvocationTimeout ? gatewayErrors.timeout() : gatewayErrors.internal();
    }
  }

  return async (request, response) => {
    const requestId = randomUUID();
    const result = { ...(await answer(request, requestId)) };
    Object.assign(result, compressedPage(result, request.headers['accept-encoding']));
    result.headers['apigw-requestid'] = requestId;
    writeResponse(response, result, request.method ?? 'GET');
  };
}

/** Answers without reading the body, after letting it arrive (so the client sees the answer). */
async function drained(request: IncomingMessage, result: GatewayResponse): Promise<GatewayResponse> {
  request.resume();
  if (!request.readableEnded) await new Promise((resolve) => request.once('end', resolve).once('error', resolve));
  return result;
}

function clientAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
