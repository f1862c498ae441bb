// POST /api/quiz/analytics: the public page's viewed-question beacon. Each title of a day counts once
// per beacon, in the quiz's variant ('abTest' only while the quiz runs A/B). Titles must be the shown
// page's questions or the start page, and days near today: a forged beacon cannot add attributes or
// items beyond what the quiz itself has.
import { START_PAGE_STEP } from '../../../shared/domain/quiz/answer-keys';
import type { QuizBeacon } from '../../../shared/schemas/quiz-send';
import { getQuizItem } from '../../store/quizzes';
import { addQuizViews } from '../../store/quiz-stats';
import { InvalidRequestError } from '../errors';
import { ownerOfQuizId } from './ids';
import { quizNotFound } from './read-quiz';

const DAY_MS = 24 * 3600 * 1000;
/** A page may flush views it kept from yesterday, or a clock a day ahead. */
const DAYS_BACK = 2;
const DAYS_AHEAD = 1;

export async function recordQuizViews(beacon: QuizBeacon, now = new Date()): Promise<void> {
  const userId = ownerOfQuizId(beacon.quizId);
  const quiz = userId ? await getQuizItem(userId, beacon.quizId) : undefined;
  if (!userId || !quiz) throw quizNotFound();
  const abTest = beacon.ABTest && quiz.quiz.ABTestBool === true;
  const questions = (abTest ? quiz.quiz.ABTestObj?.questions : quiz.quiz.questions) ?? [];
  const known = new Set([START_PAGE_STEP, ...questions.map((question) => question.question)]);
  const days = Object.entries(beacon.data).map(([day, titles]) => ({ day, titles: [...new Set(titles)] }));
  for (const { day, titles } of days) {
    checkDay(day, now);
    const unknown = titles.find((title) => !known.has(title));
    if (unknown !== undefined) throw badBeacon(`Вопроса «${unknown.slice(0, 100)}» нет в квизе`);
  }
  const variant = abTest ? 'abTest' : 'regular';
  await Promise.all(days.map(({ day, titles }) => addQuizViews({ userId, quizId: quiz.id, variant, day, titles })));
}

function checkDay(day: string, now: Date): void {
  const at = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at) || at < today - DAYS_BACK * DAY_MS || at > today + DAYS_AHEAD * DAY_MS) {
    throw badBeacon(`Дата просмотра ${day}: не раньше чем ${DAYS_BACK} дня назад и не позже завтра`);
  }
}

const badBeacon = (message: string) => new InvalidRequestError('BAD_QUIZ_BEACON', message);
