// What the local gateway writes back for one request, and the error answers it makes itself, in the
// API's one error shape (shared/api-error.ts).
import type { ServerResponse } from 'node:http';
import type { ApiErrorBody } from '../../../shared/api-error';

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** Each becomes its own Set-Cookie header. */
  cookies: string[];
  body: Buffer;
}

export function errorResponse(statusCode: number, code: string, message: string, headers: Record<string, string> = {}): GatewayResponse {
  const body: ApiErrorBody = { error: { code, message, messages: [message] } };
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  };
}

export const gatewayErrors = {
  notFound: () => errorResponse(404, 'NOT_FOUND', 'Такого адреса API нет'),
  methodNotAllowed: (allowed: string[]) =>
    errorResponse(405, 'METHOD_NOT_ALLOWED', 'Этот адрес API не принимает такой метод запроса', { allow: allowed.join(', ') }),
  payloadTooLarge: (limitBytes: number) =>
    errorResponse(413, 'PAYLOAD_TOO_LARGE', `Запрос слишком большой: не больше ${Math.round(limitBytes / 1024 / 1024)} МБ`),
  rateLimited: (retryAfterSeconds: number) =>
    errorResponse(429, 'RATE_LIMITED', 'Слишком много запросов. Подождите немного и попробуйте снова', {
      'retry-after': String(retryAfterSeconds),
    }),
  internal: () => errorResponse(500, 'INTERNAL', 'Внутренняя ошибка сервера. Попробуйте ещё раз позже'),
  timeout: () => errorResponse(504, 'TIMEOUT', 'Сервер не ответил вовремя. Попробуйте ещё раз'),
};

export function writeResponse(res: ServerResponse, response: GatewayResponse, method: string): void {
  const noBody = method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304;
  const headers: Record<string, string | string[]> = { ...response.headers };
  if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
  if (!noBody) headers['content-length'] = String(response.body.length);
  res.writeHead(response.statusCode, headers);
  res.end(noBody ? undefined : response.body);
}
