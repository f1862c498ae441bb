// Parses the JSON body of rows that take one: 415 for another content type, 400 for malformed JSON, a
// body that is not an object, nesting deeper than any form sends (DynamoDB refuses items nested past 32
// levels) or a number no double holds exactly (1e400, 2^53 + 1); 413 past the size any form sends.
// (Middy's own parser answers 422 for bad JSON; the contract says 400.) A row with textPlainJson takes
// JSON sent as text/plain too (a sendBeacon string).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './error-response';

/** Far above any form; the schemas bound what is stored (DynamoDB items stay under 400 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Levels of objects and arrays a body may have; the deepest schema (a doctor's service map) needs 5. */
export const MAX_BODY_DEPTH = 12;

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
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    throw new HttpError(413, 'BODY_TOO_LARGE', `Запрос слишком большой: не больше ${MAX_BODY_BYTES / 1024} КБ`);
  }
  return parseJsonText(raw);
}

/** JSON text whose size was checked already: its depth, numbers and shape (an object) as above. */
export function parseJsonText(raw: string): Record<string, unknown> {
  if (depthOf(raw) > MAX_BODY_DEPTH) {
    throw new HttpError(400, 'BODY_TOO_DEEP', `Слишком глубокая вложенность данных: не больше ${MAX_BODY_DEPTH} уровней`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, refuseInexactNumbers);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'MALFORMED_JSON', 'Тело запроса не является корректным JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'BODY_NOT_OBJECT', 'Тело запроса должно быть JSON-объектом');
  }
  return parsed as Record<string, unknown>;
}

/** The deepest nesting of objects and arrays in JSON text, counted without recursion (and so without a stack to blow). */
function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** DynamoDB keeps numbers of magnitude 1e-130 to 1e125; JavaScript integers are exact up to 2^53. */
function isStorableNumber(value: number): boolean {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size > 1e125 || (size !== 0 && size < 1e-130)) return false;
  return !Number.isInteger(value) || Number.isSafeInteger(value);
}

function refuseInexactNumbers(this: unknown, key: string, value: unknown): unknown {
  if (typeof value === 'number' && !isStorableNumber(value)) {
    const where = key === '' ? '' : ` в поле ${key}`;
    throw new HttpError(400, 'NUMBER_OUT_OF_RANGE', `Число${where} вне допустимого диапазона: целые числа до 2^53, без бесконечностей`);
  }
  return value;
}
