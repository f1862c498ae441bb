// A quiz's estimate rules (issue 27 §1): which of the clinic's services ('Ваши услуги') an answer adds
// to 'Ваш расчёт'. A service is named by its direction and name, the key the services list already
// has (doctors' service choices use the same); a rule to a service the list no longer has is reported
// at save (shared/domain/quiz/estimate-rules.ts) and skipped on a lead, never losing it.
// Bounds keep every sum exact in a JS number: 12-digit prices × 32 teeth × ESTIMATE_LIMITS.lines < 2^53.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { flag, list, text } from './quiz-text';
import { SERVICE_NAME_MAX, DIRECTION_NAME_MAX } from './services';

export const ESTIMATE_LIMITS = { choices: 200, teeth: 4, extras: 20, lines: 224 } as const;

export const serviceRefSchema = inputObject(
  { direction: text('Направление услуги', DIRECTION_NAME_MAX), name: text('Услуга', SERVICE_NAME_MAX) },
  'Услуга расчёта: ожидается объект { direction, name }',
);
export type ServiceRef = z.output<typeof serviceRefSchema>;

const questionId = text('Вопрос расчёта', 100);

export const estimateRulesSchema = inputObject({
  /** A picked variant adds its service once, or once per tooth marked on the quiz's tooth chart. */
  choices: z._default(
    list(
      'Услуги ответов',
      inputObject({
        question: questionId,
        variant: text('Вариант ответа расчёта'),
        service: serviceRefSchema,
        perTooth: flag('За каждый зуб'),
      }),
      ESTIMATE_LIMITS.choices,
    ),
    [],
  ),
  /** A tooth chart's per-tooth service: times the teeth marked (a whole jaw is its 16 teeth). */
  teeth: z._default(
    list('Услуги зубной формулы', inputObject({ question: questionId, service: serviceRefSchema }), ESTIMATE_LIMITS.teeth),
    [],
  ),
  /** Services every estimate adds (a consultation, an X-ray). */
  extras: z._default(list('Дополнительные услуги', serviceRefSchema, ESTIMATE_LIMITS.extras), []),
  /** 'Показывать расчёт на каждом шаге': otherwise at the end, as showCalcDataInTheEnd says. */
  eachStep: flag('Показывать расчёт на каждом шаге'),
});
export type EstimateRules = z.output<typeof estimateRulesSchema>;
export type EstimateRulesInput = z.input<typeof estimateRulesSchema>;

export { type Estimate, type EstimateLine, estimateLineSchema, estimateSchema } from './lead-estimate';
