// (handler) --> serve an image: the original, or a variant made once and then read from storage.
import { imageMessages, type ImageSize } from '../../../shared/schemas/images';
import { imageKeys, readObject, writeObject, type StoredFile } from '../../store/images';
import { NotFoundError } from '../errors';
import { parseImageName } from './image-names';
import { RESIZABLE_KINDS, resizeImage } from './resize';

export interface ServedImage extends StoredFile {
  /** 'stored' when read from storage, 'generated' when made by this request. */
  origin: 'original' | 'stored' | 'generated';
}

export async function serveImage(name: string, size: ImageSize | undefined): Promise<ServedImage> {
  const parsed = parseImageName(name);
  if (!parsed) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  if (!size || !RESIZABLE_KINDS.includes(parsed.kind)) {
    const original = await readObject(imageKeys.original(name));
    if (!original) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
    return { ...original, origin: 'original' };
  }
  const variantKey = imageKeys.variant(size, name);
  const stored = await readObject(variantKey);
  if (stored) return { ...stored, origin: 'stored' };
  const original = await readObject(imageKeys.original(name));
  if (!original) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  // Only files confirm decoded are stored; one stored before that check is answered as missing, not as a 500.
  const variant = await resizeImage(original.bytes, parsed.kind, size, parsed.target === 'square').catch(() => {
    throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  });
  await writeObject(variantKey, { bytes: variant.bytes, contentType: variant.contentType });
  return { bytes: variant.bytes, contentType: variant.contentType, origin: 'generated' };
}
