import { ViewedSteps } from './viewed-steps';

describe('viewed quiz steps', () => {
  it('collects titles once each, flushes them as one beacon of the visit without a day, and forgets them', () => {
    const viewed = new ViewedSteps('q1', true, 'visit-0001');
    viewed.record('Стартовая страница');
    viewed.record('Какие зубы?');
    viewed.record('Какие зубы?');
    viewed.record('');
    viewed.record('Контакты');
    expect(viewed.flush()).toEqual({
      quizId: 'q1',
      ABTest: true,
      visitId: 'visit-0001',
      titles: ['Стартовая страница', 'Какие зубы?', 'Контакты'],
    });
    expect(viewed.flush()).toBeNull();
    viewed.record('Контакты');
    expect(viewed.flush()).toEqual({ quizId: 'q1', ABTest: true, visitId: 'visit-0001', titles: ['Контакты'] });
  });
});
