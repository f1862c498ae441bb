import type { Question } from '../../shared/schemas/quiz';
import type { Answers } from '../../shared/domain/quiz/answer-values';
import { firstStep, nextStep, pagesOf, previousStep, progressOf, questionsOnWay, type Step, stepKey } from './flow';

const q = (question: string, type: Question['type'] = 'radio'): Question => ({ _uid: question, question, type });
const pages = pagesOf([q('Первый'), q('Второй'), q('Контакты', 'contacts'), q('Спасибо', 'ThankYouPages')]);

/** The pages a visitor goes through with these answers, from the start page to the thank-you page. */
function walk(quizPages: typeof pages, answers: Answers): Step[] {
  const steps = [firstStep(quizPages, false)];
  while (steps.at(-1)!.kind !== 'thanks') steps.push(nextStep(steps.at(-1)!, quizPages, answers));
  return steps;
}

describe('the quiz pages', () => {
  it('go start → questions → contacts → thanks, with progress reaching 100 at contacts', () => {
    const steps = walk(pages, {});
    // The counters' keys: the start page's, then each page's question id (q() makes the text its id).
    expect(steps.map((step) => stepKey(step, pages))).toEqual(['Стартовая страница', 'q:Первый', 'q:Второй', 'q:Контакты', 'q:Спасибо']);
    expect(steps.map((step) => progressOf(step, pages))).toEqual([0, 0, 50, 100, 100]);
  });

  it('go back from the first question to the start page, and not back at all in only-form mode', () => {
    expect(previousStep({ kind: 'question', index: 0, way: [] }, false)).toEqual({ kind: 'start' });
    expect(previousStep({ kind: 'question', index: 2, way: [0, 1] }, false)).toEqual({ kind: 'question', index: 1, way: [0] });
    const onlyForm = firstStep(pages, true);
    expect(onlyForm).toEqual({ kind: 'question', index: 2, way: [] });
    expect(previousStep(onlyForm, true)).toBe(onlyForm);
  });
});

describe('the quiz pages with branch rules (issue 27 §2)', () => {
  // «Что нужно?»: 'Имплантация' goes on in order to the implant questions, 'Брекеты' jumps to the braces
  // question, 'Консультация' straight to the form; the implant questions go on past the braces one.
  const branched = pagesOf([
    {
      _uid: 'need',
      question: 'Что нужно?',
      type: 'radio',
      variants: [
        { text: 'Имплантация' },
        { text: 'Брекеты', goTo: { question: 'braces' } },
        { text: 'Консультация', goTo: { contacts: true } },
      ],
    },
    { _uid: 'teeth', question: 'Сколько зубов?', type: 'radio', variants: [{ text: 'Один' }, { text: 'Несколько' }] },
    {
      _uid: 'bone',
      question: 'Была ли костная пластика?',
      type: 'radio',
      variants: [
        { text: 'Да', goTo: { contacts: true } },
        { text: 'Нет', goTo: { contacts: true } },
      ],
    },
    { _uid: 'braces', question: 'Сколько вам лет?', type: 'text' },
    { _uid: 'c', question: 'Контакты', type: 'contacts' },
    { _uid: 't', question: 'Спасибо', type: 'ThankYouPages' },
  ]);
  const keys = (steps: Step[]) => steps.map((step) => stepKey(step, branched));

  it('follow the rule of the picked variant, and go on in order without one', () => {
    const implant = walk(branched, { need: ['Имплантация'], teeth: ['Один'], bone: ['Нет'] });
    expect(keys(implant)).toEqual(['Стартовая страница', 'q:need', 'q:teeth', 'q:bone', 'q:c', 'q:t']);
    const braces = walk(branched, { need: ['Брекеты'], braces: '15' });
    expect(keys(braces)).toEqual(['Стартовая страница', 'q:need', 'q:braces', 'q:c', 'q:t']);
    expect(keys(walk(branched, { need: ['Консультация'] }))).toEqual(['Стартовая страница', 'q:need', 'q:c', 'q:t']);
  });

  it('show progress along the way taken: pages done / (done + the longest way left), 100 on the form', () => {
    // From «Что нужно?» the longest way is need → teeth → bone → contacts: 3 pages.
    expect(walk(branched, { need: ['Имплантация'], bone: ['Да'] }).map((step) => progressOf(step, branched))).toEqual([
      0, 0, 34, 67, 100, 100,
    ]);
    // Braces: 1 done with 1 left is half way, however many pages the other branch has.
    expect(walk(branched, { need: ['Брекеты'] }).map((step) => progressOf(step, branched))).toEqual([0, 0, 50, 100, 100]);
  });

  it('go back along the way taken, and send only the answers on it', () => {
    const answers = { need: ['Брекеты'], braces: '15', teeth: ['Один'] };
    const [, need, braces, contacts] = walk(branched, answers);
    expect(previousStep(contacts!, false)).toEqual(braces);
    expect(previousStep(braces!, false)).toEqual(need);
    // «Сколько зубов?» was answered on another way earlier: it is not on this one.
    expect(questionsOnWay(contacts!, branched).map((question) => question._uid)).toEqual(['need', 'braces', 'c']);
  });

  it('take the first picked variant with a rule on a multiple choice, in the variants order', () => {
    const multiple = pagesOf([
      {
        _uid: 'm',
        question: 'Что беспокоит?',
        type: 'checkbox',
        variants: [{ text: 'Боль' }, { text: 'Кровь', goTo: { question: 'z' } }, { text: 'Скол', goTo: { contacts: true } }],
      },
      q('y'),
      q('z'),
      q('c', 'contacts'),
    ]);
    const from = { kind: 'question' as const, index: 0, way: [] };
    expect(nextStep(from, multiple, { m: ['Скол', 'Кровь'] })).toEqual({ kind: 'question', index: 2, way: [0] });
    expect(nextStep(from, multiple, { m: ['Боль'] })).toEqual({ kind: 'question', index: 1, way: [0] });
  });

  it('treat a rule to a question no longer there as no rule', () => {
    const stale = pagesOf([
      { _uid: 'a', question: 'А', type: 'radio', variants: [{ text: 'x', goTo: { question: 'gone' } }] },
      q('b'),
      q('c', 'contacts'),
    ]);
    expect(nextStep({ kind: 'question', index: 0, way: [] }, stale, { a: ['x'] })).toEqual({ kind: 'question', index: 1, way: [0] });
  });
});
