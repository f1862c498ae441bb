// Checks a chosen file before any upload (spec cabinet §5): only images, at most 10240 KB, and the kinds
// the target takes (logo: SVG, PNG, JPEG; photos: PNG, JPEG). The server checks again at confirm time.
import { ALLOWED_KINDS, IMAGE_MAX_BYTES, imageMessages, kindOfContentType, type ImageTarget } from '../../../../shared/schemas/images';

/** The message to show for this file, or null when it may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }, target: ImageTarget): string | null {
  if (!file.type.startsWith('image/')) return imageMessages.onlyImages;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  const kind = kindOfContentType(file.type);
  if (!kind || !ALLOWED_KINDS[target].includes(kind)) return target === 'logo' ? imageMessages.logoFormats : imageMessages.photoFormats;
  return null;
}

/** The accept attribute of the file input for a target. */
export function acceptOf(target: ImageTarget): string {
  return target === 'logo' ? 'image/svg+xml,image/png,image/jpeg' : 'image/png,image/jpeg';
}
