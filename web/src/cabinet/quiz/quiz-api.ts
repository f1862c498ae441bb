// The quiz list of the cabinet menu. GET /api/quiz/all arrives with the quiz builder in a later release:
// its contract waits here until the server has the call (then it moves to shared/api/), and until then
// "not there yet" (404, 405, 501, or the SPA's HTML page) reads as no quizzes.
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AnswerOf, Endpoint } from '../../../../shared/api/endpoint';
import { api, ApiError } from '../../api/client';

const quizSummarySchema = z.object({ _id: z.string(), name: z.string() });
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizList = {
  method: 'GET',
  path: '/api/quiz/all',
  access: 'user',
  answer: z.array(quizSummarySchema),
  errors: [401],
  summary: 'Квизы клиники (появится с конструктором квизов)',
} as const satisfies Endpoint;

const NOT_THERE_YET = [404, 405, 501];

/** The quizzes of an answer of GET /api/quiz/all; none while the call is not there yet. */
export async function quizzesOf(load: () => Promise<AnswerOf<typeof quizList>>): Promise<QuizSummary[]> {
  try {
    const list: unknown = await load();
    return Array.isArray(list) ? list.filter((quiz): quiz is QuizSummary => typeof quiz?._id === 'string') : [];
  } catch (error) {
    if (error instanceof ApiError && NOT_THERE_YET.includes(error.status)) return [];
    throw error;
  }
}

export const quizListQuery = queryOptions({
  queryKey: ['quiz', 'all'],
  queryFn: ({ signal }) => quizzesOf(() => api.call(quizList, { signal })),
});
