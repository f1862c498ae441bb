// The quiz page's Metrica goals (docs/contract/widget-quiz-configurator.md §7): the owner's counters are asked for once the quiz is
// known, the official tag is loaded only when there is one, and a goal reached before the answer
// arrives waits for it.
import { fetchOwnerMetric, loadMetrica, reachMetricGoal } from '../src/analytics/metrica';

let counters: Promise<readonly number[]> = Promise.resolve([]);

export function startQuizMetrica(ownerId: string): void {
  counters = fetchOwnerMetric(ownerId).then((metric) => {
    loadMetrica(metric);
    return metric.counters;
  });
}

export function reportQuizGoal(goal: string): void {
  void counters.then((ids) => reachMetricGoal(ids, goal));
}
