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

/**
 * An answer variant's key in the per-answer counters (issue 27 §3): 16 hex digits, the FNV-1a hashes of
 * its question's id and of its text as the save tells variants apart (trimmed, lower case), so a moved
 * variant keeps its counts, a renamed one starts afresh, and a counter item stays small whatever the
 * ids and texts (60 questions of 40 variants).
 */
export function optionKey(question: { _uid: string }, variant: { text: string }): string {
  return `${fnv1a(question._uid)}${fnv1a(variant.text.trim().toLocaleLowerCase('ru'))}`;
}
export const OPTION_KEY_PATTERN = /^[0-9a-f]{16}$/;

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
