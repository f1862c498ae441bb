// The builder's Аналитика calls (docs/contract/widget-quiz-configurator.md §3 "Analytics", §7): the funnel counters of a quiz for a
// period of days, the reset, and dropping a deleted question's counts.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { QUIZ_LIMITS } from './quiz';
import { quizIdQuerySchema } from './quiz-cabinet';

/** The longest period one read covers (a year and a little). */
export const ANALYTICS_MAX_DAYS = 400;
const DAY_MS = 24 * 3600 * 1000;
const dayMessage = 'Дата периода в формате гггг-мм-дд';
const daySchema = z.string({ error: dayMessage }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayMessage }),
  z.refine((day) => !Number.isNaN(Date.parse(day)), { error: dayMessage }),
);
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** GET /api/quiz/analytics?id=&from=&to= : both days or neither (then every counted day). */
export const quizAnalyticsQuerySchema = inputObject({
  id: quizIdQuerySchema.shape.id,
  from: z.optional(daySchema),
  to: z.optional(daySchema),
}).check(
  z.refine((query) => (query.from === undefined) === (query.to === undefined), { error: 'Укажите обе даты периода: from и to' }),
  z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'Начало периода позже его конца' }),
  z.refine((query) => !query.from || !query.to || spanDays(query.from, query.to) < ANALYTICS_MAX_DAYS, {
    error: `Период не длиннее ${ANALYTICS_MAX_DAYS} дней`,
  }),
);

// The funnel's steps come from the quiz the builder already has (shared/domain/quiz/funnel.ts).
const counts = z.record(z.string(), z.number());
const variantStatsSchema = z.strictObject({
  /** Day (yyyy-mm-dd) → step key (the start page's, a question's 'q:<id>', or its text in counters from before ids) → views. */
  days: z.record(z.string(), counts),
  /** Day → step key → visits that went on from the step to another page (issue 27 §3; none on days counted before). */
  continued: z.record(z.string(), counts),
  /** Answer variant key (optionKey) → visits that picked it and of them those that sent a lead, over the period. */
  answers: z.record(z.string(), z.strictObject({ picks: z.number(), leads: z.number() })),
  /** Segment key (device|source, visit-segments.ts) → its views and went-on counts per step, over the period. */
  segments: z.record(z.string(), z.strictObject({ views: counts, continued: counts })),
});
export type QuizVariantStats = z.infer<typeof variantStatsSchema>;

export const quizAnalyticsSchema = z.strictObject({
  regular: variantStatsSchema,
  /** The A/B variant's counters. */
  abTest: variantStatsSchema,
});
export type QuizAnalytics = z.infer<typeof quizAnalyticsSchema>;

/** POST /api/quiz/analytics/reset */
export const quizAnalyticsResetSchema = inputObject({ quizId: quizIdQuerySchema.shape.id });

/**
 * POST /api/quiz/analytics/delQuestions: the deleted question's text (docs/contract/widget-quiz-configurator.md §7) and its id (its counters are
 * kept by id; those by text are from before ids were counted); ABTest: it was the variant's question.
 */
export const quizDeleteQuestionStatsSchema = inputObject({
  quizId: quizIdQuerySchema.shape.id,
  questionDel: z
    .string({ error: 'Не указан удалённый вопрос' })
    .check(
      z.minLength(1, { error: 'Не указан удалённый вопрос' }),
      z.maxLength(QUIZ_LIMITS.text, { error: `Текст вопроса не длиннее ${QUIZ_LIMITS.text} символов` }),
    ),
  questionId: z.optional(
    z
      .string({ error: 'Идентификатор вопроса: ожидается текст' })
      .check(z.maxLength(100, { error: 'Идентификатор вопроса не длиннее 100 символов' })),
  ),
  ABTest: z._default(z.boolean({ error: 'ABTest: ожидается да или нет' }), false),
});
