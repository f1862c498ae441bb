// Variants GET /api/img serves (spec cabinet §7): 250, 500 or 750 px wide, a square photo 1.4 times as
// tall as wide, and the 250x250 preview. SVG logos are rasterised to PNG for a sized variant.
import sharp from 'sharp';
import { SQUARE_HEIGHT_RATIO, type ImageKind, type ImageSize } from '../../../shared/schemas/images';

export interface Variant {
  bytes: Buffer;
  contentType: string;
}

export async function resizeImage(original: Uint8Array, kind: ImageKind, size: ImageSize, squarePhoto: boolean): Promise<Variant> {
  let image = sharp(original, { density: kind === 'svg' ? 300 : undefined }).rotate();
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
