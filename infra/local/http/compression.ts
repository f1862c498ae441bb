// Compression of static files the way CloudFront does it (brotli, else gzip, for text types, with
// Vary: Accept-Encoding), so local page weights and Lighthouse figures match production. Encoded
// bodies are kept per file version, since the built files change only on a rebuild.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** CloudFront compresses objects from 1,000 bytes on. */
const MIN_BYTES = 1000;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** The encoding to answer with for this Accept-Encoding header: brotli first, as CloudFront. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const acceptable = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return undefined;
}

const cache = new Map<string, Buffer>();

const compress = (body: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });

/** The body encoded; `version` names the file's content (its path and mtime) for the cache. */
export function encode(body: Buffer, encoding: Encoding, version: string): Buffer {
  const key = `${encoding} ${version}`;
  let encoded = cache.get(key);
  if (!encoded) {
    encoded = compress(body, encoding);
    cache.set(key, encoded);
  }
  return encoded;
}

/**
 * A page a function renders (the quiz page), compressed as CloudFront's /quiz/* behaviour compresses it;
 * the API's JSON answers stay as the functions wrote them.
 */
export function compressedPage(
  response: { headers: Record<string, string>; body: Buffer },
  acceptEncoding: string | undefined,
): { headers: Record<string, string>; body: Buffer } {
  const contentType = response.headers['content-type'] ?? '';
  if (!contentType.startsWith('text/html') || !isCompressible(contentType, response.body.length)) return response;
  const encoding = chooseEncoding(acceptEncoding);
  const headers = { ...response.headers, vary: 'Accept-Encoding' };
  if (!encoding) return { ...response, headers };
  return { ...response, headers: { ...headers, 'content-encoding': encoding }, body: compress(response.body, encoding) };
}
