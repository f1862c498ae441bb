import { serveImage } from '../../domain/images/get-image';
import { BinaryAnswer, httpHandler } from '../../http/handler';
import { imageGet } from '../../routes/clinic';

// Names are unique per upload, so an upload never changes: cache it for a year everywhere. The
// product's own images keep their names across releases: a day.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRODUCT = 'public, max-age=86400';
// An SVG opened directly runs nothing, whatever slipped past the upload check: the chain's security
// headers give every answer a CSP with `sandbox` and no script source.

export const handler = httpHandler(imageGet, async ({ query }) => {
  const image = await serveImage(query.name, query.size);
  return new BinaryAnswer(200, image.bytes, {
    'content-type': image.contentType,
    'cache-control': image.origin === 'product' ? PRODUCT : IMMUTABLE,
    'x-image-origin': image.origin,
  });
});
