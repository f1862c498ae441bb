// Viewed-question analytics (docs/contract/widget-quiz-configurator.md §4, §7): the pages shown since the last flush, each once (the
// start page's key or a question's id, answer-keys.ts), flushed as one beacon when the page is hidden or
// left, then forgotten. The beacon names no day: the server counts the views on the day it receives them,
// on the clinic's clocks. Every beacon of one page load carries the same visit id, so the server counts
// a page once per visit.
import type { QuizBeaconInput } from '../../shared/schemas/quiz-send';

export class ViewedSteps {
  private steps = new Set<string>();

  constructor(
    private readonly quizId: string,
    private readonly abTest: boolean,
    private readonly visitId: string,
  ) {}

  record(step: string): void {
    if (step !== '') this.steps.add(step);
  }

  /** The beacon of everything recorded since the last flush, or null if nothing was. */
  flush(): QuizBeaconInput | null {
    if (this.steps.size === 0) return null;
    const steps = [...this.steps];
    this.steps = new Set();
    return { quizId: this.quizId, ABTest: this.abTest, visitId: this.visitId, steps };
  }
}
