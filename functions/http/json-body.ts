// Parses the JSON body of rows that take one: 415 for another content type, 400 for malformed JSON or
// a body that is not an object. (Middy's own parser answers 422 for bad JSON; the contract says 400.)
// A row with textPlainJson takes JSON sent as text/plain too (a sendBeacon string).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './error-response';

export function parseJsonBody(event: APIGatewayProxyEventV2, textPlainJson = false): unknown {
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (raw === undefined || raw === null || raw.trim() === '') {
    throw new HttpError(400, 'EMPTY_BODY', 'Тело запроса пустое: ожидается JSON-объект');
  }
  const contentType = event.headers?.['content-type'] ?? '';
  const isJson = /^application\/([\w.+-]+\+)?json\b/i.test(contentType) || (textPlainJson && /^text\/plain\b/i.test(contentType));
  if (!isJson) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемый тип содержимого: ожидается Content-Type: application/json');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Тело запроса не является корректным JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'BODY_NOT_OBJECT', 'Тело запроса должно быть JSON-объектом');
  }
  return parsed;
}
