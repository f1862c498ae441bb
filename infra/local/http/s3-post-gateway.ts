// Local stand-in for S3's browser-upload endpoint (presigned POST). The emulator (fauxqs) stores POSTed
// forms but checks neither the signature nor the policy, and sends no CORS headers; so the local app
// serves POST /_s3/<bucket> on its own origin, checks the form the way S3 does (signature V4 of the
// policy, expiry, every condition: bucket, key, Content-Type, content-length-range), answers S3's
// error codes, and forwards an accepted form unchanged to the emulator. Functions learn this URL from
// IMAGES_UPLOAD_URL (set by start.ts); on AWS the ticket points at the real bucket.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const S3_POST_PREFIX = '/_s3/';
/** S3 refuses a form much larger than any allowed upload before reading it all. */
const BODY_LIMIT = 12 * 1024 * 1024;

interface Form {
  fields: Record<string, string>;
  file?: Buffer;
}

export function createS3PostGateway(options: { s3Endpoint: string; secretAccessKey: string }) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const bucket = decodeURIComponent((request.url ?? '').slice(S3_POST_PREFIX.length).split(/[/?]/)[0] ?? '');
    if (request.method !== 'POST' || !bucket) return s3Error(response, 405, 'MethodNotAllowed', 'Only POST uploads are served here');
    const contentType = request.headers['content-type'] ?? '';
    const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
    if (!/multipart\/form-data/i.test(contentType) || !boundary)
      return s3Error(response, 412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
    const body = await readBody(request, BODY_LIMIT);
    if (!body) return s3Error(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    const form = parseForm(body, boundary[1] ?? boundary[2]!);
    const problem = policyProblem(form, bucket, options.secretAccessKey, new Date());
    if (problem) return s3Error(response, problem.status, problem.code, problem.message);
    const forwarded = await fetch(`${options.s3Endpoint}/${encodeURIComponent(bucket)}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });
    response.writeHead(forwarded.status, {
      'content-type': forwarded.headers.get('content-type') ?? 'application/xml',
      etag: forwarded.headers.get('etag') ?? '',
    });
    response.end(Buffer.from(await forwarded.arrayBuffer()));
  };
}

interface Problem {
  status: number;
  code: string;
  message: string;
}

export function policyProblem(form: Form, bucket: string, secretAccessKey: string, now: Date): Problem | null {
  const fields = lowerKeys(form.fields);
  const denied = (message: string): Problem => ({ status: 403, code: 'AccessDenied', message });
  const policyText = fields.policy;
  if (!policyText || !fields['x-amz-signature'] || !fields['x-amz-credential'])
    return denied('Bucket POST must contain policy, x-amz-credential and x-amz-signature');
  const [, date, region, service] = fields['x-amz-credential'].split('/');
  if (!date || !region || service !== 's3') return denied('Invalid x-amz-credential');
  const key = ['aws4_request', service, region, date].reduceRight<Buffer | string>(
    (secret, part) => hmac(secret, part),
    `AWS4${secretAccessKey}`,
  );
  if (hmac(key, policyText).toString('hex') !== fields['x-amz-signature'])
    return denied('The request signature we calculated does not match the signature you provided');
  const policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
  if (Date.parse(policy.expiration) < now.getTime()) return denied('Invalid according to Policy: Policy expired.');
  const size = form.file?.length ?? 0;
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as [string, number, number];
      if (size > max) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
      if (size < min)
        return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
      continue;
    }
    const [operator, rawField, expected] = Array.isArray(condition)
      ? (condition as [string, string, string])
      : ['eq', `$${Object.keys(condition as object)[0]}`, Object.values(condition as object)[0] as string];
    const field = rawField.replace(/^\$/, '').toLowerCase();
    covered.add(field);
    const actual = field === 'bucket' ? bucket : fields[field];
    const ok = operator === 'starts-with' ? actual !== undefined && actual.startsWith(expected) : actual === expected;
    if (!ok) return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = Object.keys(fields).find((field) => !covered.has(field) && !field.startsWith('x-ignore-'));
  if (extra) return denied(`Invalid according to Policy: Extra input fields: ${extra}`);
  return null;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function lowerKeys(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > limit) {
      request.resume();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Fields in order; the file must be last (as S3 requires), so parsing stops there. */
export function parseForm(body: Buffer, boundary: string): Form {
  const form: Form = { fields: {} };
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const start = position + delimiter.length + 2;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const headerEnd = body.indexOf('\r\n\r\n', start);
    if (headerEnd === -1 || headerEnd > next) break;
    const headers = body.subarray(start, headerEnd).toString('utf8');
    const value = body.subarray(headerEnd + 4, next - 2);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === 'file' || /filename=/i.test(headers)) {
      form.file = value;
      break;
    }
    if (name) form.fields[name] = value.toString('utf8');
    position = next;
  }
  return form;
}

function s3Error(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`,
  );
}
