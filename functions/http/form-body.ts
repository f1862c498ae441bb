// A form-urlencoded body (a bank's callback posts one) as an object of strings; undefined for another
// content type, which then goes to the JSON parser. A field given twice is refused: which one was signed?
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './error-response';
import { MAX_BODY_BYTES } from './json-body';

export function parseFormBody(event: APIGatewayProxyEventV2): Record<string, string> | undefined {
  if (!/^application\/x-www-form-urlencoded\b/i.test(event.headers?.['content-type'] ?? '')) return undefined;
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    throw new HttpError(413, 'BODY_TOO_LARGE', `Запрос слишком большой: не больше ${MAX_BODY_BYTES / 1024} КБ`);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    if (Object.hasOwn(fields, name)) throw new HttpError(400, 'DUPLICATE_FIELD', `Поле ${name} передано дважды`);
    fields[name] = value;
  }
  return fields;
}
