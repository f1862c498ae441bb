// The public quiz's pages (docs/contract/widget-quiz-configurator.md §4 "Public quiz flow"): start page → questions → contacts
// (always the last question) → thank-you page. Only-form mode starts at the contacts page.
import type { Question, QuestionOf } from '../../shared/schemas/quiz';
import { progressPercent } from '../../shared/domain/quiz/progress';
import { questionStepKey, START_PAGE_STEP } from '../../shared/domain/quiz/answer-keys';

export type Step = { kind: 'start' } | { kind: 'question'; index: number } | { kind: 'thanks' };

export interface QuizPages {
  /** Every question up to and including contacts, in order. */
  questions: Question[];
  contactsIndex: number;
  thankYou: QuestionOf<'ThankYouPages'> | undefined;
}

/** The pages of a saved (normalised) quiz; the server guarantees one contacts and one thank-you question. */
export function pagesOf(questions: readonly Question[]): QuizPages {
  const asked = questions.filter((question) => question.type !== 'ThankYouPages');
  const contactsAt = asked.findIndex((question) => question.type === 'contacts');
  const ordered = contactsAt < 0 ? asked : [...asked.filter((question) => question.type !== 'contacts'), asked[contactsAt]!];
  return {
    questions: ordered,
    contactsIndex: ordered.length - 1,
    thankYou: questions.find((question): question is QuestionOf<'ThankYouPages'> => question.type === 'ThankYouPages'),
  };
}

export function firstStep(pages: QuizPages, onlyForm: boolean): Step {
  return onlyForm ? { kind: 'question', index: pages.contactsIndex } : { kind: 'start' };
}

export function nextStep(step: Step, pages: QuizPages): Step {
  if (step.kind === 'start') return { kind: 'question', index: 0 };
  if (step.kind === 'question' && step.index < pages.contactsIndex) return { kind: 'question', index: step.index + 1 };
  return { kind: 'thanks' };
}

/** Back from the first question is the start page (docs/contract/widget-quiz-configurator.md §4); only-form mode has nothing before the form. */
export function previousStep(step: Step, onlyForm: boolean): Step {
  if (step.kind !== 'question' || onlyForm) return step;
  return step.index === 0 ? { kind: 'start' } : { kind: 'question', index: step.index - 1 };
}

export function progressOf(step: Step, pages: QuizPages): number {
  if (step.kind === 'start') return 0;
  if (step.kind === 'thanks') return 100;
  return progressPercent(step.index, pages.contactsIndex);
}

/** The key the viewed-question beacon records for this page (docs/contract/widget-quiz-configurator.md §7): the start page's, or the question's id. */
export function stepKey(step: Step, pages: QuizPages): string {
  if (step.kind === 'start') return START_PAGE_STEP;
  const question = step.kind === 'thanks' ? pages.thankYou : pages.questions[step.index];
  return question ? questionStepKey(question) : '';
}
