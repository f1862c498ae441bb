// Names the quiz page and the server agree on, kept free of schemas so the page's bundle stays small.

/** The contact fields' keys in the answer object (spec widget §3). */
export const ANSWER_KEYS = { name: 'Имя', email: 'Email', phone: 'Телефон', connection: 'connection' } as const;

/** The start page's title in the viewed-question analytics (spec §7). */
export const START_PAGE_STEP = 'Стартовая страница';

/** Which page a visitor was shown: the quiz as made, or its A/B variant (nowReturn). */
export const QUIZ_VARIANTS = ['quiz', 'abTest'] as const;
export type QuizVariant = (typeof QUIZ_VARIANTS)[number];
