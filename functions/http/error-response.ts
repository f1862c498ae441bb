// Every failure of an HTTP call becomes one answer shape (shared/api-error.ts). Domain and request
// errors keep their Russian message; anything unexpected is logged with the request id and answered
// 500 with no internals.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { $ZodError } from 'zod/v4/core';
import type { ApiErrorBody } from '../../shared/api-error';
import { DomainError, TooManyRequestsError } from '../domain/errors';

/** Raised by the HTTP layer itself: malformed JSON, wrong content type, missing token. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusByKind: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
  challenge: 428,
  unavailable: 503,
};

export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера. Попробуйте ещё раз позже';

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  const messages = fields && Object.keys(fields).length > 0 ? [...new Set(Object.values(fields))] : [message];
  return { error: { code, message, ...(fields ? { fields } : {}), messages } };
}

/** Field path → first message, e.g. { "user.email": "Email указан неверно" }. */
export function fieldsOf(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // An unknown field is named by its own path, so the form can point at it.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) fields[path.length > 0 ? path.join('.') : '_'] ??= issue.message;
  }
  return fields;
}

export function isExpected(error: unknown): boolean {
  return error instanceof $ZodError || error instanceof DomainError || (error instanceof HttpError && error.statusCode < 500);
}

/** The error's answer: the JSON shape, or (for a row with textErrors) its messages as plain text. */
export function toErrorResponse(error: unknown, asText = false): APIGatewayProxyStructuredResultV2 {
  const [statusCode, body] = describe(error);
  const retryAfter: Record<string, string> =
    error instanceof TooManyRequestsError ? { 'retry-after': String(error.retryAfterSeconds) } : {};
  if (asText)
    return { statusCode, headers: { 'content-type': 'text/plain; charset=utf-8', ...retryAfter }, body: body.error.messages.join('\n') };
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...retryAfter },
    body: JSON.stringify(body),
  };
}

function describe(error: unknown): [number, ApiErrorBody] {
  if (error instanceof $ZodError) {
    const fields = fieldsOf(error);
    const first = Object.values(fields)[0] ?? 'Проверьте заполнение полей';
    return [400, errorBody('VALIDATION', first, fields)];
  }
  if (error instanceof DomainError) {
    return [statusByKind[error.kind], errorBody(error.code, error.message, error.fields)];
  }
  if (error instanceof HttpError && error.statusCode < 500) {
    return [error.statusCode, errorBody(error.code, error.message)];
  }
  return [500, errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE)];
}
