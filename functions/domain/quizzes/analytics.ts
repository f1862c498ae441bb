// The builder's Аналитика (docs/contract/widget-quiz-configurator.md §3 "Analytics", §4, §7): the owner reads the viewed-step
// counters of a period, resets them, or drops a deleted question's counts. Only the caller's own quiz.
import { questionStepKey } from '../../../shared/domain/quiz/answer-keys';
import type { QuizAnalytics } from '../../../shared/schemas/quiz-analytics';
import { deleteQuestionStats, deleteQuizStats, readQuizStats } from '../../store/quiz-stats';
import { markAnalyticsReset } from '../../store/quizzes';
import { ownerOfQuizId } from './ids';
import { ownQuiz, quizNotFound } from './read-quiz';

/**
 * The counters only: the builder has the quiz, and takes the funnel's steps from its questions
 * (shared/domain/quiz/funnel.ts). One DynamoDB call: the counters live in the caller's own partition,
 * so another clinic's quiz id reads nothing of that clinic; an id that is not the caller's is a 404.
 */
export async function readQuizAnalytics(userId: string, query: { id: string; from?: string; to?: string }): Promise<QuizAnalytics> {
  if (ownerOfQuizId(query.id) !== userId) throw quizNotFound();
  const period = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const { regular, abTest } = await readQuizStats(userId, query.id, period);
  return { regular: { days: regular }, abTest: { days: abTest } };
}

export async function resetQuizAnalytics(userId: string, quizId: string, now = new Date()): Promise<void> {
  const item = await ownQuiz(userId, quizId);
  await deleteQuizStats(userId, item.id);
  await markAnalyticsReset(userId, item.id, now.toISOString());
}

/** The deleted question's counters: by its id, and by its text from before ids were counted. */
export async function dropQuestionStats(
  userId: string,
  body: { quizId: string; questionDel: string; questionId?: string; ABTest: boolean },
): Promise<void> {
  const item = await ownQuiz(userId, body.quizId);
  const keys = [body.questionDel, ...(body.questionId ? [questionStepKey({ _uid: body.questionId })] : [])];
  await deleteQuestionStats(userId, item.id, body.ABTest ? 'abTest' : 'regular', keys);
}
