import type { Question } from '../../schemas/quiz';
import { optionKey } from './answer-keys';
import { answerFunnel } from './answer-funnel';

describe('drop-off per answer variant', () => {
  it('gives each variant of each choice question its picks, its leads and the share who left without one', () => {
    const price: Question = {
      _uid: 'price',
      question: 'Бюджет?',
      type: 'radio',
      variants: [{ text: 'До 50 000' }, { text: 'Больше' }, { text: 'Не знаю' }],
    };
    const questions: Question[] = [{ _uid: 'name', question: 'Имя', type: 'text' }, price];
    const answers = {
      [optionKey(price, { text: 'До 50 000' })]: { picks: 10, leads: 2 },
      // Counted under the text as the save tells variants apart: case and spaces do not matter.
      [optionKey(price, { text: ' больше ' })]: { picks: 4, leads: 3 },
      // A lost pick beacon: more leads than picks never makes a negative drop-off.
      [optionKey(price, { text: 'Не знаю' })]: { picks: 1, leads: 2 },
    };
    expect(answerFunnel(questions, { answers })).toEqual([
      {
        question: price,
        answers: [
          { text: 'До 50 000', picks: 10, leads: 2, dropOff: '80,00%' },
          { text: 'Больше', picks: 4, leads: 3, dropOff: '25,00%' },
          { text: 'Не знаю', picks: 1, leads: 1, dropOff: '0%' },
        ],
      },
    ]);
    expect(answerFunnel(questions, { answers: {} })[0]!.answers[0]).toEqual({ text: 'До 50 000', picks: 0, leads: 0, dropOff: '0%' });
  });
});
