// What the quiz calls say when they refuse.
export const QUIZ_ERRORS = {
  NOT_FOUND: { code: 'QUIZ_NOT_FOUND', message: 'Квиз не найден' },
  URL_TAKEN: { code: 'QUIZ_URL_TAKEN', message: 'Такая ссылка уже существует' },
} as const;
