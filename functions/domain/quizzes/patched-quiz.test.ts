import { jest } from '@jest/globals';
import * as z from 'zod/mini';
import { quizInputSchema } from '../../../shared/schemas/quiz';
import { dentalQuizBody } from '../../test/quiz-support';
import { patchedQuiz } from './patched-quiz';

const uid = () => 'aaaaaaaaaaaaaaaaaaaaa';

describe('a quiz save’s time budget on the server', () => {
  it('counts the save’s own CPU work, not the time a busy machine kept it waiting (the wall clock may leap)', () => {
    const stored = z.parse(quizInputSchema, dentalQuizBody());
    let wall = 0;
    // Each read of the wall clock a second later, as on a machine whose other work held the core.
    const leaping = jest.spyOn(performance, 'now').mockImplementation(() => (wall += 1000));
    try {
      const saved = patchedQuiz(stored, [{ op: 'replace', path: '/name', value: 'Имплантация' }], uid);
      expect(saved.name).toBe('Имплантация');
    } finally {
      leaping.mockRestore();
    }
  });
});
