// Server state of the quizzes (spec cabinet §2 'Мои квизы', §7): the list (also the cabinet menu's),
// create, copy and delete.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { quizCreate, quizDelete, quizGet, quizList } from '../../../../shared/api/quiz';
import { quizCopyOf } from '../../../../shared/domain/quiz/copy';
import type { QuizListItem } from '../../../../shared/schemas/quiz-cabinet';
import { api } from '../../api/client';

export type QuizSummary = Pick<QuizListItem, '_id' | 'name'>;

export const quizListQuery = queryOptions({
  queryKey: ['quiz', 'all'],
  queryFn: ({ signal }) => api.call(quizList, { signal }),
});

/** The list changed: the screen and the menu read it again. */
export const refreshQuizList = (client: QueryClient) => client.invalidateQueries({ queryKey: quizListQuery.queryKey });

/** A new quiz: the server gives it the two questions of a new quiz (Контакты and the thank-you page). */
export function createQuiz(name: string) {
  return api.call(quizCreate, { body: { name } });
}

/** A copy of the whole quiz (shared/domain/quiz/copy.ts). */
export async function copyQuiz(id: string) {
  const quiz = await api.call(quizGet, { query: { id } });
  return api.call(quizCreate, { body: quizCopyOf(quiz) });
}

export function deleteQuiz(id: string) {
  return api.call(quizDelete, { body: { id } });
}
