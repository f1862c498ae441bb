// GET /api/user/metric?id= (docs/contract/widget-quiz-configurator.md §7, cabinet §7): the Yandex Metrica counters of a quiz's owner,
// from their active 'metric' integration entries, for the public quiz page and the booking widget's
// own page; the entries' names stay private. The page loads the official tag from `tagUrl` only when
// there is a counter.
import * as z from 'zod/mini';
import './zod';
import { clinicKeySchema } from './widget-query';

export const ownerMetricQuerySchema = z.object({ id: clinicKeySchema });

export const ownerMetricSchema = z.strictObject({
  /** Counter ids (Metrica's numbers), each once. */
  counters: z.array(z.number()),
  /** Where the tag loader is: https://mc.yandex.ru/metrika/tag.js on AWS, the local fake under `npm start`. */
  tagUrl: z.string(),
});
export type OwnerMetric = z.infer<typeof ownerMetricSchema>;
