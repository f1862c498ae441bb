// Viewed-question analytics (spec widget §4, §7): the titles shown since the last flush, each once,
// flushed as one beacon when the page is hidden or left, then forgotten. The beacon names no day: the
// server counts the views on the day it receives them, on the clinic's clocks. Every beacon of one page
// load carries the same visit id, so the server counts a title once per visit.
import type { QuizBeacon } from '../../shared/schemas/quiz-send';

export class ViewedSteps {
  private titles = new Set<string>();

  constructor(
    private readonly quizId: string,
    private readonly abTest: boolean,
    private readonly visitId: string,
  ) {}

  record(title: string): void {
    if (title !== '') this.titles.add(title);
  }

  /** The beacon of everything recorded since the last flush, or null if nothing was. */
  flush(): QuizBeacon | null {
    if (this.titles.size === 0) return null;
    const titles = [...this.titles];
    this.titles = new Set();
    return { quizId: this.quizId, ABTest: this.abTest, visitId: this.visitId, titles };
  }
}
