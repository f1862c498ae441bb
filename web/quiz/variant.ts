// A/B (docs/contract/widget-quiz-configurator.md §4): a visitor is shown the quiz or its variant, chosen once at random and kept
// (nowReturn), so a returning visitor sees the same page.
import type { QuizVariant } from '../../shared/domain/quiz/answer-keys';

export function assignedVariant(
  quizId: string,
  abTestOn: boolean,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random = Math.random,
): QuizVariant {
  if (!abTestOn) return 'quiz';
  const key = `dentlead-quiz-variant:${quizId}`;
  const kept = safely(() => storage?.getItem(key));
  if (kept === 'quiz' || kept === 'abTest') return kept;
  const chosen: QuizVariant = random() < 0.5 ? 'quiz' : 'abTest';
  safely(() => storage?.setItem(key, chosen));
  return chosen;
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // storage blocked (private mode, third-party frame): the choice lasts this visit
  }
}

/** The visitor's storage, or null where it is blocked. */
export function variantStorage(): Storage | null {
  return safely(() => window.localStorage) ?? null;
}
