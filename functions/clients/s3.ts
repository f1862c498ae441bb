// S3 object calls over the signed fetch (functions/clients/aws-fetch.ts). Path-style addressing when
// S3_FORCE_PATH_STYLE is set (the local emulator has no wildcard DNS for bucket sub-domains), else the
// bucket's virtual-hosted address, as the SDK does.
import { AwsError, awsErrorOf, awsFetch, serviceEndpoint } from './aws-fetch';

/** The bucket's base URL, ending in '/'. */
export function bucketUrl(bucket: string): URL {
  const endpoint = serviceEndpoint('s3');
  if (process.env.S3_FORCE_PATH_STYLE === 'true')
    return new URL(`${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(bucket)}/`, endpoint);
  return new URL(`${endpoint.protocol}//${bucket}.${endpoint.host}${endpoint.pathname.replace(/\/?$/, '/')}`);
}

/** S3 keys go into the path once encoded per RFC 3986, slashes kept. */
export function objectUrl(bucket: string, key: string): URL {
  return new URL(key.split('/').map(encodeRfc3986).join('/'), bucketUrl(bucket));
}

const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Without s3:ListBucket, S3 answers a missing key with 403 (it would tell which keys exist), not 404. */
const READ = ['s3:GetObject', 's3:ListBucket'] as const;

const isMissing = (error: unknown) => error instanceof AwsError && error.status === 404;

/** The object's size in bytes, or null when there is none. */
export async function headObject(bucket: string, key: string): Promise<{ size: number } | null> {
  try {
    const response = await awsFetch('s3', { iam: READ, method: 'HEAD', url: objectUrl(bucket, key) });
    return { size: Number(response.headers.get('content-length') ?? 0) };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function getObject(bucket: string, key: string): Promise<{ bytes: Uint8Array; contentType: string | null } | null> {
  try {
    const response = await awsFetch('s3', { iam: READ, method: 'GET', url: objectUrl(bucket, key) });
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function putObject(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await awsFetch('s3', {
    iam: ['s3:PutObject'],
    method: 'PUT',
    url: objectUrl(bucket, key),
    headers: { 'content-type': contentType },
    body: bytes,
  });
}

/** S3 may answer a failed copy with 200 and an <Error> body. */
export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  const source = `${bucket}/${from}`.split('/').map(encodeRfc3986).join('/');
  const response = await awsFetch('s3', {
    // Reads the source, writes the target.
    iam: ['s3:GetObject', 's3:PutObject'],
    method: 'PUT',
    url: objectUrl(bucket, to),
    headers: { 'x-amz-copy-source': source },
  });
  const text = await response.text();
  if (/<Error>/.test(text)) throw await awsErrorOf(new Response(text, { status: 500 }));
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await awsFetch('s3', { iam: ['s3:DeleteObject'], method: 'DELETE', url: objectUrl(bucket, key) });
}
