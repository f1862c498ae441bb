// The estimate a quiz lead keeps (issue 27 §1; priced by shared/domain/quiz/estimate.ts). Apart from the
// quiz's rules (quiz-estimate.ts) so the lead schemas, which the booking widget bundles, stay small.
import * as z from 'zod/mini';
import './zod';

/** What a lead keeps: its lines with the prices used then, so a later price change leaves it as it was. */
export const estimateLineSchema = z.strictObject({
  direction: z.string(),
  service: z.string(),
  /** The price as the clinic typed it then ('от 45 000'). */
  price: z.string(),
  quantity: z.number(),
  amount: z.number(),
  from: z.boolean(),
});
export const estimateSchema = z.strictObject({ lines: z.array(estimateLineSchema), total: z.number(), from: z.boolean() });
export type EstimateLine = z.output<typeof estimateLineSchema>;
export type Estimate = z.output<typeof estimateSchema>;
