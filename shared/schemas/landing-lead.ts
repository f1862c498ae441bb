// The lead form on the landing page (docs/contract/cabinet.md §2, POST /api/mail).
import * as z from 'zod/mini';
import './zod';
import { RU_PHONE_LENGTH } from '../phone';
import { consentField, formPageField } from './consent';
import { cleanText, inputObject } from './input';

export const LANDING_PHONE_ERROR = 'Введите номер телефона';

export const landingLeadSchema = inputObject({
  name: cleanText('Имя', { min: 1, max: 100, required: 'Укажите имя' }),
  city: z._default(cleanText('Город', { max: 100 }), ''),
  clinic: z._default(cleanText('Клиника', { max: 200 }), ''),
  phone: z
    .string({ error: LANDING_PHONE_ERROR })
    .check(
      z.trim(),
      z.minLength(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR }),
      z.maxLength(RU_PHONE_LENGTH, { error: LANDING_PHONE_ERROR }),
      z.regex(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/, { error: LANDING_PHONE_ERROR }),
    ),
  utm: z.optional(cleanText('utm', { max: 2000, multiline: true })),
  /** The consent version the form showed, and the page it was on. */
  consent: consentField,
  page: formPageField,
});
export type LandingLeadInput = z.infer<typeof landingLeadSchema>;

/** POST /api/mail answers the stored lead's id. */
export const landingLeadAnswerSchema = z.strictObject({ id: z.string() });
