// The body of IDENT's push (POST PostTimeTable), read as IDENT may send it (docs/integrations.md, IDENT):
// JSON, which every connector that runs against IDENT takes (application/json), or XML, which IDENT's own
// page allows; the content type is not trusted either way, the text decides ('{' or '<'). A body sent with
// Content-Encoding: gzip is unpacked (it arrives intact only with a binary Content-Type, which API Gateway
// hands over base64; as application/json it would come as text). Bounded before any work: what arrives (a synchronous Lambda takes a
// 6 MB event, and a JSON body's quotes are escaped in it) and what it unpacks to. Refusals are plain text
// (the row's textErrors).
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { XMLParser } from 'fast-xml-parser';
import { HttpError } from './error-response';
import { parseJsonText } from './json-body';

/** What one push may weigh as it arrives: past it Lambda's 6 MB event (the body's JSON escaped inside) is near. */
export const IDENT_BODY_MAX_BYTES = 5 * 1024 * 1024;
/** What a gzip push may unpack to (a schedule packs about tenfold; the interval limit is reached first). */
export const IDENT_BODY_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const MB = 1024 * 1024;
const tooLarge = (what: string) =>
  new HttpError(
    413,
    'BODY_TOO_LARGE',
    `Расписание слишком большое: ${what}. Выгружайте расписание частями (по врачам или на меньший срок) или сжимайте его gzip (Content-Encoding: gzip, до ${IDENT_BODY_MAX_UNPACKED_BYTES / MB} МБ в распакованном виде)`,
  );

export function readIdentBody(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > IDENT_BODY_MAX_BYTES)
    throw tooLarge(`пришло ${(raw.length / MB).toFixed(1)} МБ, принимается до ${IDENT_BODY_MAX_BYTES / MB} МБ`);
  const text = unpacked(raw, event.headers?.['content-encoding'])
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  if (text.startsWith('<')) return readXml(text);
  if (text.startsWith('{')) return parseJsonText(text);
  throw new HttpError(
    400,
    'BODY_NOT_TIMETABLE',
    'Тело запроса пустое или не расписание: ожидается JSON {"Doctors":[…],"Branches":[…],"Intervals":[…]} или XML',
  );
}

function unpacked(raw: Buffer, encoding: string | undefined): Buffer {
  const coding = (encoding ?? '').trim().toLowerCase();
  if (coding === '' || coding === 'identity') return raw;
  if (coding !== 'gzip' && coding !== 'x-gzip')
    throw new HttpError(415, 'UNSUPPORTED_ENCODING', `Content-Encoding: ${encoding}: принимается только gzip или несжатое тело`);
  try {
    return gunzipSync(raw, { maxOutputLength: IDENT_BODY_MAX_UNPACKED_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge(`в распакованном виде больше ${IDENT_BODY_MAX_UNPACKED_BYTES / MB} МБ`);
    throw new HttpError(
      400,
      'BAD_GZIP',
      'Тело с Content-Encoding: gzip не распаковывается: пришлите его сжатым gzip целиком или без сжатия',
    );
  }
}

// ── XML ──────────────────────────────────────────────────────────────────────────────────────────────
// No public XML sample of PostTimeTable exists (unverified): read leniently, as a .NET serializer would
// write the JSON's shape: any root element; its Doctors, Branches and Intervals each hold one element per
// item (whatever its name) whose fields are child elements or attributes; namespace prefixes dropped;
// i:nil="true" is null. A DTD (and so any entity of one's own) is refused.

/** Made on first use: no module-level work for bundles that only import the row. */
let parser: XMLParser | undefined;
const xmlParser = () =>
  (parser ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  }));

const NUMBERS = new Set(['Id', 'DoctorId', 'BranchId', 'LengthInMinutes']);
const LISTS = ['Doctors', 'Branches', 'Intervals'] as const;

function readXml(text: string): Record<string, unknown> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new HttpError(400, 'XML_DTD', 'XML с DOCTYPE или ENTITY не принимается: пришлите расписание без них');
  let document: Record<string, unknown>;
  try {
    document = xmlParser().parse(text, true) as Record<string, unknown>;
  } catch (error) {
    throw new HttpError(
      400,
      'MALFORMED_XML',
      `Тело запроса не является корректным XML: ${String((error as Error).message ?? error).slice(0, 200)}`,
    );
  }
  const root = Object.values(document).find((value) => value && typeof value === 'object') as Record<string, unknown> | undefined;
  if (!root) throw new HttpError(400, 'BODY_NOT_TIMETABLE', 'XML без корневого элемента с Doctors, Branches и Intervals');
  return Object.fromEntries(LISTS.filter((name) => name in root).map((name) => [name, itemsOf(root[name]).map(fieldsOf)]));
}

/** The items of a list element: every child element's value (one or repeated), attributes aside. */
function itemsOf(list: unknown): unknown[] {
  if (!list || typeof list !== 'object') return [];
  return Object.entries(list as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
}

function fieldsOf(item: unknown): unknown {
  if (!item || typeof item !== 'object') return item;
  return Object.fromEntries(
    Object.entries(item as Record<string, unknown>)
      .filter(([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'))
      .map(([name, value]) => [name, scalarOf(name, value)]),
  );
}

function scalarOf(name: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    if (fields.nil === 'true') return null;
    return '#text' in fields ? scalarOf(name, fields['#text']) : '';
  }
  if (typeof value !== 'string') return value;
  if (name === 'IsBusy') return value === 'true' ? true : value === 'false' ? false : value;
  if (NUMBERS.has(name) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}
