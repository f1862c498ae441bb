// Images of the clinic (logo) and its doctors (photo circle and square), docs/contract/cabinet.md §5, §7.
//
// Upload (the file never passes through a Lambda: API Gateway cannot take 10 MB):
//  1. POST /api/img/upload { target, doctorId?, contentType } → ImageUploadTicket: a presigned S3 POST
//     whose policy fixes the object key, the Content-Type and the 1 B…10240 KB size range.
//  2. The browser posts a multipart form to `url`: every entry of `fields` first, then `file`.
//  3. POST /api/img/confirm { name } checks the real type by the file's first bytes (a PNG named .jpg
//     is refused), refuses an SVG with scripts, event handlers or external references, and records the
//     name on the clinic (logo) or the doctor (photo.circle / photo.square). Answers the ClinicView
//     (logo) or the DoctorView (photo).
// Serving: GET /api/img?name=&size= (public, cached for a year; names are unique per upload).
// Previews: POST /api/img/buffer { src } → ImageBuffer (the caller's own image, 750 px wide at most).
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { doctorIdSchema } from './doctor-id';
import { PROGRESSIVE_SIZES } from '../domain/progressive-images';

export { PROGRESSIVE_SIZES, type ProgressiveSize } from '../domain/progressive-images';

export const IMAGE_MAX_KB = 10240;
export const IMAGE_MAX_BYTES = IMAGE_MAX_KB * 1024;

export const IMAGE_TARGETS = ['logo', 'circle', 'square'] as const;
export type ImageTarget = (typeof IMAGE_TARGETS)[number];

export const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  // Quiz media only (shared/schemas/quiz-images.ts): stored and served as they are.
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;
export type ImageKind = keyof typeof IMAGE_CONTENT_TYPES;
/** Logo: SVG, PNG, JPEG; photos: PNG, JPEG (docs/contract/cabinet.md §5). */
export const ALLOWED_KINDS: Record<ImageTarget, readonly ImageKind[]> = {
  logo: ['svg', 'png', 'jpeg'],
  circle: ['png', 'jpeg'],
  square: ['png', 'jpeg'],
};

/**
 * Sizes GET /api/img serves: widths (a square photo is 1.4 times as tall as wide), '250x250' the preview,
 * and the progressive shares of the original's width.
 */
export const IMAGE_SIZES = ['250', '500', '750', '250x250', ...PROGRESSIVE_SIZES] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const SQUARE_HEIGHT_RATIO = 1.4;

export const imageMessages = {
  onlyImages: 'Только изображения',
  tooLarge: `Изображение превышает предельный размер: ${IMAGE_MAX_KB}kb`,
  minSize: 'Минимальный размер изображения: ',
  failed: 'Ошибка при загрузке картинки',
  photoFormats: 'Фото врача: только PNG или JPEG',
  logoFormats: 'Логотип: только SVG, PNG или JPEG',
  notUploaded: 'Файл не загружен: сначала загрузите его по выданной ссылке',
  unsafeSvg: 'SVG содержит скрипты, обработчики событий или внешние ссылки: такой файл не принимается',
  notFound: 'Изображение не найдено',
  unreadable: 'Файл повреждён или слишком велик (больше 40 мегапикселей): сохраните изображение заново и загрузите ещё раз',
} as const;

/** 'Файл — PNG, а назван как JPEG' for a mismatch found at confirm time. */
export function typeMismatchMessage(actual: ImageKind | null, declared: ImageKind): string {
  const label = (kind: ImageKind) => ({ png: 'PNG', jpeg: 'JPEG', svg: 'SVG', gif: 'GIF', mp4: 'MP4', webm: 'WebM' })[kind];
  return actual
    ? `Файл на самом деле ${label(actual)}, а загружен как ${label(declared)}: выберите файл с правильным расширением`
    : `Файл не является изображением ${label(declared)}: ${imageMessages.onlyImages.toLowerCase()}`;
}

export const imageUploadSchema = inputObject({
  target: z.enum(IMAGE_TARGETS, { error: 'target: logo, circle или square' }),
  doctorId: z.optional(doctorIdSchema),
  contentType: z.string({ error: imageMessages.onlyImages }),
}).check(
  z.superRefine((value, context) => {
    const kind = kindOfContentType(value.contentType);
    if (!kind) context.addIssue({ code: 'custom', path: ['contentType'], message: imageMessages.onlyImages });
    else if (!ALLOWED_KINDS[value.target].includes(kind)) {
      context.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: value.target === 'logo' ? imageMessages.logoFormats : imageMessages.photoFormats,
      });
    }
    if (value.target !== 'logo' && !value.doctorId)
      context.addIssue({ code: 'custom', path: ['doctorId'], message: 'Укажите врача (doctorId) для фото' });
  }),
);
export type ImageUploadInput = z.infer<typeof imageUploadSchema>;

export const imageUploadTicketSchema = z.strictObject({
  /** POST a multipart form here: `fields` first, then the file under the field name `file`. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The image's name once confirmed. */
  name: z.string(),
  maxBytes: z.number(),
});
export type ImageUploadTicket = z.infer<typeof imageUploadTicketSchema>;

/** Image names: <userId>_logo_<random>.<ext>, <userId>_<doctorId>_<circle|square>_<random>.<ext> or <userId>_<quiz…>_<random>.<ext>. */
/** The product's own images, served by name like uploads (docs/contract/widget-quiz-configurator.md §7: the widget's footer.svg). */
export const PRODUCT_IMAGE_NAMES = ['footer.svg'] as const;
export type ProductImageName = (typeof PRODUCT_IMAGE_NAMES)[number];

export const imageNameSchema = z
  .string({ error: 'Укажите имя изображения' })
  .check(z.regex(/^(?:footer\.svg|[A-Za-z0-9-]+(_[A-Za-z0-9-]+){2,3}\.(png|jpg|svg|gif|mp4|webm))$/, { error: imageMessages.notFound }));

export const imageConfirmSchema = inputObject({ name: imageNameSchema });
export type ImageConfirmInput = z.infer<typeof imageConfirmSchema>;

export const imageQuerySchema = z.object({
  name: imageNameSchema,
  size: z.optional(z.enum(IMAGE_SIZES, { error: 'size: 250, 500, 750, 250x250, 0.25, 0.33 или 0.5' })),
  /** Cache buster the web appends; not used by the server. */
  time: z.optional(z.string()),
});

export const imageBufferSchema = inputObject({
  src: z.string({ error: 'Укажите src изображения' }).check(z.minLength(1, { error: 'Укажите src изображения' }), z.maxLength(2000)),
});

/** POST /api/img/buffer answer: the image's bytes, base64. */
export const imageBufferAnswerSchema = z.strictObject({ contentType: z.string(), data: z.string() });
export type ImageBuffer = z.infer<typeof imageBufferAnswerSchema>;

export function kindOfContentType(contentType: string): ImageKind | null {
  const entry = Object.entries(IMAGE_CONTENT_TYPES).find(([, type]) => type === contentType.toLowerCase().trim());
  return entry ? (entry[0] as ImageKind) : null;
}

export const extensionOfKind: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', gif: 'gif', mp4: 'mp4', webm: 'webm' };

/** Kinds stored and served as they are, never resized ("straightLoading"): vector, animation, video. */
export const STRAIGHT_KINDS: readonly ImageKind[] = ['svg', 'gif', 'mp4', 'webm'];
