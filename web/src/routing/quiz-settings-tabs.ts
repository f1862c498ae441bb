// The sub-tabs of /quiz/setting/{id}/… (docs/contract/widget-quiz-configurator.md §2). Here, not in cabinet/, because the route
// table in the entry chunk needs them and must not import cabinet code.
export const QUIZ_TABS = [
  { path: 'landingPage', title: 'Посадочная страница' },
  { path: 'ABTets', title: 'A/B тест' },
  { path: 'analytics', title: 'Аналитика' },
  { path: 'configuration', title: 'Настройки' },
  { path: 'questions', title: 'Вопросы' },
] as const;
export type QuizTab = (typeof QUIZ_TABS)[number]['path'];

export const DEFAULT_QUIZ_TAB: QuizTab = 'landingPage';
