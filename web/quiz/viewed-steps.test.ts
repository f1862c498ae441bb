import { ViewedSteps } from './viewed-steps';

describe('viewed quiz steps', () => {
  it('collects titles once each, flushes them as one beacon without a day, and forgets them', () => {
    const viewed = new ViewedSteps('q1', true);
    viewed.record('Стартовая страница');
    viewed.record('Какие зубы?');
    viewed.record('Какие зубы?');
    viewed.record('');
    viewed.record('Контакты');
    expect(viewed.flush()).toEqual({ quizId: 'q1', ABTest: true, titles: ['Стартовая страница', 'Какие зубы?', 'Контакты'] });
    expect(viewed.flush()).toBeNull();
    viewed.record('Контакты');
    expect(viewed.flush()).toEqual({ quizId: 'q1', ABTest: true, titles: ['Контакты'] });
  });
});
