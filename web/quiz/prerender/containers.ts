// Where the quiz page holds its rendered variants (the page function writes them, main.tsx picks one,
// hydrate.tsx makes it live). A quiz with A/B on arrives with both variants' start screens; the <html>
// element carries the quiz's id in data-quiz-ab, and quiz.css shows neither until the visitor's variant,
// chosen by the one rule (variant.ts), is set as data-quiz-variant; without scripts, the quiz's own.
import type { QuizVariant } from '../../../shared/domain/quiz/answer-keys';

export const CONTAINER_IDS: Readonly<Record<QuizVariant, string>> = { quiz: 'quiz', abTest: 'quiz-ab' };

/** The quiz's id on <html> when the page holds both variants. */
export const AB_QUIZ_ATTRIBUTE = 'data-quiz-ab';
/** The variant chosen for this visitor, on <html>. */
export const CHOSEN_VARIANT_ATTRIBUTE = 'data-quiz-variant';
/** On <html> once React has made the page live (hydrated): what a press does from then on is React's. */
export const LIVE_ATTRIBUTE = 'data-quiz-live';
/** On <html> when the function rendered the page: quiz.html's early request for the quiz is then not needed. */
export const RENDERED_ATTRIBUTE = 'data-rendered';
