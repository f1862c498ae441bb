// The public quiz's pages (docs/contract/widget-quiz-configurator.md §4 "Public quiz flow"): start page → questions → contacts
// (always the last question) → thank-you page. Only-form mode starts at the contacts page. Answers may
// branch (issue 27 §2, shared/domain/quiz/branching.ts): each question page keeps the way taken to it,
// so Back goes back along it, the progress bar measures it, and the answers sent are those on it.
import type { Question, QuestionOf } from '../../shared/schemas/quiz';
import type { Answers } from '../../shared/domain/quiz/answer-values';
import { askedQuestions, longestRemaining, nextIndexOf } from '../../shared/domain/quiz/branching';
import { progressPercent } from '../../shared/domain/quiz/progress';
import { questionStepKey, START_PAGE_STEP } from '../../shared/domain/quiz/answer-keys';

/** A question page with the asked indexes passed on the way to it, in order. */
export type Step = { kind: 'start' } | { kind: 'question'; index: number; way: readonly number[] } | { kind: 'thanks' };

export interface QuizPages {
  /** Every question up to and including contacts, in order. */
  questions: Question[];
  contactsIndex: number;
  thankYou: QuestionOf<'ThankYouPages'> | undefined;
}

/** The pages of a saved (normalised) quiz; the server guarantees one contacts and one thank-you question. */
export function pagesOf(questions: readonly Question[]): QuizPages {
  const asked = askedQuestions(questions);
  return {
    questions: asked,
    contactsIndex: asked.length - 1,
    thankYou: questions.find((question): question is QuestionOf<'ThankYouPages'> => question.type === 'ThankYouPages'),
  };
}

export function firstStep(pages: QuizPages, onlyForm: boolean): Step {
  return onlyForm ? { kind: 'question', index: pages.contactsIndex, way: [] } : { kind: 'start' };
}

/** The page the answers lead to: the first question, the one a rule names, the next in order, or the thank-you page after contacts. */
export function nextStep(step: Step, pages: QuizPages, answers: Answers): Step {
  if (step.kind === 'start') return { kind: 'question', index: 0, way: [] };
  if (step.kind === 'question' && step.index < pages.contactsIndex) {
    return { kind: 'question', index: nextIndexOf(pages.questions, step.index, answers), way: [...step.way, step.index] };
  }
  return { kind: 'thanks' };
}

/** Back along the way taken; from the first question to the start page (docs/contract/widget-quiz-configurator.md §4); only-form mode has nothing before the form. */
export function previousStep(step: Step, onlyForm: boolean): Step {
  if (step.kind !== 'question' || onlyForm) return step;
  const back = step.way.at(-1);
  return back === undefined ? { kind: 'start' } : { kind: 'question', index: back, way: step.way.slice(0, -1) };
}

/** Pages done on the way taken against those plus the longest way left to the contacts form (progress.ts). */
export function progressOf(step: Step, pages: QuizPages): number {
  if (step.kind === 'start') return 0;
  if (step.kind === 'thanks') return 100;
  return progressPercent(step.way.length, longestRemaining(pages.questions, step.index));
}

/** The questions on the way taken, this one included: the answers sent and the estimate are theirs alone. */
export function questionsOnWay(step: Step, pages: QuizPages): Question[] {
  if (step.kind !== 'question') return [];
  return [...step.way, step.index].map((index) => pages.questions[index]!);
}

/** The key the viewed-question beacon records for this page (docs/contract/widget-quiz-configurator.md §7): the start page's, or the question's id. */
export function stepKey(step: Step, pages: QuizPages): string {
  if (step.kind === 'start') return START_PAGE_STEP;
  const question = step.kind === 'thanks' ? pages.thankYou : pages.questions[step.index];
  return question ? questionStepKey(question) : '';
}
