// The lead form on the landing page (spec cabinet §2, POST /api/mail).
import * as z from 'zod';
import './zod';
import { RU_PHONE_LENGTH } from '../phone';

export const LANDING_PHONE_ERROR = 'Введите номер телефона';

export const landingLeadSchema = z.object({
  name: z.string({ error: 'Укажите имя' }).trim().min(1, { error: 'Укажите имя' }).max(100, { error: 'Имя слишком длинное' }),
  city: z.string({ error: 'Город должен быть строкой' }).trim().max(100, { error: 'Название города слишком длинное' }).default(''),
  clinic: z.string({ error: 'Клиника должна быть строкой' }).trim().max(200, { error: 'Название клиники слишком длинное' }).default(''),
  phone: z
    .string({ error: LANDING_PHONE_ERROR })
    .trim()
    .min(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR })
    .max(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR })
    .regex(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/, { error: LANDING_PHONE_ERROR }),
  utm: z.string({ error: 'utm должен быть строкой' }).max(2000, { error: 'utm слишком длинный' }).optional(),
});
export type LandingLeadInput = z.infer<typeof landingLeadSchema>;

/** POST /api/mail answers the stored lead's id. */
export const landingLeadAnswerSchema = z.strictObject({ id: z.string() });
