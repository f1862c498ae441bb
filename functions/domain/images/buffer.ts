// (handler) --> the bytes of one of the caller's own images, for the crop modal's preview (750 px wide
// at most, so the answer stays far below Lambda's 6 MB response limit).
import { imageMessages, type ImageBuffer } from '../../../shared/schemas/images';
import { NotFoundError } from '../errors';
import { serveImage } from './get-image';
import { imageNameFromSource, parseImageName } from './image-names';

export async function imageBuffer(userId: string, src: string): Promise<ImageBuffer> {
  const name = imageNameFromSource(src);
  const parsed = parseImageName(name);
  if (!parsed || parsed.userId !== userId) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  const image = await serveImage(name, '750');
  return { contentType: image.contentType, data: Buffer.from(image.bytes).toString('base64') };
}
