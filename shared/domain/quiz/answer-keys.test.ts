import { questionAnswerKey, UNTITLED_QUESTION_KEY } from './answer-keys';

describe('the answer key of a question', () => {
  it('is its text, trimmed', () => {
    expect(questionAnswerKey('  Что беспокоит? ')).toBe('Что беспокоит?');
  });

  it('is never empty: a question without text is named so', () => {
    expect(questionAnswerKey('')).toBe(UNTITLED_QUESTION_KEY);
    expect(questionAnswerKey(' \t ')).toBe(UNTITLED_QUESTION_KEY);
  });
});
