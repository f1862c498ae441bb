import type { Question } from '../../schemas/quiz';
import { normaliseQuestions } from './normalise';
import { withQuestionIds, withQuizQuestionIds } from './question-ids';

const ask = (_uid: string, question: string): Question => ({ _uid, question, type: 'text' });
const ids = (questions: readonly Question[]) => questions.map((question) => question._uid);

describe('question ids', () => {
  it('gives a question with no id, or with an earlier one’s, an id made from its place, never one already taken', () => {
    const questions = [ask('a', 'Один'), ask('a', 'Два'), ask('', 'Три'), ask('q2', 'Четыре'), ask('', 'Пять')];
    expect(ids(withQuestionIds(questions))).toEqual(['a', 'q2-2', 'q3', 'q2', 'q5']);
    // The same on every read: the page, the beacon and the next save agree.
    expect(withQuestionIds(questions)).toEqual(withQuestionIds(questions));
  });

  it('leaves a quiz whose questions all have their own ids as it is, and checks the A/B variant too', () => {
    const quiz = { questions: [ask('a', 'Один')], ABTestObj: { questions: [ask('a', 'Один'), ask('', 'Два')] } };
    expect(withQuizQuestionIds({ questions: quiz.questions })).toEqual({ questions: quiz.questions });
    expect(ids(withQuizQuestionIds(quiz).ABTestObj!.questions!)).toEqual(['a', 'q2']);
  });

  it('are given on every save (normalise), also where the added fixed questions were given one id', () => {
    expect(ids(normaliseQuestions([ask('', 'Один'), ask('', 'Два')], () => 'same'))).toEqual(['q1', 'q2', 'same', 'q4']);
  });
});
