import { ViewedSteps } from './viewed-steps';

describe('viewed quiz steps', () => {
  it('collects titles per local day once each, flushes them as one beacon, and forgets them', () => {
    const viewed = new ViewedSteps('q1', true);
    viewed.record('Стартовая страница', new Date(2026, 10, 24, 10));
    viewed.record('Какие зубы?', new Date(2026, 10, 24, 10, 1));
    viewed.record('Какие зубы?', new Date(2026, 10, 24, 10, 2));
    viewed.record('Контакты', new Date(2026, 10, 25, 0, 1));
    expect(viewed.flush()).toEqual({
      quizId: 'q1',
      ABTest: true,
      data: { '2026-11-24': ['Стартовая страница', 'Какие зубы?'], '2026-11-25': ['Контакты'] },
    });
    expect(viewed.flush()).toBeNull();
  });
});
