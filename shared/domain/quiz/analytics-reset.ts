// When a save resets the quiz's analytics (docs/contract/widget-quiz-configurator.md §4 "Quiz builder"): a question added or removed
// at positions 0-9, or a question's text changed. The funnel counts views per question text and reads
// them in question order, so such a change would mix counts of different steps; moving questions or
// editing anything else keeps the counts. Applied to the quiz's questions and to its A/B variant's.
import type { Question, QuizFields } from '../../schemas/quiz';

/** Positions whose questions' arrival or removal resets the analytics. */
export const RESET_POSITIONS = 10;

type Questions = readonly Pick<Question, '_uid' | 'question'>[];

export function questionsChangeResetsAnalytics(before: Questions, after: Questions): boolean {
  const textBefore = new Map(before.map((question) => [question._uid, question.question]));
  const kept = new Set(after.filter((question) => textBefore.has(question._uid)).map((question) => question._uid));
  const addedEarly = after.some((question, index) => index < RESET_POSITIONS && !textBefore.has(question._uid));
  const removedEarly = before.some((question, index) => index < RESET_POSITIONS && !kept.has(question._uid));
  const renamed = after.some((question) => kept.has(question._uid) && textBefore.get(question._uid) !== question.question);
  return addedEarly || removedEarly || renamed;
}

export function saveResetsAnalytics(before: Pick<QuizFields, 'questions' | 'ABTestObj'>, after: typeof before): boolean {
  return (
    questionsChangeResetsAnalytics(before.questions ?? [], after.questions ?? []) ||
    // A variant made just now has no counts to mix.
    (before.ABTestObj?.questions?.length
      ? questionsChangeResetsAnalytics(before.ABTestObj.questions, after.ABTestObj?.questions ?? [])
      : false)
  );
}
