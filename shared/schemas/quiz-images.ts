// Images and videos of a quiz (docs/contract/widget-quiz-configurator.md §7 'quiz/img'): the same presigned upload as the clinic's
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

/** What a quiz field takes: any quiz media, or a picture only (no video), or an icon (SVG, PNG). */
export const QUIZ_FILE_KINDS = {
  media: QUIZ_IMAGE_KINDS,
  picture: ['png', 'jpeg', 'svg', 'gif'],
  icon: ['svg', 'png'],
} as const satisfies Record<string, readonly ImageKind[]>;
export type QuizFileKinds = keyof typeof QUIZ_FILE_KINDS;

const kindsMessage: Record<QuizFileKinds, string> = {
  media: quizImageMessages.formats,
  picture: 'Здесь подходят изображения PNG, JPEG, SVG или GIF',
  icon: 'Иконка сайта: только SVG или PNG',
};

export interface QuizFileProblem {
  field: 'contentType' | 'size';
  message: string;
}

/**
 * Why a file cannot go into a quiz (none: it can): its type, and its size when known. The browser checks
 * a picked file with it before uploading, the server checks the upload request with it again.
 */
export function quizFileProblems(file: { type: string; size?: number }, kinds: QuizFileKinds = 'media'): QuizFileProblem[] {
  const problems: QuizFileProblem[] = [];
  const kind = kindOfContentType(file.type);
  const allowed: readonly ImageKind[] = QUIZ_FILE_KINDS[kinds];
  if (!kind || !allowed.includes(kind)) problems.push({ field: 'contentType', message: kindsMessage[kinds] });
  if (file.size !== undefined && file.size > IMAGE_MAX_BYTES) problems.push({ field: 'size', message: quizImageMessages.tooLarge });
  if (file.size !== undefined && file.size < 1) problems.push({ field: 'size', message: quizImageMessages.empty });
  return problems;
}

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
    for (const problem of quizFileProblems({ type: value.contentType, size: value.size }))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
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
