// What the public quiz page sends (docs/contract/widget-quiz-configurator.md §7): the answers (POST /api/quiz/send, a lead) and the
// viewed-question beacon (POST /api/quiz/analytics).
import * as z from 'zod/mini';
import './zod';
import { consentField } from './consent';
import { cleanText, inputObject } from './input';
import { ANSWER_KEYS, OPTION_KEY_PATTERN, QUIZ_VARIANTS } from '../domain/quiz/answer-keys';
import { DEVICE_CLASSES } from '../domain/quiz/visit-segments';
import { isValidQuizContact } from '../domain/quiz/contact-rules';
import { HIDDEN_FIELD_LIMITS, HIDDEN_FIELD_MESSAGES } from '../domain/quiz/hidden-fields';
import { isEmailAddress } from '../email';
import { DEVICE_TYPES } from './ticket';
import { CONNECTION_METHODS, QUIZ_LIMITS, type ConnectionMethod } from './quiz';

export const QUIZ_PHONE_ERROR = 'Введите телефон: в нём должны быть цифры (для Telegram — телефон или ник)';
const ANSWER_VALUE_MAX = 3000;
const ANSWERS_MAX = QUIZ_LIMITS.questions + 8;

/** An id as the server made it: letters, digits, '.', '_' and '-' only. */
const idOf = (missing: string) => z.string({ error: missing }).check(z.regex(/^[A-Za-z0-9._-]{1,100}$/, { error: missing }));
const line = (what: string, max: number) =>
  z._default(
    z.string({ error: `${what}: ожидается текст` }).check(z.trim(), z.maxLength(max, { error: `${what}: не длиннее ${max} символов` })),
    '',
  );

/** Question text → answer; a list of choices arrives joined by ', '. */
const answersSchema = z
  .record(
    // A key is a question's text (questionAnswerKey, never empty): an empty one is refused, not stored.
    cleanText('Вопрос', { max: QUIZ_LIMITS.text, min: 1, required: 'Вопрос: пустой текст вопроса в ответах' }),
    z
      .string({ error: 'Ответ: ожидается текст' })
      .check(z.maxLength(ANSWER_VALUE_MAX, { error: `Ответ: не длиннее ${ANSWER_VALUE_MAX} символов` })),
    {
      // A refused key says why (empty, too long, control characters), not only that data is wrong.
      error: (issue) =>
        issue.code === 'invalid_key'
          ? ((issue as { issues?: Array<{ message?: string }> }).issues?.[0]?.message ?? 'Вопрос: недопустимый текст')
          : 'data: ожидается объект «вопрос → ответ»',
    },
  )
  .check(z.refine((answers) => Object.keys(answers).length <= ANSWERS_MAX, { error: `data: не больше ${ANSWERS_MAX} ответов` }));

export const quizSendSchema = inputObject({
  /** The quiz owner's id (the clinic's key). */
  userId: idOf('Не указана клиника'),
  quizId: idOf('Не указан квиз'),
  URL: line('URL', 2000),
  deviceType: z._default(z.enum(DEVICE_TYPES, { error: 'Неизвестный тип устройства' }), 'не определено'),
  data: answersSchema,
  nowReturn: z._default(z.enum(QUIZ_VARIANTS, { error: "nowReturn: 'quiz' или 'abTest'" }), 'quiz'),
  Utm: line('Utm', 2000),
  /** The consent version the contacts step showed (shared/domain/consent/versions.ts). */
  consent: consentField,
  /** Hidden fields: the quiz's named URL parameters (the server keeps only the names the quiz lists). */
  hidden: z._default(
    z
      .record(
        z.string().check(z.maxLength(HIDDEN_FIELD_LIMITS.name, { error: HIDDEN_FIELD_MESSAGES.name })),
        z
          .string({ error: 'Скрытое поле: ожидается текст' })
          .check(z.maxLength(HIDDEN_FIELD_LIMITS.value * 2, { error: 'Скрытое поле: слишком длинное значение' })),
        { error: 'hidden: ожидается объект «параметр → значение»' },
      )
      .check(z.refine((hidden) => Object.keys(hidden).length <= HIDDEN_FIELD_LIMITS.names, { error: HIDDEN_FIELD_MESSAGES.count })),
    {},
  ),
  idempotencyKey: z
    .string({ error: 'Нет ключа идемпотентности' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey: 8-100 латинских букв, цифр, _ или -' })),
}).check(
  z.superRefine((send, context) => {
    const method = (send.data[ANSWER_KEYS.connection] ?? 'Телефон') as ConnectionMethod;
    if (!(CONNECTION_METHODS as readonly string[]).includes(method)) {
      context.addIssue({
        code: 'custom',
        path: ['data', ANSWER_KEYS.connection],
        message: 'Способ связи: Телефон, Whats App, Viber или Telegram',
      });
    }
    const email = send.data[ANSWER_KEYS.email];
    if (email !== undefined && email !== '' && !isEmailAddress(email)) {
      context.addIssue({ code: 'custom', path: ['data', ANSWER_KEYS.email], message: 'Проверьте email: например anna@mail.ru' });
    }
    if (!isValidQuizContact(send.data[ANSWER_KEYS.phone] ?? '', method)) {
      context.addIssue({ code: 'custom', path: ['data', ANSWER_KEYS.phone], message: QUIZ_PHONE_ERROR });
    }
  }),
);
export type QuizSendInput = z.input<typeof quizSendSchema>;
export type QuizSend = z.output<typeof quizSendSchema>;

export const quizSendAnswerSchema = z.strictObject({ id: z.string(), createdAt: z.string() });

/** A visit picks at most every variant of every question once. */
const QUIZ_PICKS_MAX = QUIZ_LIMITS.questions * QUIZ_LIMITS.variants;

const viewedList = (what: string) =>
  z._default(
    z
      .array(z.string().check(z.maxLength(QUIZ_LIMITS.text)), { error: `${what}: ожидается список` })
      .check(z.maxLength(QUIZ_LIMITS.questions + 2, { error: `${what}: слишком много вопросов` })),
    [],
  );

/**
 * POST /api/quiz/analytics: the pages viewed since the last beacon. No day: the server files the views
 * under the day it receives them on the clinic's clocks (shared/domain/quiz/analytics-periods.ts).
 */
export const quizBeaconSchema = inputObject({
  quizId: idOf('Не указан квиз'),
  /** True when A/B is on and the visitor was shown the variant. */
  ABTest: z._default(z.boolean({ error: 'ABTest: ожидается да или нет' }), false),
  /** Made once per page load: a page counts once per visit, however often its beacon arrives. */
  visitId: z
    .string({ error: 'Нет номера посещения' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'visitId: 8-64 латинских букв, цифр, _ или -' })),
  /** The start page's key or a question's step key (answer-keys.ts: its id). */
  steps: viewedList('Просмотры'),
  /** Pages loaded before question ids were counted send question titles (docs/contract/widget-quiz-configurator.md §7): read as their questions. */
  titles: viewedList('Просмотры'),
  /** The answer variants picked on the pages left (answer-keys.ts optionKey); a key the quiz no longer has counts nothing. */
  picks: z._default(
    z
      .array(z.string().check(z.regex(OPTION_KEY_PATTERN, { error: 'Ответы: ключ из 16 шестнадцатеричных цифр' })), {
        error: 'Ответы: ожидается список',
      })
      .check(z.maxLength(QUIZ_PICKS_MAX, { error: `Ответы: не больше ${QUIZ_PICKS_MAX}` })),
    [],
  ),
  /** The page's utm_source, as it came (the server cleans it: visit-segments.ts). */
  source: z.optional(
    z.string({ error: 'Источник: ожидается текст' }).check(z.maxLength(100, { error: 'Источник: не длиннее 100 символов' })),
  ),
  device: z.optional(z.enum(DEVICE_CLASSES, { error: "Устройство: 'phone' или 'desktop'" })),
});
export type QuizBeacon = z.output<typeof quizBeaconSchema>;
export type QuizBeaconInput = z.input<typeof quizBeaconSchema>;
