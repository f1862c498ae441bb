// (handlers) --> images and videos of a quiz: the presigned upload ticket for one of the caller's own
// quizzes, and the confirm that checks the file and makes the progressive variants of a raster image
// (0.25, 0.33, 0.5 of its width, stored beside the clinic's variants) so the public page never waits
// for them. SVG, GIF, MP4 and WebM are kept as they are ("straightLoading", docs/contract/widget-quiz-configurator.md §7).
import { IMAGE_MAX_BYTES, imageMessages, kindOfContentType, PROGRESSIVE_SIZES, STRAIGHT_KINDS } from '../../../shared/schemas/images';
import type { QuizImage, QuizImageUploadInput, QuizImageUploadTicket } from '../../../shared/schemas/quiz-images';
import { imageKeys, moveObject, presignUpload, writeObject } from '../../store/images';
import { NotFoundError } from '../errors';
import { checkUploadedFile } from '../images/check-upload';
import { isQuizImage, newImageName, parseImageName, quizImageTarget } from '../images/image-names';
import { resizeImage } from '../images/resize';
import { ownQuiz } from './read-quiz';

/** IMAGES_UPLOAD_URL: see domain/images/upload.ts (the local runtime's S3 POST gateway). */
export async function createQuizImageTicket(userId: string, input: QuizImageUploadInput): Promise<QuizImageUploadTicket> {
  await ownQuiz(userId, input.id);
  const kind = kindOfContentType(input.contentType)!;
  const name = newImageName(userId, quizImageTarget(input), kind);
  const { url, fields } = await presignUpload(name, input.contentType, IMAGE_MAX_BYTES);
  return {
    url: process.env.IMAGES_UPLOAD_URL || url,
    fields,
    name,
    maxBytes: IMAGE_MAX_BYTES,
    straightLoading: STRAIGHT_KINDS.includes(kind),
  };
}

export async function confirmQuizImage(userId: string, name: string): Promise<QuizImage> {
  const parsed = parseImageName(name);
  if (!parsed || parsed.userId !== userId || !isQuizImage(parsed)) throw new NotFoundError('IMAGE_NOT_FOUND', imageMessages.notFound);
  const file = await checkUploadedFile(name, parsed.kind);
  const straightLoading = STRAIGHT_KINDS.includes(parsed.kind);
  if (!straightLoading) {
    for (const size of PROGRESSIVE_SIZES) {
      const variant = await resizeImage(file.bytes, parsed.kind, size, false);
      await writeObject(imageKeys.variant(size, name), variant);
    }
  }
  await moveObject(imageKeys.upload(name), imageKeys.original(name));
  return { name, straightLoading, sizes: straightLoading ? [] : [...PROGRESSIVE_SIZES], contentType: file.contentType };
}
