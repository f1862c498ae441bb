// Every question of a page has an id of its own, its `_uid` (docs/contract/widget-quiz-configurator.md §3: made by the builder): the
// page keys its answers by it and the viewed-question counters count by it, so a renamed question keeps
// both. Quizzes stored before ids were checked may hold a question with none or with another's: such a
// question is given one made from its place ('q3', then 'q3-2'… while taken), the same on every read
// and on the next save (normalise.ts), so the page, the beacon and the stored quiz agree.
import type { Question, QuizFields } from '../../schemas/quiz';

type Identified = Pick<Question, '_uid'>;

/** Whether every question has an id and no two the same. */
const haveOwnIds = (questions: readonly Identified[]) =>
  new Set(questions.map((question) => question._uid).filter((id) => id !== '')).size === questions.length;

export function withQuestionIds<Q extends Identified>(questions: readonly Q[]): Q[] {
  if (haveOwnIds(questions)) return [...questions];
  const taken = new Set(questions.map((question) => question._uid));
  const given = new Set<string>();
  return questions.map((question, index) => {
    if (question._uid !== '' && !given.has(question._uid)) {
      given.add(question._uid);
      return question;
    }
    let id = `q${index + 1}`;
    for (let number = 2; taken.has(id); number += 1) id = `q${index + 1}-${number}`;
    taken.add(id);
    given.add(id);
    return { ...question, _uid: id };
  });
}

/** The quiz with ids checked on its questions and its A/B variant's; the same object when none was missing. */
export function withQuizQuestionIds<T extends Pick<QuizFields, 'questions' | 'ABTestObj'>>(quiz: T): T {
  if (haveOwnIds(quiz.questions ?? []) && haveOwnIds(quiz.ABTestObj?.questions ?? [])) return quiz;
  return {
    ...quiz,
    ...(quiz.questions ? { questions: withQuestionIds(quiz.questions) } : {}),
    ...(quiz.ABTestObj?.questions ? { ABTestObj: { ...quiz.ABTestObj, questions: withQuestionIds(quiz.ABTestObj.questions) } } : {}),
  };
}
