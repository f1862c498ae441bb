// Viewed-question analytics (spec widget §4, §7): titles collected per local day, flushed as one beacon
// when the page is hidden or left, then forgotten.
import type { QuizBeacon } from '../../shared/schemas/quiz-send';

export class ViewedSteps {
  private days = new Map<string, Set<string>>();

  constructor(
    private readonly quizId: string,
    private readonly abTest: boolean,
  ) {}

  record(title: string, now = new Date()): void {
    if (title === '') return;
    const day = localDay(now);
    const titles = this.days.get(day) ?? new Set<string>();
    titles.add(title);
    this.days.set(day, titles);
  }

  /** The beacon of everything recorded since the last flush, or null if nothing was. */
  flush(): QuizBeacon | null {
    if (this.days.size === 0) return null;
    const data = Object.fromEntries([...this.days].map(([day, titles]) => [day, [...titles]]));
    this.days = new Map();
    return { quizId: this.quizId, ABTest: this.abTest, data };
  }
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
