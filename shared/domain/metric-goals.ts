// The Yandex Metrica goals of docs/contract/widget-quiz-configurator.md §7, reached on every counter of the clinic. The 'С' of
// 'QuizСontacts' is Cyrillic in the spec, and so here: it is the goal name clinics already set up in
// their counters. Free of zod: the quiz page and the widget bundle it.
export const METRIC_PRODUCT = 'dentlead';

export const metricGoals = {
  /** The quiz's answers were sent (201). */
  quizSent: `${METRIC_PRODUCT}Quiz`,
  /** The quiz's contacts page was reached. */
  quizContacts: `${METRIC_PRODUCT}Quiz\u0421ontacts`,
  /** A booking or consultation request from the widget. */
  application: `${METRIC_PRODUCT}Application`,
} as const;
