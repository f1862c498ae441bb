// Names the quiz page and the server agree on, kept free of schemas so the page's bundle stays small.

/** The contact fields' keys in the answer object (docs/contract/widget-quiz-configurator.md §3). */
export const ANSWER_KEYS = { name: 'Имя', email: 'Email', phone: 'Телефон', connection: 'connection' } as const;

/** The start page's key in the viewed-question counters (docs/contract/widget-quiz-configurator.md §7: its title). */
export const START_PAGE_STEP = 'Стартовая страница';

/**
 * A question's key in the viewed-question counters: its id, so a renamed question keeps its views.
 * Counters made before ids were used are keyed by the question's text; the funnel reads both (funnel.ts).
 */
export function questionStepKey(question: { _uid: string }): string {
  return `${QUESTION_STEP_PREFIX}${question._uid}`;
}
export const QUESTION_STEP_PREFIX = 'q:';

/** Which page a visitor was shown: the quiz as made, or its A/B variant (nowReturn). */
export const QUIZ_VARIANTS = ['quiz', 'abTest'] as const;
export type QuizVariant = (typeof QUIZ_VARIANTS)[number];

/** How a lead's nowReturn reads for the clinic (mail, Telegram, 'Заявки'): A is the quiz as made, B its variant. */
export const QUIZ_VARIANT_LABELS: Record<QuizVariant, string> = { quiz: 'A (основной)', abTest: 'B (A/B-тест)' };

/** The label of a stored nowReturn; a value this version does not know is shown as it is. */
export function quizVariantLabel(nowReturn: string): string {
  return (QUIZ_VARIANT_LABELS as Record<string, string>)[nowReturn] ?? nowReturn;
}

/** The key of a question the clinic left without text: an answer is never keyed by an empty text. */
export const UNTITLED_QUESTION_KEY = 'Вопрос без названия';

/** The answer object's key of a question: its text as shown (trimmed), or UNTITLED_QUESTION_KEY when it has none. */
export function questionAnswerKey(text: string): string {
  return text.trim() || UNTITLED_QUESTION_KEY;
}
