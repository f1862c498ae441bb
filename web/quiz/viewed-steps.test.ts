import type { Question } from '../../shared/schemas/quiz';
import { optionKey } from '../../shared/domain/quiz/answer-keys';
import { ViewedSteps } from './viewed-steps';

describe('viewed quiz steps', () => {
  it('collects pages (the start page, question ids) once each, flushes them as one beacon of the visit without a day, and forgets them', () => {
    const viewed = new ViewedSteps('q1', true, 'visit-0001');
    viewed.record('Стартовая страница');
    viewed.record('q:teeth');
    viewed.record('q:teeth');
    viewed.record('');
    viewed.record('q:contacts');
    expect(viewed.flush('desktop')).toEqual({
      quizId: 'q1',
      ABTest: true,
      visitId: 'visit-0001',
      steps: ['Стартовая страница', 'q:teeth', 'q:contacts'],
      device: 'desktop',
    });
    expect(viewed.flush('desktop')).toBeNull();
    viewed.record('q:contacts');
    expect(viewed.flush('phone')).toEqual({ quizId: 'q1', ABTest: true, visitId: 'visit-0001', steps: ['q:contacts'], device: 'phone' });
  });

  it('sends the variants picked on the questions left, by their keys, with the page utm_source', () => {
    const viewed = new ViewedSteps('q1', false, 'visit-0002');
    const question: Question = {
      _uid: 'pain',
      question: 'Что беспокоит?',
      type: 'checkbox',
      variants: [{ text: 'Боль' }, { text: 'Кровь' }],
    };
    viewed.recordPicks(question, { pain: ['Кровь'] });
    viewed.recordPicks({ _uid: 'name', question: 'Имя', type: 'text' }, { name: 'Анна' });
    viewed.recordPicks(question, { pain: ['Кровь', 'Боль'] });
    expect(viewed.flush('phone', 'yandex')).toEqual({
      quizId: 'q1',
      ABTest: false,
      visitId: 'visit-0002',
      steps: [],
      picks: [optionKey(question, { text: 'Кровь' }), optionKey(question, { text: 'Боль' })],
      source: 'yandex',
      device: 'phone',
    });
  });
});
