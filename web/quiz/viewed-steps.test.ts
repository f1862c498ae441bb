import { ViewedSteps } from './viewed-steps';

describe('viewed quiz steps', () => {
  it('collects pages (the start page, question ids) once each, flushes them as one beacon of the visit without a day, and forgets them', () => {
    const viewed = new ViewedSteps('q1', true, 'visit-0001');
    viewed.record('Стартовая страница');
    viewed.record('q:teeth');
    viewed.record('q:teeth');
    viewed.record('');
    viewed.record('q:contacts');
    expect(viewed.flush()).toEqual({
      quizId: 'q1',
      ABTest: true,
      visitId: 'visit-0001',
      steps: ['Стартовая страница', 'q:teeth', 'q:contacts'],
    });
    expect(viewed.flush()).toBeNull();
    viewed.record('q:contacts');
    expect(viewed.flush()).toEqual({ quizId: 'q1', ABTest: true, visitId: 'visit-0001', steps: ['q:contacts'] });
  });
});
