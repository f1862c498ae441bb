import { ownerMetric } from '../../domain/quizzes/owner-metric';
import { HttpAnswer, httpHandler } from '../../http/handler';
import { ownerMetric as ownerMetricRow } from '../../routes/quiz';

/** A counter added in the cabinet reaches the quiz page within a minute; the edge answers the rest. */
const METRIC_CACHE = 'public, max-age=60, s-maxage=60';

export const handler = httpHandler(
  ownerMetricRow,
  async ({ query }) => new HttpAnswer(200, await ownerMetric(query.id), { 'cache-control': METRIC_CACHE }),
);
