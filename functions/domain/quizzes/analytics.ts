// The builder's Аналитика (docs/contract/widget-quiz-configurator.md §3 "Analytics", §4, §7; issue 27 §3): the owner reads the
// funnel counters of a period, resets them, or drops a deleted question's counts. Only the caller's own quiz.
import { optionKey, questionStepKey } from '../../../shared/domain/quiz/answer-keys';
import { variantQuestions } from '../../../shared/domain/quiz/funnel';
import { withQuizQuestionIds } from '../../../shared/domain/quiz/question-ids';
import type { QuizAnalytics, QuizVariantStats } from '../../../shared/schemas/quiz-analytics';
import { COUNTER_PREFIXES, deleteCounters, deleteQuizStats, readQuizStats, type VariantCounters } from '../../store/quiz-stats';
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
  return { regular: variantStats(regular), abTest: variantStats(abTest) };
}

/** Views and went-on per day; the answers and the segments summed over the period's days. */
function variantStats(counters: VariantCounters): QuizVariantStats {
  const stats: QuizVariantStats = { days: {}, continued: {}, answers: {}, segments: {} };
  for (const [day, { views, continued, picks, leads }] of Object.entries(counters.days)) {
    stats.days[day] = views;
    stats.continued[day] = continued;
    for (const [key, count] of Object.entries(picks)) (stats.answers[key] ??= { picks: 0, leads: 0 }).picks += count;
    for (const [key, count] of Object.entries(leads)) (stats.answers[key] ??= { picks: 0, leads: 0 }).leads += count;
  }
  for (const segments of Object.values(counters.segments)) {
    for (const [segment, { views, continued }] of Object.entries(segments)) {
      const sum = (stats.segments[segment] ??= { views: {}, continued: {} });
      addInto(sum.views, views);
      addInto(sum.continued, continued);
    }
  }
  return stats;
}

function addInto(sum: Record<string, number>, counts: Readonly<Record<string, number>>): void {
  for (const [key, count] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + count;
}

export async function resetQuizAnalytics(userId: string, quizId: string, now = new Date()): Promise<void> {
  const item = await ownQuiz(userId, quizId);
  await deleteQuizStats(userId, item.id);
  await markAnalyticsReset(userId, item.id, now.toISOString());
}

/**
 * The deleted question's counters: its views and went-on by its id, and by its text from before ids were
 * counted; and its answer variants' picks and leads while the stored quiz still has it (the builder calls
 * this as the question is deleted, before the save).
 */
export async function dropQuestionStats(
  userId: string,
  body: { quizId: string; questionDel: string; questionId?: string; ABTest: boolean },
): Promise<void> {
  const item = await ownQuiz(userId, body.quizId);
  const steps = [body.questionDel, ...(body.questionId ? [questionStepKey({ _uid: body.questionId })] : [])];
  const stored = variantQuestions(withQuizQuestionIds(item.quiz), body.ABTest).find((question) => question._uid === body.questionId);
  const options = stored && 'variants' in stored ? (stored.variants ?? []).map((variant) => optionKey(stored, variant)) : [];
  const names = [
    ...steps.flatMap((step) => [COUNTER_PREFIXES.views + step, COUNTER_PREFIXES.continued + step]),
    ...options.flatMap((option) => [COUNTER_PREFIXES.picks + option, COUNTER_PREFIXES.leads + option]),
  ];
  await deleteCounters(userId, item.id, body.ABTest ? 'abTest' : 'regular', names);
}
