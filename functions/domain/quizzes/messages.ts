// What the quiz calls say when they refuse.
export const QUIZ_ERRORS = {
  NOT_FOUND: { code: 'QUIZ_NOT_FOUND', message: 'Квиз не найден' },
  URL_TAKEN: { code: 'QUIZ_URL_TAKEN', message: 'Такая ссылка уже существует' },
  /** Each refused rule says its own problem (shared/domain/quiz/branch-rules.ts). */
  BAD_BRANCHES: { code: 'QUIZ_BAD_BRANCHES', message: 'Проверьте переходы между вопросами' },
} as const;
