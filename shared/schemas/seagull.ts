// What the configurator page /seagull sends (spec widget-quiz-configurator §5, §7): the chosen option
// ids (the server rebuilds the answer lines and prices from them) and the contact of the chosen mode.
import * as z from 'zod/mini';
import './zod';
import { requestProblem } from '../domain/configurator/request';
import { consentField, formPageField } from './consent';
import { cleanText, inputObject } from './input';

/** 'order': 'Оформить заявку' (name, e-mail, phone); 'save': 'Сохранить расчёт' (e-mail only). */
export const SEAGULL_MODES = ['order', 'save'] as const;
export type SeagullMode = (typeof SEAGULL_MODES)[number];

const OPTIONS_MAX = 120;

export const seagullMailSchema = inputObject({
  mode: z.enum(SEAGULL_MODES, { error: "mode: 'order' (оформить заявку) или 'save' (сохранить расчёт)" }),
  name: z.optional(cleanText('Имя', { max: 100 })),
  email: cleanText('Email', { min: 1, max: 200, required: 'Укажите email' }),
  phone: z.optional(cleanText('Телефон', { max: 20 })),
  Utm: z.optional(cleanText('Utm', { max: 2000, multiline: true })),
  /** The consent version the form showed, and the page it was on. */
  consent: consentField,
  page: formPageField,
  options: z
    .array(z.string({ error: 'Опция: ожидается строка' }).check(z.regex(/^[a-z0-9-]{1,60}$/, { error: 'Опция: неизвестный вид id' })), {
      error: 'options: ожидается список выбранных опций',
    })
    .check(z.maxLength(OPTIONS_MAX, { error: `options: не больше ${OPTIONS_MAX} опций` })),
  idempotencyKey: z
    .string({ error: 'Нет ключа идемпотентности' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey: 8-100 латинских букв, цифр, _ или -' })),
}).check(
  z.superRefine((request, context) => {
    if (request.mode === 'save' && (request.phone || request.name)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Для сохранения расчёта нужен только email' });
    }
    const problem = requestProblem(request.mode, request);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }),
);
export type SeagullMailInput = z.input<typeof seagullMailSchema>;
export type SeagullMail = z.output<typeof seagullMailSchema>;

/** POST /api/seagull/mail answers the stored request's id (the same one again for a retry). */
export const seagullMailAnswerSchema = z.strictObject({ id: z.string() });
