import type { Question } from '../../schemas/quiz';
import type { QuizAnalytics, QuizVariantStats } from '../../schemas/quiz-analytics';
import { abStepRows } from './ab-steps';

const question = (uid: string, type: Question['type'] = 'text'): Question => ({ _uid: uid, question: `Вопрос ${uid}`, type });
const main = [question('a'), question('b'), question('c', 'contacts'), question('t', 'ThankYouPages')];
const stats = (days: QuizVariantStats['days']): QuizVariantStats => ({ days, continued: {}, answers: {}, segments: {} });

describe('A against B step by step', () => {
  it('compares the first question, the questions both ask, the form and the lead, each as a share of the visitors', () => {
    // B made from the quiz keeps the ids of a and b, and asks one of its own (x).
    const own = [question('a'), question('x'), question('b'), question('c2', 'contacts'), question('t2', 'ThankYouPages')];
    const analytics: QuizAnalytics = {
      regular: stats({ '2026-07-01': { 'Стартовая страница': 100, 'q:a': 60, 'q:b': 50, 'q:c': 40, 'q:t': 10 } }),
      abTest: stats({ '2026-07-01': { 'Стартовая страница': 100, 'q:a': 70, 'q:x': 65, 'q:b': 55, 'q:c2': 45, 'q:t2': 20 } }),
    };
    const rows = abStepRows({ questions: main, ABTestObj: { questions: own } }, analytics);
    expect(rows.map(({ title, a, b }) => [title, a.leads, b.leads])).toEqual([
      ['Начали квиз', 60, 70],
      ['Вопрос b', 50, 55],
      ['Дошли до контактов', 40, 45],
      ['Оставили заявку', 10, 20],
    ]);
    expect(rows.every((each) => each.a.visitors === 100 && each.b.visitors === 100)).toBe(true);
  });

  it('reads each row out sequentially, a winner called on an earlier day staying called', () => {
    // Day 1: 10 % against 15 % of 2000 visitors each (p < 0.001); day 2 brings B back to 11.5 % overall,
    // which alone reads p = 0.73 (Python): the first day's look keeps the winner called.
    const analytics: QuizAnalytics = {
      regular: stats({
        '2026-07-01': { 'Стартовая страница': 2000, 'q:t': 200 },
        '2026-07-02': { 'Стартовая страница': 2000, 'q:t': 200 },
      }),
      abTest: stats({
        '2026-07-01': { 'Стартовая страница': 2000, 'q:t': 300 },
        '2026-07-02': { 'Стартовая страница': 2000, 'q:t': 160 },
      }),
    };
    const lead = abStepRows({ questions: main }, analytics).at(-1)!;
    expect(lead).toMatchObject({ title: 'Оставили заявку', a: { visitors: 4000, leads: 400 }, b: { visitors: 4000, leads: 460 } });
    expect(lead.verdict).toMatchObject({ kind: 'winner', leader: 'B' });
    expect(abStepRows({ questions: main }, { regular: stats({}), abTest: stats({}) }).at(-1)!.verdict.kind).toBe('not-enough');
  });
});
