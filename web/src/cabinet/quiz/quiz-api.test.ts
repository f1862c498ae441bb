import { ApiError } from '../../api/client';
import { quizzesOf } from './quiz-api';

describe('the quiz list while GET /api/quiz/all is not there yet', () => {
  it('reads 404, 405 and 501 as no quizzes', async () => {
    for (const status of [404, 405, 501])
      await expect(quizzesOf(() => Promise.reject(new ApiError(status, undefined, ['Нет'])))).resolves.toEqual([]);
  });

  it('reads an HTML fallback page as no quizzes and keeps only well-formed entries', async () => {
    await expect(quizzesOf(() => Promise.resolve('<!doctype html>' as never))).resolves.toEqual([]);
    await expect(quizzesOf(() => Promise.resolve([{ _id: 'q1', name: 'Имплантация' }, { name: 'без id' } as never]))).resolves.toEqual([
      { _id: 'q1', name: 'Имплантация' },
    ]);
  });

  it('still fails on other errors', async () => {
    await expect(quizzesOf(() => Promise.reject(new ApiError(500, undefined, ['Сбой'])))).rejects.toBeInstanceOf(ApiError);
  });
});
