import { chooseEncoding, isCompressible } from './compression';

describe('content negotiation of the local static server', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('compresses text from 1,000 bytes on, as CloudFront does, and never images', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 999)).toBe(false);
    expect(isCompressible('image/png', 5000)).toBe(false);
  });
});
