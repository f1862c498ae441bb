// The quiz page's viewed-question beacon over HTTP: text/plain JSON as sendBeacon sends it, atomic
// counts under concurrency, questions counted by id (also from a page loaded before ids, which names
// titles, and on a stored quiz whose questions had none), variants apart, forged steps or a day named
// by the page refused with nothing counted, and views filed under the clinic's day of the instant the
// server received them; issue 27 §3: who went on from each step, answers picked and their leads, and
// the split by device and utm_source (a bounded number of sources a day).
import { randomUUID } from 'node:crypto';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { analyticsDay } from '../../shared/domain/quiz/analytics-periods';
import { optionKey } from '../../shared/domain/quiz/answer-keys';
import { MAX_DAY_SOURCES, SOURCE_NONE, SOURCE_OTHER } from '../../shared/domain/quiz/visit-segments';
import { DEFAULT_TIMEZONE } from '../../shared/schemas/clinic';
import { recordQuizViews } from '../domain/quizzes/record-views';
import { readQuizViews } from '../store/quiz-stats';
import { getQuizItem, saveQuizItem } from '../store/quizzes';
import { api, registerAccount } from './api';
import { createQuiz, dentalQuizBody } from './quiz-support';

let quizId: string;
let userId: string;
let token: string;
// A new clinic keeps Moscow's clocks.
const today = analyticsDay(new Date(), DEFAULT_TIMEZONE);

beforeAll(async () => {
  useRuntimeInProcess();
  ({ token } = await registerAccount());
  quizId = await createQuiz(token, {
    ...dentalQuizBody(),
    ABTestBool: true,
    ABTestObj: { questions: [{ _uid: 'b1', question: 'Вариант Б: что беспокоит?', type: 'text' }] },
  });
  userId = quizId.split('.')[0]!;
});

/** A beacon of a visit of its own, as a page load sends it (another visit id unless the body names one). */
const beacon = (body: object) =>
  api('POST', '/api/quiz/analytics', {
    rawBody: JSON.stringify({ visitId: randomUUID(), ...body }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
const views = (variant: 'regular' | 'abTest', day = today) => readQuizViews({ userId, quizId, variant, day });

describe('viewed-question beacons', () => {
  it('count 50 concurrent beacons exactly (text/plain JSON, 204), each question by its id, once per beacon', async () => {
    const steps = ['Стартовая страница', 'q:q1', 'q:q1', 'q:q2'];
    const answers = await Promise.all(Array.from({ length: 50 }, () => beacon({ quizId, steps })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect(await views('regular')).toEqual({ 'Стартовая страница': 50, 'q:q1': 50, 'q:q2': 50 });
  });

  it("count the titles a page loaded before ids sends under their questions' ids, once per visit with its steps", async () => {
    const visitId = randomUUID();
    expect((await beacon({ quizId, visitId, titles: ['Что вас беспокоит?', 'Когда удобно прийти?'] })).status).toBe(204);
    expect((await beacon({ quizId, visitId, steps: ['q:q1', 'q:q3'] })).status).toBe(204);
    expect(await views('regular')).toEqual({ 'Стартовая страница': 50, 'q:q1': 51, 'q:q2': 50, 'q:q3': 1 });
  });

  it('count the A/B variant apart, by its own questions', async () => {
    expect((await beacon({ quizId, ABTest: true, steps: ['Стартовая страница', 'q:b1'] })).status).toBe(204);
    expect(await views('abTest')).toEqual({ 'Стартовая страница': 1, 'q:b1': 1 });
  });

  it("count a variant B that only changes the headline by the main quiz's questions, as the page shows them", async () => {
    const headlineOnly = await createQuiz(token, { ...dentalQuizBody(), ABTestBool: true, ABTestObj: { header: 'Заголовок B' } });
    expect((await beacon({ quizId: headlineOnly, ABTest: true, steps: ['Стартовая страница', 'q:q1'] })).status).toBe(204);
    expect(await readQuizViews({ userId, quizId: headlineOnly, variant: 'abTest', day: today })).toEqual({
      'Стартовая страница': 1,
      'q:q1': 1,
    });
  });

  it('count a stored quiz whose questions have no id, or the same one, by the ids it is read with', async () => {
    const stored = await createQuiz(token, dentalQuizBody('Старый квиз'));
    const item = (await getQuizItem(userId, stored))!;
    const [first, second, third, ...rest] = item.quiz.questions!;
    // Stored before ids were checked: two questions with one id, one with none.
    const questions = [{ ...first!, _uid: 'q2' }, second!, { ...third!, _uid: '' }, ...rest];
    await saveQuizItem(item, { ...item, version: item.version + 1, quiz: { ...item.quiz, questions } });
    const read = await api('GET', `/api/quiz?id=${stored}`);
    expect(read.body.questions.map((question: { _uid: string }) => question._uid)).toEqual(['q2', 'q2-2', 'q3', 'q4', 'q5']);
    expect((await beacon({ quizId: stored, steps: ['q:q2', 'q:q2-2'] })).status).toBe(204);
    expect((await beacon({ quizId: stored, titles: ['Что вас беспокоит?'] })).status).toBe(204);
    expect(await readQuizViews({ userId, quizId: stored, variant: 'regular', day: today })).toEqual({ 'q:q2': 2, 'q:q2-2': 1 });
  });

  it.each([
    ['a step the quiz does not have', { steps: ['Стартовая страница', 'q:nope'] }, 400, 'нет в квизе'],
    ['a title the quiz does not have', { titles: ['Стартовая страница', 'x'.repeat(400)] }, 400, 'нет в квизе'],
    ["the variant's question in the regular page", { steps: ['q:b1'] }, 400, 'нет в квизе'],
    ['a question by its text in steps', { steps: ['Что вас беспокоит?'] }, 400, 'нет в квизе'],
    ['a day named by the page', { steps: ['Стартовая страница'], data: { [today]: ['Стартовая страница'] } }, 400, 'data'],
    ['an unknown quiz', { quizId: 'someone.AAAAAAAAAAA', steps: ['Стартовая страница'] }, 404, 'Квиз не найден'],
  ])('refuse %s in Russian and count nothing', async (_case, body, status, message) => {
    const before = await views('regular');
    const answer = await beacon({ quizId, ...body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toContain(message);
    expect(await views('regular')).toEqual(before);
  });

  it('refuse another content type with 415', async () => {
    const answer = await api('POST', '/api/quiz/analytics', {
      rawBody: JSON.stringify({ quizId, titles: [] }),
      headers: { 'content-type': 'text/html' },
    });
    expect(answer.status).toBe(415);
  });
});

describe("the day of a view is the clinic's, at the instant the server receives the beacon", () => {
  it('files a view at 23:30 Moscow under that day and one at 00:30 Moscow under the next, whatever the UTC date', async () => {
    // 20:30 and 21:30 UTC of the same UTC day, on either side of Moscow's midnight.
    await recordQuizViews(
      { quizId, ABTest: false, visitId: randomUUID(), steps: ['q:q4'], titles: [], picks: [] },
      '127.0.0.1',
      new Date('2026-11-24T20:30:00Z'),
    );
    await recordQuizViews(
      { quizId, ABTest: false, visitId: randomUUID(), steps: ['q:q4'], titles: [], picks: [] },
      '127.0.0.1',
      new Date('2026-11-24T21:30:00Z'),
    );
    expect(await views('regular', '2026-11-24')).toEqual({ 'q:q4': 1 });
    expect(await views('regular', '2026-11-25')).toEqual({ 'q:q4': 1 });
  });

  it("follows the clinic's own zone once it changes it", async () => {
    const clinic = await api('GET', '/api/clinic', { token });
    expect((await api('PUT', '/api/clinic', { token, body: { version: clinic.body.version, timezone: 'Asia/Kamchatka' } })).status).toBe(
      200,
    );
    // 13:00 UTC on 1 December is already 01:00 on 2 December on Kamchatka (UTC+12).
    await recordQuizViews(
      { quizId, ABTest: false, visitId: randomUUID(), steps: ['q:q4'], titles: [], picks: [] },
      '127.0.0.1',
      new Date('2026-12-01T13:00:00Z'),
    );
    expect(await views('regular', '2026-12-02')).toEqual({ 'q:q4': 1 });
    expect(await views('regular', '2026-12-01')).toEqual({});
  });
});

describe('the funnel counters of issue 27 §3: went on, answers, segments', () => {
  const pick = (question: string, text: string) => optionKey({ _uid: question }, { text });
  const read = async (id: string) => (await api('GET', `/api/quiz/analytics?id=${encodeURIComponent(id)}`, { token })).body;

  it('count who went on from each step, each answer picked, and a lead for every answer of a visit that sent one', async () => {
    const id = await createQuiz(token, dentalQuizBody('Воронка с ответами'));
    const sent = randomUUID();
    // A visitor on a phone from yandex: «Боль» leads past the tooth chart (a branch), «Утром», then the form and the lead.
    const phone = { device: 'phone', source: 'Yandex' };
    expect((await beacon({ quizId: id, visitId: sent, steps: ['Стартовая страница', 'q:q1'], ...phone })).status).toBe(204);
    const rest = { quizId: id, visitId: sent, steps: ['q:q3', 'q:q4', 'q:q5'], picks: [pick('q1', 'Боль'), pick('q3', 'Утром')], ...phone };
    expect((await beacon(rest)).status).toBe(204);
    // A visitor at a computer without utm: «Нет зуба», then leaves on the tooth chart.
    const left = { quizId: id, steps: ['Стартовая страница', 'q:q1', 'q:q2'], picks: [pick('q1', 'Нет зуба')], device: 'desktop' };
    expect((await beacon(left)).status).toBe(204);

    const { regular } = await read(id);
    expect(regular.days[today]).toEqual({ 'Стартовая страница': 2, 'q:q1': 2, 'q:q2': 1, 'q:q3': 1, 'q:q4': 1, 'q:q5': 1 });
    expect(regular.continued[today]).toEqual({ 'Стартовая страница': 2, 'q:q1': 2, 'q:q3': 1, 'q:q4': 1 });
    expect(regular.answers).toEqual({
      [pick('q1', 'Боль')]: { picks: 1, leads: 1 },
      [pick('q3', 'Утром')]: { picks: 1, leads: 1 },
      [pick('q1', 'Нет зуба')]: { picks: 1, leads: 0 },
    });
    expect(regular.segments).toEqual({
      'phone|yandex': {
        views: { 'Стартовая страница': 1, 'q:q1': 1, 'q:q3': 1, 'q:q4': 1, 'q:q5': 1 },
        continued: { 'Стартовая страница': 1, 'q:q1': 1, 'q:q3': 1, 'q:q4': 1 },
      },
      [`desktop|${SOURCE_NONE}`]: {
        views: { 'Стартовая страница': 1, 'q:q1': 1, 'q:q2': 1 },
        continued: { 'Стартовая страница': 1, 'q:q1': 1 },
      },
    });
  });

  it(`keep ${MAX_DAY_SOURCES} sources of a day apart and count the rest as one; a visit keeps the segment of its first beacon`, async () => {
    const id = await createQuiz(token, dentalQuizBody('Много источников'));
    const visits = Array.from({ length: MAX_DAY_SOURCES + 2 }, (_, index) => ({ visitId: randomUUID(), source: `s${index}` }));
    for (const visit of visits) {
      expect((await beacon({ quizId: id, steps: ['Стартовая страница'], device: 'phone', ...visit })).status).toBe(204);
    }
    // The first visit's next beacon names another device and source: it stays phone|s0.
    const again = { quizId: id, visitId: visits[0]!.visitId, steps: ['q:q1'], device: 'desktop', source: 'vk' };
    expect((await beacon(again)).status).toBe(204);
    const { segments } = (await read(id)).regular;
    expect(Object.keys(segments)).toHaveLength(MAX_DAY_SOURCES + 1);
    expect(segments[`phone|${SOURCE_OTHER}`].views).toEqual({ 'Стартовая страница': 2 });
    expect(segments['phone|s0']).toEqual({ views: { 'Стартовая страница': 1, 'q:q1': 1 }, continued: { 'Стартовая страница': 1 } });
  });

  it('count an answer the quiz no longer has as nothing, and refuse a malformed one in Russian', async () => {
    const id = await createQuiz(token, dentalQuizBody('Старые ответы'));
    expect((await beacon({ quizId: id, steps: ['Стартовая страница'], picks: ['0123456789abcdef'] })).status).toBe(204);
    expect((await read(id)).regular.answers).toEqual({});
    const malformed = await beacon({ quizId: id, steps: ['Стартовая страница'], picks: ['<script>'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Ответы: ключ из 16 шестнадцатеричных цифр');
  });

  it("drop a deleted question's went-on and answer counters with its views", async () => {
    const id = await createQuiz(token, dentalQuizBody('Удаление вопроса'));
    const steps = ['Стартовая страница', 'q:q1', 'q:q2'];
    expect((await beacon({ quizId: id, steps, picks: [pick('q1', 'Боль')] })).status).toBe(204);
    const dropped = await api('POST', '/api/quiz/analytics/delQuestions', {
      token,
      body: { quizId: id, questionDel: 'Что вас беспокоит?', questionId: 'q1' },
    });
    expect(dropped.status).toBe(204);
    const { regular } = await read(id);
    expect(regular.days[today]).toEqual({ 'Стартовая страница': 1, 'q:q2': 1 });
    expect(regular.continued[today]).toEqual({ 'Стартовая страница': 1 });
    expect(regular.answers).toEqual({});
  });
});
