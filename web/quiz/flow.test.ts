import type { Question } from '../../shared/schemas/quiz';
import { firstStep, nextStep, pagesOf, previousStep, progressOf, stepKey } from './flow';

const q = (question: string, type: Question['type'] = 'radio'): Question => ({ _uid: question, question, type });
const pages = pagesOf([q('Первый'), q('Второй'), q('Контакты', 'contacts'), q('Спасибо', 'ThankYouPages')]);

describe('the quiz pages', () => {
  it('go start → questions → contacts → thanks, with progress reaching 100 at contacts', () => {
    const steps = [firstStep(pages, false)];
    while (steps.at(-1)!.kind !== 'thanks') steps.push(nextStep(steps.at(-1)!, pages));
    // The counters' keys: the start page's, then each page's question id (q() makes the text its id).
    expect(steps.map((step) => stepKey(step, pages))).toEqual(['Стартовая страница', 'q:Первый', 'q:Второй', 'q:Контакты', 'q:Спасибо']);
    expect(steps.map((step) => progressOf(step, pages))).toEqual([0, 0, 50, 100, 100]);
  });

  it('go back from the first question to the start page, and not back at all in only-form mode', () => {
    expect(previousStep({ kind: 'question', index: 0 }, false)).toEqual({ kind: 'start' });
    expect(previousStep({ kind: 'question', index: 2 }, false)).toEqual({ kind: 'question', index: 1 });
    const onlyForm = firstStep(pages, true);
    expect(onlyForm).toEqual({ kind: 'question', index: 2 });
    expect(previousStep(onlyForm, true)).toBe(onlyForm);
  });
});
