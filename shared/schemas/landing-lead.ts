// The lead form on the landing page (spec cabinet §2, POST /api/mail).
import * as z from 'zod/mini';
import './zod';
import { RU_PHONE_LENGTH } from '../phone';

export const LANDING_PHONE_ERROR = 'Введите номер телефона';

export const landingLeadSchema = z.object({
  name: z
    .string({ error: 'Укажите имя' })
    .check(z.trim(), z.minLength(1, { error: 'Укажите имя' }), z.maxLength(100, { error: 'Имя слишком длинное' })),
  city: z._default(
    z.string({ error: 'Город должен быть строкой' }).check(z.trim(), z.maxLength(100, { error: 'Название города слишком длинное' })),
    '',
  ),
  clinic: z._default(
    z.string({ error: 'Клиника должна быть строкой' }).check(z.trim(), z.maxLength(200, { error: 'Название клиники слишком длинное' })),
    '',
  ),
  phone: z
    .string({ error: LANDING_PHONE_ERROR })
    .check(
      z.trim(),
      z.minLength(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR }),
      z.maxLength(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR }),
      z.regex(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/, { error: LANDING_PHONE_ERROR }),
    ),
  utm: z.optional(z.string({ error: 'utm должен быть строкой' }).check(z.maxLength(2000, { error: 'utm слишком длинный' }))),
});
export type LandingLeadInput = z.infer<typeof landingLeadSchema>;

/** POST /api/mail answers the stored lead's id. */
export const landingLeadAnswerSchema = z.strictObject({ id: z.string() });
