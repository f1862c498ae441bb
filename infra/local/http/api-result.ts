// Turns what a handler returned into the HTTP answer, by API Gateway's rules for payload format 2.0:
// a result with a statusCode is taken as it is (headers, cookies, body, base64 flag); any other value
// is answered 200 as JSON (a string as the body itself, anything else serialised).
import type { GatewayResponse } from './gateway-response';

export class MalformedResultError extends Error {
  constructor(reason: string) {
    super(`The handler returned a malformed result: ${reason}`);
    this.name = 'MalformedResultError';
  }
}

export function mapHandlerResult(result: unknown): GatewayResponse {
  if (isStructured(result)) return structuredResponse(result);
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}

interface StructuredResult {
  statusCode: unknown;
  headers?: unknown;
  cookies?: unknown;
  body?: unknown;
  isBase64Encoded?: unknown;
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

function structuredResponse(result: StructuredResult): GatewayResponse {
  const { statusCode } = result;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new MalformedResultError(`statusCode ${JSON.stringify(statusCode)}`);
  }
  if (result.body !== undefined && result.body !== null && typeof result.body !== 'string') {
    throw new MalformedResultError('body must be a string');
  }
  const body = result.body ?? '';
  return {
    statusCode,
    headers: responseHeaders(result.headers),
    cookies: responseCookies(result.cookies),
    body: Buffer.from(body, result.isBase64Encoded === true ? 'base64' : 'utf8'),
  };
}

function responseHeaders(headers: unknown): Record<string, string> {
  if (headers === undefined || headers === null) return {};
  if (typeof headers !== 'object') throw new MalformedResultError('headers must be an object');
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new MalformedResultError(`header ${name}`);
    values[name.toLowerCase()] = String(value);
  }
  return values;
}

function responseCookies(cookies: unknown): string[] {
  if (cookies === undefined || cookies === null) return [];
  if (!Array.isArray(cookies) || cookies.some((cookie) => typeof cookie !== 'string')) {
    throw new MalformedResultError('cookies must be a list of strings');
  }
  return cookies as string[];
}
