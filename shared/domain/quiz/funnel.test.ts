import type { Question } from '../../schemas/quiz';
import { funnelOf, funnelSteps, leadConversion, percentOf, variantQuestions } from './funnel';

const steps = funnelSteps([
  { _uid: 'pain', question: 'Что беспокоит?' },
  { _uid: 'contacts', question: 'Контакты' },
  { _uid: 'thanks', question: 'Спасибо!' },
]);
const days = {
  '2026-07-01': { 'Стартовая страница': 2, 'q:pain': 2, 'q:contacts': 1 },
  '2026-07-02': { 'Стартовая страница': 1, 'q:pain': 0, 'q:gone': 5 },
};

describe('the analytics funnel (docs/contract/widget-quiz-configurator.md §5: step / previous step, two decimals, 0% when either is zero)', () => {
  it('gives each step its share of the step before', () => {
    expect(percentOf(2, 3)).toBe('66,67%');
    expect(percentOf(1, 3)).toBe('33,33%');
    expect(percentOf(3, 3)).toBe('100,00%');
    expect(percentOf(0, 3)).toBe('0%');
    expect(percentOf(3, 0)).toBe('0%');
    expect(percentOf(0, 0)).toBe('0%');
  });

  it('sums the period days per step, in question order, ignoring keys that are no step', () => {
    expect(funnelOf(steps, days)).toEqual([
      { title: 'Стартовая страница', views: 3 },
      { title: 'Что беспокоит?', views: 2, percent: '66,67%' },
      { title: 'Контакты', views: 1, percent: '50,00%' },
      { title: 'Спасибо!', views: 0, percent: '0%' },
    ]);
  });

  it('converts start-page visits into leads (thank-you page views)', () => {
    expect(leadConversion(steps, days)).toEqual({ visitors: 3, leads: 0, conversion: '0%' });
    expect(leadConversion(steps, { d: { 'Стартовая страница': 8, 'q:thanks': 3 } })).toEqual({
      visitors: 8,
      leads: 3,
      conversion: '37,50%',
    });
    expect(leadConversion([], days)).toEqual({ visitors: 0, leads: 0, conversion: '0%' });
  });

  it('reads the counters of a question by its id, and those counted by its text before ids were (a renamed question keeps its id)', () => {
    const older = { '2026-06-30': { 'Стартовая страница': 4, 'Что беспокоит?': 3, Контакты: 2, 'Спасибо!': 1 } };
    expect(funnelOf(steps, { ...days, ...older }).map((step) => step.views)).toEqual([7, 5, 3, 1]);
    expect(leadConversion(steps, { ...days, ...older })).toEqual({ visitors: 7, leads: 1, conversion: '14,29%' });
    const renamed = funnelSteps([{ _uid: 'pain', question: 'Что вас беспокоит?' }]);
    expect(funnelOf(renamed, days)[1]).toEqual({ title: 'Что вас беспокоит?', views: 2, percent: '66,67%' });
  });

  it('starts at the start page, then the questions; nothing without questions', () => {
    expect(
      funnelSteps([
        { _uid: 'a', question: 'А' },
        { _uid: 'c', question: 'Контакты' },
      ]),
    ).toEqual([
      { key: 'Стартовая страница', title: 'Стартовая страница' },
      { key: 'q:a', title: 'А', legacyKey: 'А' },
      { key: 'q:c', title: 'Контакты', legacyKey: 'Контакты' },
    ]);
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
