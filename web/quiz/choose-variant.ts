// Runs with the quiz page's first script, before React: on a rendered page of a quiz with A/B on, which
// holds both variants' start screens and shows neither (quiz.css), it picks the visitor's variant by the
// one rule (variant.ts) and marks it on <html>, so that one paints; hydrate.tsx then makes it live.
import type { QuizVariant } from '../../shared/domain/quiz/answer-keys';
import { AB_QUIZ_ATTRIBUTE, CHOSEN_VARIANT_ATTRIBUTE } from './prerender/containers';
import { assignedVariant, variantStorage } from './variant';

export function chooseRenderedVariant(root: HTMLElement): void {
  const quizId = root.getAttribute(AB_QUIZ_ATTRIBUTE);
  if (quizId) root.setAttribute(CHOSEN_VARIANT_ATTRIBUTE, assignedVariant(quizId, true, variantStorage()));
}

/** The variant chosen for this page: the quiz's own unless the page holds both. */
export function renderedVariant(root: HTMLElement): QuizVariant {
  return root.getAttribute(CHOSEN_VARIANT_ATTRIBUTE) === 'abTest' ? 'abTest' : 'quiz';
}
