// What one beacon adds to a quiz's funnel counters (issue 27 §3), from what was new in its visit
// (store/quiz-visits.ts): a view of each new step; 'went on' for the step the visit was last counted on
// and for each new step but the last (the page names steps in the order it showed them, so a step a
// visitor left the quiz on is the only one never counted as went on); a pick of each new answer
// variant; and, when the thank-you page is among the new steps (a lead was sent), a lead for every
// variant the visit picked.
import type { CounterIncrements } from '../../store/quiz-stats';
import type { VisitUpdate } from '../../store/quiz-visits';

export function visitIncrements(
  visit: Pick<VisitUpdate, 'newSteps' | 'newPicks' | 'allPicks' | 'lastBefore'>,
  thankYouStep: string | undefined,
): CounterIncrements {
  const steps = visit.newSteps;
  const before = visit.lastBefore !== undefined && steps.length > 0 && !steps.includes(visit.lastBefore) ? [visit.lastBefore] : [];
  const sentLead = thankYouStep !== undefined && steps.includes(thankYouStep);
  return {
    views: steps,
    continued: [...before, ...steps.slice(0, -1)],
    picks: visit.newPicks,
    leads: sentLead ? visit.allPicks : [],
  };
}
