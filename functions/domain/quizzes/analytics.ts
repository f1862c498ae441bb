// The builder's Аналитика (spec widget §3 "Analytics", §4, §7): the owner reads the viewed-step
// counters of a period, resets them, or drops a deleted question's counts. Only the caller's own quiz.
import { START_PAGE_STEP } from '../../../shared/domain/quiz/answer-keys';
import type { Question } from '../../../shared/schemas/quiz';
import type { QuizAnalytics } from '../../../shared/schemas/quiz-analytics';
import { deleteQuestionStats, deleteQuizStats, readQuizDays } from '../../store/quiz-stats';
import { markAnalyticsReset } from '../../store/quizzes';
import { ownQuiz } from './read-quiz';

const stepsOf = (questions: readonly Question[] | undefined) =>
  questions?.length ? [START_PAGE_STEP, ...questions.map((question) => question.question)] : [];

export async function readQuizAnalytics(userId: string, query: { id: string; from?: string; to?: string }): Promise<QuizAnalytics> {
  const item = await ownQuiz(userId, query.id);
  const period = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const [regular, abTest] = await Promise.all([
    readQuizDays(userId, item.id, 'regular', period),
    readQuizDays(userId, item.id, 'abTest', period),
  ]);
  return {
    regular: { steps: stepsOf(item.quiz.questions), days: regular },
    abTest: { steps: stepsOf(item.quiz.ABTestObj?.questions), days: abTest },
    ...(item.analyticsResetAt ? { resetDate: item.analyticsResetAt } : {}),
  };
}

export async function resetQuizAnalytics(userId: string, quizId: string, now = new Date()): Promise<void> {
  const item = await ownQuiz(userId, quizId);
  await deleteQuizStats(userId, item.id);
  await markAnalyticsReset(userId, item.id, now.toISOString());
}

export async function dropQuestionStats(userId: string, body: { quizId: string; questionDel: string; ABTest: boolean }): Promise<void> {
  const item = await ownQuiz(userId, body.quizId);
  await deleteQuestionStats(userId, item.id, body.ABTest ? 'abTest' : 'regular', body.questionDel);
}
