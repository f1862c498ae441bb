// Variants GET /api/img serves (docs/contract/cabinet.md §7): 250, 500 or 750 px wide, a square photo 1.4 times as
// tall as wide, the 250x250 preview, and the shares of the width a quiz page loads first (0.25, 0.33, 0.5).
// SVG logos are rasterised to PNG for a sized variant; GIF and videos are never resized (see RESIZABLE_KINDS).
// Every image is opened the same way here and at confirm (openImage), so what confirm accepted, every
// size can be made from: a file that cannot be decoded in full, or is larger than MAX_INPUT_PIXELS once
// rendered (a 60000x60000 PNG bomb, an SVG of 100000 px), is refused at upload, never served as a 500.
// sharp (libvips, ~300 ms to load) is imported on the first image opened, not with the module: the image
// functions answer a cached variant, a presigned upload or a refusal without it (issue 25: init <= 150 ms).
import type { Sharp } from 'sharp';
import {
  PROGRESSIVE_SIZES,
  type ProgressiveSize,
  SQUARE_HEIGHT_RATIO,
  type ImageKind,
  type ImageSize,
} from '../../../shared/schemas/images';

/** 40 megapixels: a camera photo; far above what a 750 px variant needs, far below what exhausts a Lambda. */
export const MAX_INPUT_PIXELS = 40_000_000;
const SVG_DENSITY = 300;

/** Kinds a sized variant can be made of; the others are served as they are, whatever the size asked. */
export const RESIZABLE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'svg'];

export interface Variant {
  bytes: Buffer;
  contentType: string;
}

let loadedSharp: Promise<typeof import('sharp')> | undefined;

/** The image as sharp opens it: truncated or corrupt data fails, not only a broken header. */
async function openImage(original: Uint8Array, kind: ImageKind): Promise<Sharp> {
  const { default: sharp } = await (loadedSharp ??= import('sharp'));
  return sharp(original, { density: kind === 'svg' ? SVG_DENSITY : undefined, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

export async function resizeImage(original: Uint8Array, kind: ImageKind, size: ImageSize, squarePhoto: boolean): Promise<Variant> {
  let image = (await openImage(original, kind)).rotate();
  if (size === '250x250') image = image.resize(250, 250, { fit: 'cover' });
  else if (isProgressive(size)) image = image.resize({ width: await shareOfWidth(original, kind, Number(size)) });
  else {
    const width = Number(size);
    image = squarePhoto
      ? image.resize(width, Math.round(width * SQUARE_HEIGHT_RATIO), { fit: 'cover' })
      : image.resize({ width, withoutEnlargement: true });
  }
  if (kind === 'jpeg') return { bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
  return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
}

const isProgressive = (size: ImageSize): size is ProgressiveSize => (PROGRESSIVE_SIZES as readonly string[]).includes(size);

/** The image's size as it is shown: EXIF orientations 5-8 swap width and height. */
export async function shownSize(original: Uint8Array, kind: ImageKind): Promise<{ width: number; height: number }> {
  const { width = 1, height = 1, orientation = 1 } = await (await openImage(original, kind)).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** That share of the image's width as it is shown, at least 1 px. */
async function shareOfWidth(original: Uint8Array, kind: ImageKind, share: number): Promise<number> {
  return Math.max(1, Math.round((await shownSize(original, kind)).width * share));
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
