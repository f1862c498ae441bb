// Checks a chosen file before any upload (docs/contract/cabinet.md §5): only images, at most 10240 KB, the kinds
// the target takes (logo: SVG, PNG, JPEG; photos: PNG, JPEG) and the target's minimum pixel size
// (shared/domain/image-min-size.ts). The server checks again at confirm time.
import { imageSizeProblem } from '../../../../shared/domain/image-min-size';
import { ALLOWED_KINDS, IMAGE_MAX_BYTES, imageMessages, kindOfContentType, type ImageTarget } from '../../../../shared/schemas/images';

/** The message to show for this file, or null when it may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }, target: ImageTarget): string | null {
  if (!file.type.startsWith('image/')) return imageMessages.onlyImages;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  const kind = kindOfContentType(file.type);
  if (!kind || !ALLOWED_KINDS[target].includes(kind)) return target === 'logo' ? imageMessages.logoFormats : imageMessages.photoFormats;
  return null;
}

/**
 * The file's problem, its pixel size included (as shown: the browser applies the EXIF rotation, as the
 * server does). An SVG has no pixel size; a file the browser cannot decode is left to the server to refuse.
 */
export async function chosenImageProblem(file: File, target: ImageTarget): Promise<string | null> {
  const found = imageFileProblem(file, target);
  if (found || file.type === 'image/svg+xml') return found;
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return imageSizeProblem(target, { width: image.naturalWidth, height: image.naturalHeight });
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(imageMessages.failed));
    image.src = url;
  });
}

/** The accept attribute of the file input for a target. */
export function acceptOf(target: ImageTarget): string {
  return target === 'logo' ? 'image/svg+xml,image/png,image/jpeg' : 'image/png,image/jpeg';
}
