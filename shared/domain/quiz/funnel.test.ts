import type { Question } from '../../schemas/quiz';
import { funnelOf, funnelSteps, leadConversion, percentOf, variantQuestions } from './funnel';

const steps = ['Стартовая страница', 'Что беспокоит?', 'Контакты', 'Спасибо!'];
const days = {
  '2026-07-01': { 'Стартовая страница': 2, 'Что беспокоит?': 2, Контакты: 1 },
  '2026-07-02': { 'Стартовая страница': 1, 'Что беспокоит?': 0, Удалённый: 5 },
};

describe('the analytics funnel (spec widget §5: step / previous step, two decimals, 0% when either is zero)', () => {
  it('gives each step its share of the step before', () => {
    expect(percentOf(2, 3)).toBe('66,67%');
    expect(percentOf(1, 3)).toBe('33,33%');
    expect(percentOf(3, 3)).toBe('100,00%');
    expect(percentOf(0, 3)).toBe('0%');
    expect(percentOf(3, 0)).toBe('0%');
    expect(percentOf(0, 0)).toBe('0%');
  });

  it('sums the period days per step, in question order, ignoring titles that are no step', () => {
    expect(funnelOf(steps, days)).toEqual([
      { title: 'Стартовая страница', views: 3 },
      { title: 'Что беспокоит?', views: 2, percent: '66,67%' },
      { title: 'Контакты', views: 1, percent: '50,00%' },
      { title: 'Спасибо!', views: 0, percent: '0%' },
    ]);
  });

  it('converts start-page visits into leads (thank-you page views)', () => {
    expect(leadConversion(steps, days)).toEqual({ visitors: 3, leads: 0, conversion: '0%' });
    expect(leadConversion(steps, { d: { 'Стартовая страница': 8, 'Спасибо!': 3 } })).toEqual({
      visitors: 8,
      leads: 3,
      conversion: '37,50%',
    });
    expect(leadConversion([], days)).toEqual({ visitors: 0, leads: 0, conversion: '0%' });
  });

  it('starts at the start page, then the questions; nothing without questions', () => {
    expect(funnelSteps([{ question: 'А' }, { question: 'Контакты' }])).toEqual(['Стартовая страница', 'А', 'Контакты']);
    expect(funnelSteps(undefined)).toEqual([]);
    expect(funnelSteps([])).toEqual([]);
  });
});

describe("a variant's questions", () => {
  const main: Question[] = [
    { _uid: 'a', question: 'Что беспокоит?', type: 'text' },
    { _uid: 'c', question: 'Контакты', type: 'contacts' },
  ];
  const own: Question[] = [{ _uid: 'b', question: 'Какая услуга?', type: 'text' }];

  it("are B's own when it has some, else the main quiz's (a B that only changes the headline)", () => {
    expect(variantQuestions({ questions: main, ABTestObj: { questions: own } }, true)).toBe(own);
    expect(variantQuestions({ questions: main, ABTestObj: { header: 'Заголовок B' } }, true)).toBe(main);
    expect(variantQuestions({ questions: main, ABTestObj: { questions: [] } }, true)).toBe(main);
    // What a saved headline-only B holds: the two fixed pages the save adds.
    const fixedOnly: Question[] = [
      { _uid: 'c2', question: 'Контакты', type: 'contacts' },
      { _uid: 't2', question: 'Спасибо!', type: 'ThankYouPages' },
    ];
    expect(variantQuestions({ questions: main, ABTestObj: { questions: fixedOnly } }, true)).toBe(main);
    expect(variantQuestions({ questions: main, ABTestObj: { questions: own } }, false)).toBe(main);
    expect(variantQuestions({}, true)).toEqual([]);
  });
});
