// POST /api/quiz/analytics: the public page's viewed-question beacon. Each page counts once per
// beacon, in the quiz's variant ('abTest' only while the quiz runs A/B), on the day the server received
// it on the clinic's clocks (analyticsDay, the rule the builder's periods use): the page names no day.
// Pages are counted by key (answer-keys.ts: the start page's, or a question's id, so a renamed question
// keeps its views) and must be the shown page's questions or the start page: a forged beacon cannot add
// attributes or items beyond what the quiz itself has. A page counts once per visit (the visit id), and
// one address counts a few visits of a quiz a day and is heard a few dozen beacons: a script that
// floods beacons moves the funnel and the A/B read-out by those few visits at most, silently (204).
// Issue 27 §3: the beacon also names the answer variants picked (by optionKey; a key the quiz no longer
// has, from a page loaded before an edit, counts nothing), and the visit's device class and utm_source,
// cleaned to a bounded key (visit-segments.ts); visit-counts.ts says what a beacon adds.
import { analyticsDay } from '../../../shared/domain/quiz/analytics-periods';
import { optionKey, questionStepKey, START_PAGE_STEP } from '../../../shared/domain/quiz/answer-keys';
import { cleanSource } from '../../../shared/domain/quiz/visit-segments';
import { withQuizQuestionIds } from '../../../shared/domain/quiz/question-ids';
import type { Question } from '../../../shared/schemas/quiz';
import { variantQuestions } from '../../../shared/domain/quiz/funnel';
import { DEFAULT_TIMEZONE } from '../../../shared/schemas/clinic';
import type { QuizBeacon } from '../../../shared/schemas/quiz-send';
import { getClinicItem } from '../../store/clinic';
import { addQuizCounts } from '../../store/quiz-stats';
import { ignoreVisit, markVisit } from '../../store/quiz-visits';
import { quizViewCounts } from '../allowances';
import { getQuizItem } from '../../store/quizzes';
import { InvalidRequestError } from '../errors';
import { ownerOfQuizId } from './ids';
import { quizNotFound } from './read-quiz';
import { visitIncrements } from './visit-counts';

/**
 * The counters' keys of the pages a beacon names: the start page, or a question of the shown page by its
 * step key (its id), or by its text from a page loaded before ids were counted. Anything else is a 400.
 */
function viewedSteps(beacon: QuizBeacon, questions: readonly Question[]): string[] {
  const byStep = new Map<string, string>([[START_PAGE_STEP, START_PAGE_STEP]]);
  const byTitle = new Map<string, string>([[START_PAGE_STEP, START_PAGE_STEP]]);
  for (const question of questions) {
    byStep.set(questionStepKey(question), questionStepKey(question));
    byTitle.set(question.question, questionStepKey(question));
  }
  const named = [...beacon.steps.map((step) => [step, byStep.get(step)]), ...beacon.titles.map((title) => [title, byTitle.get(title)])];
  const unknown = named.find(([, step]) => step === undefined);
  if (unknown) throw new InvalidRequestError('BAD_QUIZ_BEACON', `Вопроса «${unknown[0]!.slice(0, 100)}» нет в квизе`);
  return [...new Set(named.map(([, step]) => step!))];
}

/** The beacon's picks the shown page's questions have (a page loaded before an edit may name others). */
function knownPicks(picks: readonly string[], questions: readonly Question[]): string[] {
  const known = new Set(
    questions.flatMap((question) =>
      ('variants' in question ? (question.variants ?? []) : []).map((variant) => optionKey(question, variant)),
    ),
  );
  return [...new Set(picks)].filter((pick) => known.has(pick));
}

export async function recordQuizViews(beacon: QuizBeacon, address: string, now = new Date()): Promise<void> {
  const userId = ownerOfQuizId(beacon.quizId);
  const [quiz, clinic] = userId ? await Promise.all([getQuizItem(userId, beacon.quizId), getClinicItem(userId)]) : [];
  if (!userId || !quiz) throw quizNotFound();
  const abTest = beacon.ABTest && quiz.quiz.ABTestBool === true;
  const questions = variantQuestions(withQuizQuestionIds(quiz.quiz), abTest);
  const steps = viewedSteps(beacon, questions);
  const picks = knownPicks(beacon.picks, questions);
  if ((steps.length === 0 && picks.length === 0) || !(await quizViewCounts(quiz.id, address, 'beacon', now.getTime()))) return;
  const segment = { ...(beacon.device ? { device: beacon.device } : {}), source: cleanSource(beacon.source) };
  const visit = await markVisit(userId, quiz.id, beacon.visitId, { steps, picks, ...segment }, now.getTime());
  if (visit.ignored) return;
  if (visit.isNew && !(await quizViewCounts(quiz.id, address, 'visit', now.getTime()))) {
    await ignoreVisit(userId, quiz.id, beacon.visitId);
    return;
  }
  const day = analyticsDay(now, clinic?.timezone ?? DEFAULT_TIMEZONE);
  const thankYou = questions.find((question) => question.type === 'ThankYouPages');
  await addQuizCounts(
    { userId, quizId: quiz.id, variant: abTest ? 'abTest' : 'regular', day },
    visitIncrements(visit, thankYou && questionStepKey(thankYou)),
    visit.segment,
  );
}
