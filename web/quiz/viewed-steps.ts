// Viewed-question analytics (docs/contract/widget-quiz-configurator.md §4, §7): the pages shown since the last flush, each once (the
// start page's key or a question's id, answer-keys.ts), and the answer variants picked on the pages
// left (issue 27 §3: their keys, optionKey), flushed as one beacon when the page is hidden or left, then
// forgotten. The beacon names no day: the server counts the views on the day it receives them, on the
// clinic's clocks. Every beacon of one page load carries the same visit id, so the server counts a page
// once per visit, and the page's utm_source and device class, which the server fixes for the visit.
import type { Question } from '../../shared/schemas/quiz';
import type { Answers } from '../../shared/domain/quiz/answer-values';
import { choicesOf } from '../../shared/domain/quiz/answer-values';
import { optionKey } from '../../shared/domain/quiz/answer-keys';
import type { DeviceClass } from '../../shared/domain/quiz/visit-segments';
import type { QuizBeaconInput } from '../../shared/schemas/quiz-send';

export class ViewedSteps {
  private steps = new Set<string>();
  private picks = new Set<string>();

  constructor(
    private readonly quizId: string,
    private readonly abTest: boolean,
    private readonly visitId: string,
  ) {}

  record(step: string): void {
    if (step !== '') this.steps.add(step);
  }

  /** The variants picked on a question the visitor leaves forward. */
  recordPicks(question: Question, answers: Answers): void {
    if (!('variants' in question) || !question.variants) return;
    const picked = new Set(choicesOf(answers, question));
    for (const variant of question.variants) if (picked.has(variant.text)) this.picks.add(optionKey(question, variant));
  }

  /** The beacon of everything recorded since the last flush, or null if nothing was; `source` is the page's utm_source ('' without). */
  flush(device: DeviceClass, source = ''): QuizBeaconInput | null {
    if (this.steps.size === 0 && this.picks.size === 0) return null;
    const beacon: QuizBeaconInput = { quizId: this.quizId, ABTest: this.abTest, visitId: this.visitId, steps: [...this.steps], device };
    if (this.picks.size > 0) beacon.picks = [...this.picks];
    if (source !== '') beacon.source = source;
    this.steps = new Set();
    this.picks = new Set();
    return beacon;
  }
}
