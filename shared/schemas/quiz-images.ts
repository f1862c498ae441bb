// Images and videos of a quiz (spec widget §7 'quiz/img'): the same presigned upload as the clinic's
// images (shared/schemas/images.ts), for one of the caller's own quizzes.
//  1. POST /api/quiz/img { id, contentType, size?, mobileVersion?, ABTest? } → QuizImageUploadTicket
//  2. the browser posts the file to the ticket's url (its fields first, then `file`)
//  3. POST /api/quiz/img/confirm { name } → QuizImage: the type checked by content; a raster image gets
//     its progressive variants (0.25, 0.33, 0.5 of its width); SVG, GIF, MP4 and WebM are kept as they
//     are ("straightLoading"). The builder then puts the name into the quiz.
// The name carries the owner and the quiz version it was uploaded for: <userId>_quiz[-mobile][-ab]_<random>.<ext>.
import * as z from 'zod/mini';
import './zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_KB,
  imageNameSchema,
  type ImageKind,
  imageUploadTicketSchema,
  kindOfContentType,
  PROGRESSIVE_SIZES,
} from './images';
import { inputObject } from './input';
import { quizIdField } from './quiz-cabinet';

/** What a quiz takes: pictures for sections, answers, actions and the thank-you page, and short videos. */
export const QUIZ_IMAGE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'svg', 'gif', 'mp4', 'webm'];

export const quizImageMessages = {
  formats: 'Для квиза подходят изображения PNG, JPEG, SVG, GIF и видео MP4 или WebM',
  tooLarge: `Файл больше ${IMAGE_MAX_KB} КБ (${IMAGE_MAX_KB / 1024} МБ): уменьшите его и загрузите ещё раз`,
  empty: 'Файл пустой: выберите другой',
} as const;

const flag = (name: string) => z.optional(z.boolean({ error: `${name}: true или false` }));

export const quizImageUploadSchema = inputObject({
  /** The quiz the image is for (one of the caller's own). */
  id: quizIdField,
  contentType: z.string({ error: quizImageMessages.formats }),
  /** The file's size in bytes, when the browser knows it: a too large file is refused before it is sent. */
  size: z.optional(z.number({ error: 'size: размер файла в байтах' })),
  /** For the quiz's mobile version (mobileVersionQuiz). */
  mobileVersion: flag('mobileVersion'),
  /** For the A/B variant (ABTestObj). */
  ABTest: flag('ABTest'),
}).check(
  z.superRefine((value, context) => {
    const kind = kindOfContentType(value.contentType);
    if (!kind || !QUIZ_IMAGE_KINDS.includes(kind))
      context.addIssue({ code: 'custom', path: ['contentType'], message: quizImageMessages.formats });
    if (value.size !== undefined && value.size > IMAGE_MAX_BYTES)
      context.addIssue({ code: 'custom', path: ['size'], message: quizImageMessages.tooLarge });
    if (value.size !== undefined && value.size < 1) context.addIssue({ code: 'custom', path: ['size'], message: quizImageMessages.empty });
  }),
);
export type QuizImageUploadInput = z.infer<typeof quizImageUploadSchema>;

export const quizImageUploadTicketSchema = z.strictObject({
  ...imageUploadTicketSchema.shape,
  /** Kept as it is, with no smaller variants (SVG, GIF, MP4, WebM). */
  straightLoading: z.boolean(),
});
export type QuizImageUploadTicket = z.infer<typeof quizImageUploadTicketSchema>;

export const quizImageConfirmSchema = inputObject({ name: imageNameSchema });

export const quizImageSchema = z.strictObject({
  name: z.string(),
  straightLoading: z.boolean(),
  /** The smaller copies GET /api/img serves with ?size= (none for straightLoading files). */
  sizes: z.array(z.enum(PROGRESSIVE_SIZES)),
  contentType: z.string(),
});
export type QuizImage = z.infer<typeof quizImageSchema>;
