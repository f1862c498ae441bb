// Turns an HTTP request into the event API Gateway (HTTP API, payload format 2.0) gives a Lambda:
// lower-cased headers with repeated ones joined by commas, cookies moved out of the headers into
// `cookies`, repeated query parameters joined by commas, and a body that is text or base64.
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LOCAL_ACCOUNT } from '../environment';

export interface ApiRequest {
  method: string;
  /** Path and query as received, e.g. /api/user?x=1 */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  /** e.g. HTTP/1.1 */
  protocol: string;
  /** The matched row: "POST /api/user/registration" */
  routeKey: string;
  pathParameters: Record<string, string>;
  requestId: string;
  receivedAt: Date;
}

export const LOCAL_API_ID = 'local';

export function buildApiEvent(request: ApiRequest): APIGatewayProxyEventV2 {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : (request.url.slice(queryStart + 1).split('#')[0] ?? '');
  const headers = eventHeaders(request.headers);
  const cookies = parseCookies(request.headers.cookie);
  const host = headers.host ?? 'localhost';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: LOCAL_API_ID,
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: request.method,
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId,
      routeKey: request.routeKey,
      stage: '$default',
      time: formatRequestTime(request.receivedAt),
      timeEpoch: request.receivedAt.getTime(),
    },
    isBase64Encoded: false,
  };
  if (cookies.length > 0) event.cookies = cookies;
  const query = queryParameters(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (Object.keys(request.pathParameters).length > 0) event.pathParameters = request.pathParameters;
  if (request.body.length > 0) {
    const text = isTextContent(headers['content-type']);
    event.body = request.body.toString(text ? 'utf8' : 'base64');
    event.isBase64Encoded = !text;
  }
  return event;
}

function eventHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function parseCookies(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '');
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  return values;
}

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded|graphql)\b|application\/[\w.+-]+\+(json|xml)\b)/i;

/** Text bodies reach the function as they are; anything else (images, unknown types) as base64. */
export function isTextContent(contentType: string | undefined): boolean {
  return contentType === undefined || TEXT_TYPES.test(contentType.trim());
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request time, e.g. 12/Mar/2020:19:03:58 +0000 */
export function formatRequestTime(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}
