// POST /api/quiz/analytics: the public page's viewed-question beacon. Each title counts once per
// beacon, in the quiz's variant ('abTest' only while the quiz runs A/B), on the day the server received
// it on the clinic's clocks (analyticsDay, the rule the builder's periods use): the page names no day.
// Titles must be the shown page's questions or the start page: a forged beacon cannot add attributes
// or items beyond what the quiz itself has. A title counts once per visit (the page's visit id), and
// one address counts a few visits of a quiz a day and is heard a few dozen beacons: a script that
// floods beacons moves the funnel and the A/B read-out by those few visits at most, silently (204).
import { analyticsDay } from '../../../shared/domain/quiz/analytics-periods';
import { START_PAGE_STEP } from '../../../shared/domain/quiz/answer-keys';
import { variantQuestions } from '../../../shared/domain/quiz/funnel';
import { DEFAULT_TIMEZONE } from '../../../shared/schemas/clinic';
import type { QuizBeacon } from '../../../shared/schemas/quiz-send';
import { getClinicItem } from '../../store/clinic';
import { addQuizViews } from '../../store/quiz-stats';
import { ignoreVisit, markVisitTitles } from '../../store/quiz-visits';
import { quizViewCounts } from '../allowances';
import { getQuizItem } from '../../store/quizzes';
import { InvalidRequestError } from '../errors';
import { ownerOfQuizId } from './ids';
import { quizNotFound } from './read-quiz';

export async function recordQuizViews(beacon: QuizBeacon, address: string, now = new Date()): Promise<void> {
  const userId = ownerOfQuizId(beacon.quizId);
  const [quiz, clinic] = userId ? await Promise.all([getQuizItem(userId, beacon.quizId), getClinicItem(userId)]) : [];
  if (!userId || !quiz) throw quizNotFound();
  const abTest = beacon.ABTest && quiz.quiz.ABTestBool === true;
  const known = new Set([START_PAGE_STEP, ...variantQuestions(quiz.quiz, abTest).map((question) => question.question)]);
  const titles = [...new Set(beacon.titles)];
  const unknown = titles.find((title) => !known.has(title));
  if (unknown !== undefined) throw new InvalidRequestError('BAD_QUIZ_BEACON', `Вопроса «${unknown.slice(0, 100)}» нет в квизе`);
  if (titles.length === 0 || !(await quizViewCounts(quiz.id, address, 'beacon', now.getTime()))) return;
  const visit = await markVisitTitles(userId, quiz.id, beacon.visitId, titles, now.getTime());
  if (visit.ignored) return;
  if (visit.isNew && !(await quizViewCounts(quiz.id, address, 'visit', now.getTime()))) {
    await ignoreVisit(userId, quiz.id, beacon.visitId);
    return;
  }
  const day = analyticsDay(now, clinic?.timezone ?? DEFAULT_TIMEZONE);
  await addQuizViews({ userId, quizId: quiz.id, variant: abTest ? 'abTest' : 'regular', day, titles: visit.newTitles });
}
