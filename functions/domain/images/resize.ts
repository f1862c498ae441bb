// Variants GET /api/img serves (spec cabinet §7): 250, 500 or 750 px wide, a square photo 1.4 times as
// tall as wide, and the 250x250 preview. SVG logos are rasterised to PNG for a sized variant.
// Every image is opened the same way here and at confirm (openImage), so what confirm accepted, every
// size can be made from: a file that cannot be decoded in full, or is larger than MAX_INPUT_PIXELS once
// rendered (a 60000x60000 PNG bomb, an SVG of 100000 px), is refused at upload, never served as a 500.
import sharp from 'sharp';
import { SQUARE_HEIGHT_RATIO, type ImageKind, type ImageSize } from '../../../shared/schemas/images';

/** 40 megapixels: a camera photo; far above what a 750 px variant needs, far below what exhausts a Lambda. */
export const MAX_INPUT_PIXELS = 40_000_000;
const SVG_DENSITY = 300;

export interface Variant {
  bytes: Buffer;
  contentType: string;
}

/** The image as sharp opens it: truncated or corrupt data fails, not only a broken header. */
export function openImage(original: Uint8Array, kind: ImageKind) {
  return sharp(original, { density: kind === 'svg' ? SVG_DENSITY : undefined, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

export async function resizeImage(original: Uint8Array, kind: ImageKind, size: ImageSize, squarePhoto: boolean): Promise<Variant> {
  let image = openImage(original, kind).rotate();
  if (size === '250x250') image = image.resize(250, 250, { fit: 'cover' });
  else {
    const width = Number(size);
    image = squarePhoto
      ? image.resize(width, Math.round(width * SQUARE_HEIGHT_RATIO), { fit: 'cover' })
      : image.resize({ width, withoutEnlargement: true });
  }
  if (kind === 'jpeg') return { bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
  return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
}

/** Whether the whole image decodes within the pixel limit (a small variant is made and dropped: every row is read). */
export async function decodes(original: Uint8Array, kind: ImageKind): Promise<boolean> {
  try {
    await resizeImage(original, kind, '250', false);
    return true;
  } catch {
    return false;
  }
}
