import type { Question } from '../../schemas/quiz';
import { funnelOf, funnelSteps, leadConversion, percentOf, type StepDays, totalsOfDays, variantQuestions } from './funnel';

const steps = funnelSteps([
  { _uid: 'pain', question: 'Что беспокоит?' },
  { _uid: 'contacts', question: 'Контакты' },
  { _uid: 'thanks', question: 'Спасибо!' },
]);
const days = {
  '2026-07-01': { 'Стартовая страница': 2, 'q:pain': 2, 'q:contacts': 1 },
  '2026-07-02': { 'Стартовая страница': 1, 'q:pain': 0, 'q:gone': 5 },
};

const totals = (stepDays: StepDays, continued: StepDays = {}) => totalsOfDays(steps, stepDays, continued);

describe('the analytics funnel (issue 27 §3: reach of all visitors, drop-off of those who reached the step; two decimals, 0% when either is zero)', () => {
  it('writes percentages with two decimals and a decimal comma', () => {
    expect(percentOf(2, 3)).toBe('66,67%');
    expect(percentOf(1, 3)).toBe('33,33%');
    expect(percentOf(3, 3)).toBe('100,00%');
    expect(percentOf(0, 3)).toBe('0%');
    expect(percentOf(3, 0)).toBe('0%');
    expect(percentOf(0, 0)).toBe('0%');
  });

  it('gives each step its visitors, their share of all, and the share of them who went no further', () => {
    const counted = {
      '2026-07-03': { 'Стартовая страница': 10, 'q:pain': 6, 'q:contacts': 4, 'q:thanks': 3 },
    };
    const wentOn = { '2026-07-03': { 'Стартовая страница': 6, 'q:pain': 4, 'q:contacts': 3 } };
    expect(funnelOf(steps, totals(counted, wentOn))).toEqual([
      { title: 'Стартовая страница', views: 10, left: 4, dropOff: '40,00%' },
      { title: 'Что беспокоит?', views: 6, reach: '60,00%', left: 2, dropOff: '33,33%' },
      { title: 'Контакты', views: 4, reach: '40,00%', left: 1, dropOff: '25,00%' },
      { title: 'Спасибо!', views: 3, reach: '30,00%' },
    ]);
  });

  it('takes a branch into account: a step skipped by some visitors is measured against those who reached it', () => {
    // 10 visitors; 4 answer «Что беспокоит?», 6 go past it straight to contacts; all 10 reach contacts.
    const counted = { d: { 'Стартовая страница': 10, 'q:pain': 4, 'q:contacts': 10, 'q:thanks': 5 } };
    const wentOn = { d: { 'Стартовая страница': 10, 'q:pain': 4, 'q:contacts': 5 } };
    const [, pain, contacts] = funnelOf(steps, totals(counted, wentOn));
    expect(pain).toMatchObject({ views: 4, dropOff: '0%' });
    expect(contacts).toMatchObject({ views: 10, left: 5, dropOff: '50,00%' });
  });

  it('reads a day counted before went-on counts as the funnel read it then (the next step in order), and sums the period', () => {
    expect(funnelOf(steps, totals(days))).toEqual([
      { title: 'Стартовая страница', views: 3, left: 1, dropOff: '33,33%' },
      { title: 'Что беспокоит?', views: 2, reach: '66,67%', left: 1, dropOff: '50,00%' },
      { title: 'Контакты', views: 1, reach: '33,33%', left: 1, dropOff: '100,00%' },
      { title: 'Спасибо!', views: 0, reach: '0%' },
    ]);
  });

  it('never shows a negative drop-off when went-on outnumbers views (a lost beacon)', () => {
    const [start] = funnelOf(steps, totals({ d: { 'Стартовая страница': 1 } }, { d: { 'Стартовая страница': 3 } }));
    expect(start).toMatchObject({ views: 1, left: 0, dropOff: '0%' });
  });

  it('converts start-page visits into leads (thank-you page views)', () => {
    expect(leadConversion(steps, totals(days))).toEqual({ visitors: 3, leads: 0, conversion: '0%' });
    expect(leadConversion(steps, totals({ d: { 'Стартовая страница': 8, 'q:thanks': 3 } }))).toEqual({
      visitors: 8,
      leads: 3,
      conversion: '37,50%',
    });
    expect(leadConversion([], totals(days))).toEqual({ visitors: 0, leads: 0, conversion: '0%' });
  });

  it('reads the counters of a question by its id, and those counted by its text before ids were (a renamed question keeps its id)', () => {
    const older = { '2026-06-30': { 'Стартовая страница': 4, 'Что беспокоит?': 3, Контакты: 2, 'Спасибо!': 1 } };
    expect(funnelOf(steps, totals({ ...days, ...older })).map((step) => step.views)).toEqual([7, 5, 3, 1]);
    expect(leadConversion(steps, totals({ ...days, ...older }))).toEqual({ visitors: 7, leads: 1, conversion: '14,29%' });
    const renamed = funnelSteps([{ _uid: 'pain', question: 'Что вас беспокоит?' }]);
    expect(funnelOf(renamed, totalsOfDays(renamed, days, {}))[1]).toMatchObject({ title: 'Что вас беспокоит?', views: 2, reach: '66,67%' });
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
