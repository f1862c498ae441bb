// The quiz page's viewed-question beacon over HTTP: text/plain JSON as sendBeacon sends it, atomic
// counts under concurrency, variants apart, and forged titles or days refused with nothing counted.
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { readQuizViews } from '../store/quiz-stats';
import { api, registerAccount } from './api';
import { createQuiz, dentalQuizBody } from './quiz-support';

let quizId: string;
let userId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  useRuntimeInProcess();
  const { token } = await registerAccount();
  quizId = await createQuiz(token, {
    ...dentalQuizBody(),
    ABTestBool: true,
    ABTestObj: { questions: [{ _uid: 'b1', question: 'Вариант Б: что беспокоит?', type: 'text' }] },
  });
  userId = quizId.split('.')[0]!;
});

const beacon = (body: object) =>
  api('POST', '/api/quiz/analytics', { rawBody: JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
const views = (variant: 'regular' | 'abTest') => readQuizViews({ userId, quizId, variant, day: today });

describe('viewed-question beacons', () => {
  it('count 50 concurrent beacons exactly (text/plain JSON, 204), each title once per beacon', async () => {
    const titles = ['Стартовая страница', 'Что вас беспокоит?', 'Что вас беспокоит?', 'Какие зубы нужно лечить?'];
    const answers = await Promise.all(Array.from({ length: 50 }, () => beacon({ quizId, data: { [today]: titles } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect(await views('regular')).toEqual({ 'Стартовая страница': 50, 'Что вас беспокоит?': 50, 'Какие зубы нужно лечить?': 50 });
  });

  it('count the A/B variant apart, by its own questions', async () => {
    expect((await beacon({ quizId, ABTest: true, data: { [today]: ['Стартовая страница', 'Вариант Б: что беспокоит?'] } })).status).toBe(
      204,
    );
    expect(await views('abTest')).toEqual({ 'Стартовая страница': 1, 'Вариант Б: что беспокоит?': 1 });
  });

  it.each([
    ['a title the quiz does not have', { data: { [today]: ['Стартовая страница', 'x'.repeat(400)] } }, 400, 'нет в квизе'],
    ["the variant's title in the regular page", { data: { [today]: ['Вариант Б: что беспокоит?'] } }, 400, 'нет в квизе'],
    ['a day long ago', { data: { '2020-01-01': ['Стартовая страница'] } }, 400, 'Дата просмотра 2020-01-01'],
    ['an unknown quiz', { quizId: 'someone.AAAAAAAAAAA', data: { [today]: ['Стартовая страница'] } }, 404, 'Квиз не найден'],
  ])('refuse %s in Russian and count nothing', async (_case, body, status, message) => {
    const before = await views('regular');
    const answer = await beacon({ quizId, ...body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toContain(message);
    expect(await views('regular')).toEqual(before);
  });

  it('refuse another content type with 415', async () => {
    const answer = await api('POST', '/api/quiz/analytics', {
      rawBody: JSON.stringify({ quizId, data: {} }),
      headers: { 'content-type': 'text/html' },
    });
    expect(answer.status).toBe(415);
  });
});
