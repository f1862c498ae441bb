// The HTTP middleware chain every API handler uses: normalised headers, a request-scoped logger,
// JSON body parsing, token verification for `user` rows, zod validation, one error shape and security
// headers. A handler file only says which row it serves and which domain call answers it.
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as core from 'zod/v4/core';
import { type binary, isAnswerMarker, type noContent, type text } from '../../shared/api/endpoint';
import { logger } from '../logger';
import type { Actor } from './bearer';
import { clientAddressOf } from './client-address';
import { HttpError, isExpected, toErrorResponse } from './error-response';
import { parseFormBody } from './form-body';
import { parseJsonBody } from './json-body';
import { originCheck } from './origin-check';
import type { RouteDefinition } from './route';

type Parsed<S> = [S] extends [core.$ZodType] ? core.output<S> : undefined;

export interface HttpRequest<R extends RouteDefinition> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  /**
   * Set for `user` rows: the clinic (tenant) of the signed-in person, from their account after the token
   * was verified, never from the request. For a clinic's own account it is the account's id.
   */
  userId: R['access'] extends 'user' ? string : undefined;
  /** Set for `user` rows: who calls (their own account, role, phone permission); bearer.ts. */
  actor: R['access'] extends 'user' ? Actor : undefined;
  requestId: string;
  headers: Record<string, string | undefined>;
  /** The visitor's address as the edge saw it (./client-address.ts), not a CloudFront server's. */
  sourceIp: string;
}

/** An answer with its own status or headers; a plain value is answered as JSON with the row's status. */
export class HttpAnswer<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body?: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A non-JSON answer (the widget loader script): the body is sent as it is, with its own content type. */
export class TextAnswer extends HttpAnswer<string> {
  readonly kind = 'text';
  constructor(statusCode: number, text: string, headers: Record<string, string> & { 'content-type': string }) {
    super(statusCode, text, headers);
  }
}

/** Binary bytes (images), sent base64 through API Gateway with their own content type. */
export class BinaryAnswer extends HttpAnswer<Uint8Array> {
  readonly kind = 'binary';
  constructor(statusCode: number, bytes: Uint8Array, headers: Record<string, string> & { 'content-type': string }) {
    super(statusCode, bytes, headers);
  }
}

/** What a row's handler may return: its answer schema's type (plain or with status and headers), or the marked kind. */
export type AnswerFor<R extends RouteDefinition> = R['answer'] extends core.$ZodType
  ? core.output<R['answer']> | HttpAnswer<core.output<R['answer']>>
  : R['answer'] extends typeof noContent
    ? void
    : R['answer'] extends typeof text
      ? TextAnswer
      : R['answer'] extends typeof binary
        ? BinaryAnswer
        : never;

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

/** Who the caller is: set by userHandler for signed-in rows; public rows have no one. */
export type Authenticate = (event: Event) => Promise<Actor>;

/**
 * The chain for a public row. Signed-in rows use userHandler (./user-handler.ts), which adds the token
 * check, so public bundles carry no token verification code.
 */
export function httpHandler<R extends RouteDefinition & { access: 'public' }>(
  route: R,
  answer: (request: HttpRequest<R>) => Promise<AnswerFor<R>>,
) {
  return chain(route, answer, undefined);
}

/** A page's answer keeps the API's plain headers only; the pages' policy (infra/site-headers.ts) adds the rest. */
const PAGE_ANSWER = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  permissionsPolicy: false,
  frameOptions: false,
  referrerPolicy: false,
} as const;

export function chain<R extends RouteDefinition>(
  route: R,
  answer: (request: HttpRequest<R>) => Promise<AnswerFor<R>>,
  authenticate: Authenticate | undefined,
) {
  const answerEvent = async (event: Event): Promise<Result> => {
    if (route.access === 'user' && !authenticate)
      throw new Error(`${route.method} ${route.path} is a signed-in row: serve it with userHandler`);
    const actor = authenticate ? await authenticate(event) : undefined;
    const body = route.body ? core.parse(route.body, parseBody(route, event)) : rejectBody(event);
    const query = route.query ? core.parse(route.query, event.queryStringParameters ?? {}) : undefined;
    const request = {
      body,
      query,
      userId: actor?.clinicId,
      actor,
      requestId: event.requestContext.requestId,
      headers: event.headers ?? {},
      sourceIp: clientAddressOf(event),
    } as HttpRequest<R>;
    const value: unknown = await answer(request);
    if (process.env.ANSWER_CHECK === 'strict') checkAnswer(route, value);
    return toResult(value, route.successStatus ?? 200);
  };

  return (
    middy<Event, Result, Error, Context>()
      .use(httpHeaderNormalizer())
      .use(requestLog(route))
      // onError hooks run in reverse order: the error answer is made first, then secured and logged.
      .use(
        httpSecurityHeaders(route.page ? PAGE_ANSWER : route.crossOrigin ? { crossOriginResourcePolicy: { policy: 'cross-origin' } } : {}),
      )
      .use(errorAnswer(route.textErrors === true))
      .use(originCheck())
      .handler(answerEvent)
  );
}

/**
 * ANSWER_CHECK=strict (set by the local runtime, so every integration test runs with it) checks each
 * JSON answer against its row's schema: an answer that drifts from the contract fails loudly as a 500.
 */
function checkAnswer(route: RouteDefinition, value: unknown): void {
  if (isAnswerMarker(route.answer)) return;
  const body = value instanceof HttpAnswer ? value.body : value;
  const result = core.safeParse(route.answer, body);
  if (!result.success) {
    throw new Error(
      `The answer of ${route.method} ${route.path} does not match its contract: ${JSON.stringify(result.error.issues).slice(0, 2000)}`,
    );
  }
}

function parseBody(route: RouteDefinition, event: Event): unknown {
  if (route.readBody) return route.readBody(event);
  return (route.formBody && parseFormBody(event)) || parseJsonBody(event, route.textPlainJson);
}

/** A row without a body schema takes no body: sending one is a client mistake worth saying. */
function rejectBody(event: Event): undefined {
  if (event.body && event.body.trim() !== '') throw new HttpError(400, 'UNEXPECTED_BODY', 'Этот запрос не принимает тело');
  return undefined;
}

function toResult(value: unknown, status: number): Result {
  const { statusCode, body, headers } = value instanceof HttpAnswer ? value : new HttpAnswer(status, value);
  if (value instanceof BinaryAnswer) {
    return {
      statusCode,
      headers: { 'cache-control': 'no-store', ...headers },
      body: Buffer.from(body as Uint8Array).toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (value instanceof TextAnswer) return { statusCode, headers: { 'cache-control': 'no-store', ...headers }, body: String(body) };
  const json = statusCode !== 204 && body !== undefined;
  return {
    statusCode,
    headers: { 'cache-control': 'no-store', ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...headers },
    body: json ? JSON.stringify(body) : '',
  };
}

/** One structured log line per request, with the request id on every line logged meanwhile. */
function requestLog(route: RouteDefinition): middy.MiddlewareObj<Event, Result, Error, Context> {
  let started = 0;
  const done = (status: number | undefined) =>
    logger.info('request', { route: `${route.method} ${route.path}`, status, durationMs: Date.now() - started });
  return {
    before: ({ event, context }) => {
      started = Date.now();
      logger.addContext(context);
      logger.appendKeys({ requestId: event.requestContext?.requestId });
    },
    after: ({ response }) => done(response?.statusCode),
    onError: ({ response }) => done(response?.statusCode),
  };
}

/** Expected errors keep their message; anything else is logged in full and answered 500 without internals. */
function errorAnswer(asText: boolean): middy.MiddlewareObj<Event, Result, Error, Context> {
  return {
    onError: (request) => {
      if (!isExpected(request.error)) logger.error('unexpected error', request.error as Error);
      const response = toErrorResponse(request.error, asText);
      request.response = { ...response, headers: { ...response.headers, 'cache-control': 'no-store' } };
    },
  };
}
