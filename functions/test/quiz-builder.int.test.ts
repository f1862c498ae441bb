// The quiz builder over HTTP: the save as a JSON Patch with its version (conflicts, bad patches with
// nothing changed, the custom-URL guard moved and raced), and Аналитика (period read, reset by a save
// and by the button, a deleted question's counts dropped).
import { randomUUID } from 'node:crypto';
import { analyticsDay } from '../../shared/domain/quiz/analytics-periods';
import { quizPatchOf } from '../../shared/domain/quiz/patch';
import { quizFieldsOf } from '../../shared/domain/quiz/quiz-fields';
import { DEFAULT_TIMEZONE } from '../../shared/schemas/clinic';
import type { Question, QuizFields } from '../../shared/schemas/quiz';
import { rebasePendingEdit } from '../../web/src/cabinet/quiz/builder/adopt-saved';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { addQuizViews } from '../store/quiz-stats';
import { api, registerAccount, type ApiAnswer } from './api';
import { createQuiz, dentalQuizBody, uniqueUrl } from './quiz-support';

const ROUNDS = 8;
let token: string;
let rival: string;
beforeAll(async () => {
  [token, rival] = await Promise.all([registerAccount().then((a) => a.token), registerAccount().then((a) => a.token)]);
});

const read = async (id: string, as = token) => (await api('GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`, { token: as })).body;
const save = (id: string, version: number, compare: unknown[], as = token): Promise<ApiAnswer> =>
  api('POST', '/api/quiz/save', { token: as, body: { _id: id, version, compare } });
const publicByRef = (ref: string) => api('GET', `/api/quiz?id=${encodeURIComponent(ref)}`);

describe('a save as a JSON Patch', () => {
  it('applies the patch, normalises the result and answers the next version', async () => {
    const id = await createQuiz(token, dentalQuizBody());
    const before = await read(id);
    expect(before.version).toBe(1);
    const answer = await save(id, 1, [
      { op: 'replace', path: '/header', value: 'Новый заголовок' },
      // Added after the fixed questions: normalised back before them.
      { op: 'add', path: '/questions/-', value: { _uid: 'late', question: 'Есть ли боль сейчас?', type: 'text' } },
    ]);
    expect(answer.status).toBe(200);
    // The new question lands at position 3 (docs/contract/widget-quiz-configurator.md §4: an added question among the first ten resets the analytics).
    expect(answer.body).toMatchObject({ _id: id, version: 2, header: 'Новый заголовок', analyticsReset: true });
    const after = await read(id);
    expect(after.version).toBe(2);
    expect(after.questions.map((question: { question: string }) => question.question).slice(-3)).toEqual([
      'Есть ли боль сейчас?',
      'Контакты',
      'Спасибо! Мы скоро позвоним',
    ]);
  });

  it(`lets exactly one of two saves from the same version through; the other gets 409 STALE_VERSION (${ROUNDS} rounds)`, async () => {
    const id = await createQuiz(token, { name: 'Две вкладки' });
    for (let version = 1; version <= ROUNDS; version++) {
      const names = [`Вкладка А ${version}`, `Вкладка Б ${version}`];
      const answers = await Promise.all(names.map((name) => save(id, version, [{ op: 'replace', path: '/name', value: name }])));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.error.code).toBe('STALE_VERSION');
      expect(loser.body.error.message).toMatch(/в другой вкладке/);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect(await read(id)).toMatchObject({ name: winner.body.name, version: version + 1 });
    }
    expect((await save(id, 1, [{ op: 'replace', path: '/name', value: 'Опоздавшая' }])).status).toBe(409);
  });

  it.each([
    ['a path the quiz does not have', [{ op: 'replace', path: '/questions/40/question', value: 'x' }], 422, 'В квизе нет такого места'],
    [
      'a failing test',
      [
        { op: 'test', path: '/name', value: 'Другое имя' },
        { op: 'replace', path: '/name', value: 'x' },
      ],
      422,
      'не прошла проверка',
    ],
    ['an invalid result', [{ op: 'replace', path: '/questions/0/type', value: 'slider' }], 400, 'Неизвестный тип вопроса: slider'],
    ['an unknown field', [{ op: 'add', path: '/owner', value: 'x' }], 400, 'owner'],
    ['a malformed operation', [{ op: 'add', path: '/header' }], 400, 'Операции add, replace и test нужно value'],
  ])('refuses %s in Russian and changes nothing', async (_case, compare, status, message) => {
    const id = await createQuiz(token, dentalQuizBody());
    const before = await read(id);
    const answer = await save(id, 1, [{ op: 'replace', path: '/header', value: 'Сначала это' }, ...compare]);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body.error)).toContain(message);
    expect(await read(id)).toEqual(before);
  });

  it('answers 404 for a quiz that is not there', async () => {
    const [owned] = [await createQuiz(token, { name: 'Есть' })];
    const answer = await save(`${owned.slice(0, -11)}AAAAAAAAAAA`, 1, []);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Квиз не найден');
  });
});

describe('the custom URL in a save', () => {
  it('moves its guard: the new URL finds the quiz, the old one is free, clearing frees it', async () => {
    const [first, second] = [uniqueUrl('first'), uniqueUrl('second')];
    const id = await createQuiz(token, { name: 'Со ссылкой', customUrl: first });
    expect((await save(id, 1, [{ op: 'replace', path: '/customUrl', value: ` ${second} ` }])).body.customUrl).toBe(second);
    expect((await publicByRef(second)).body._id).toBe(id);
    expect((await publicByRef(first)).status).toBe(404);
    expect((await save(id, 2, [{ op: 'remove', path: '/customUrl' }])).status).toBe(200);
    expect((await publicByRef(second)).status).toBe(404);
    const other = await createQuiz(rival, { name: 'Чужой', customUrl: second });
    expect((await publicByRef(second)).body._id).toBe(other);
  });

  it("refuses another quiz's URL with 'Такая ссылка уже существует' and changes nothing", async () => {
    const taken = uniqueUrl('taken');
    await createQuiz(rival, { name: 'Первый', customUrl: taken });
    const id = await createQuiz(token, { name: 'Второй' });
    const before = await read(id);
    const answer = await save(id, 1, [{ op: 'add', path: '/customUrl', value: taken.toUpperCase() }]);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'QUIZ_URL_TAKEN', message: 'Такая ссылка уже существует' });
    expect(await read(id)).toEqual(before);
  });

  it(`is won by exactly one of two quizzes claiming it at once (${ROUNDS} rounds)`, async () => {
    const ids = await Promise.all([createQuiz(token, { name: 'Гонка А' }), createQuiz(rival, { name: 'Гонка Б' })]);
    const owners = [token, rival];
    const versions = [1, 1];
    for (let round = 0; round < ROUNDS; round++) {
      const url = uniqueUrl('race');
      const answers = await Promise.all(
        ids.map((id, index) =>
          save(
            id,
            versions[index]!,
            [
              { op: 'replace', path: '/name', value: `Раунд ${round}` },
              { op: 'add', path: '/customUrl', value: url },
            ],
            owners[index],
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe('Такая ссылка уже существует');
      const winner = answers.findIndex((answer) => answer.status === 200);
      versions[winner]! += 1;
      expect((await publicByRef(url)).body._id).toBe(ids[winner]);
      const loser = 1 - winner;
      expect((await read(ids[loser]!, owners[loser])).customUrl).not.toBe(url);
    }
  });
});

describe('Аналитика', () => {
  beforeAll(() => useRuntimeInProcess());
  // The new clinic's zone is Moscow's: views are counted on its day.
  const today = analyticsDay(new Date(), DEFAULT_TIMEZONE);
  const beacon = (quizId: string, steps: string[], ABTest = false) =>
    api('POST', '/api/quiz/analytics', {
      rawBody: JSON.stringify({ quizId, ABTest, visitId: randomUUID(), steps }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  const analytics = async (id: string, period = `&from=${today}&to=${today}`) =>
    api('GET', `/api/quiz/analytics?id=${encodeURIComponent(id)}${period}`, { token });
  const NOTHING_COUNTED = { days: {}, continued: {}, answers: {}, segments: {} };
  // The page counts the start page and each question by its id (dentalQuizBody: q1, q2).
  const funnel = ['Стартовая страница', 'q:q1', 'q:q2'];

  async function countedQuiz(): Promise<string> {
    const id = await createQuiz(token, {
      ...dentalQuizBody(),
      ABTestBool: true,
      ABTestObj: { questions: [{ _uid: 'b1', question: 'Вариант Б: что беспокоит?', type: 'text' }] },
    });
    for (const answer of await Promise.all([beacon(id, funnel), beacon(id, funnel.slice(0, 2)), beacon(id, funnel.slice(0, 1), true)]))
      expect(answer.status).toBe(204);
    return id;
  }

  it('reads the counters of a period per day, per variant', async () => {
    const id = await countedQuiz();
    const answer = await analytics(id);
    expect(answer.status).toBe(200);
    expect(answer.body.regular.days).toEqual({
      [today]: { 'Стартовая страница': 2, 'q:q1': 2, 'q:q2': 1 },
    });
    expect(answer.body.abTest.days).toEqual({ [today]: { 'Стартовая страница': 1 } });
    expect((await analytics(id, '')).body.regular.days).toEqual(answer.body.regular.days);
    expect((await analytics(id, '&from=2020-01-01&to=2020-01-31')).body.regular.days).toEqual({});
  });

  it.each([
    ['&from=2026-02-01', 'Укажите обе даты периода: from и to'],
    ['&from=2026-02-10&to=2026-02-01', 'Начало периода позже его конца'],
    ['&from=2020-01-01&to=2026-01-01', 'Период не длиннее 400 дней'],
    ['&from=01.02.2026&to=2026-02-01', 'Дата периода в формате гггг-мм-дд'],
  ])('refuses the period %s in Russian', async (period, message) => {
    const id = await createQuiz(token, { name: 'Период' });
    const answer = await analytics(id, period);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });

  it('is reset by a save that renames a question, not by one that moves questions', async () => {
    const id = await countedQuiz();
    const moved = await save(id, 1, [{ op: 'move', from: '/questions/0', path: '/questions/1' }]);
    expect(moved.body.analyticsReset).toBe(false);
    expect((await analytics(id)).body.regular.days[today]).toBeDefined();
    const renamed = await save(id, 2, [{ op: 'replace', path: '/questions/0/question', value: 'Какие зубы лечить?' }]);
    expect(renamed.body.analyticsReset).toBe(true);
    const after = (await analytics(id)).body;
    expect(after).toEqual({ regular: NOTHING_COUNTED, abTest: NOTHING_COUNTED });
  });

  it("keeps the A/B variant's Контакты and thank-you ids over consecutive saves made the builder's way, analytics kept", async () => {
    const id = await createQuiz(token, dentalQuizBody());
    expect((await beacon(id, funnel)).status).toBe(204);
    const variantIds = (quiz: QuizFields) =>
      (quiz.ABTestObj?.questions ?? []).filter((question: Question) => question.type !== 'text').map((question) => question._uid);
    // The builder's save: a patch from the adopted answer (its base snapshot) to the form.
    const saveFrom = async (base: Record<string, unknown> & QuizFields, form: QuizFields) => {
      const answer = await save(id, base.version as number, quizPatchOf(base, form));
      expect(answer.status).toBe(200);
      return answer.body as Record<string, unknown> & QuizFields;
    };
    // A/B switched on with a variant of one question: the server adds its Контакты and thank-you page.
    const loaded = await read(id);
    const variant = { header: 'Вариант Б', questions: [{ _uid: 'b1', question: 'Вариант Б: что беспокоит?', type: 'text' as const }] };
    const first = await saveFrom(loaded, { ...quizFieldsOf(loaded), ABTestBool: true, ABTestObj: variant });
    expect((await beacon(id, funnel.slice(0, 1), true)).status).toBe(204);
    const ids = variantIds(first);
    expect(ids).toHaveLength(2);
    const second = await saveFrom(first, { ...quizFieldsOf(first), ABTestObj: { ...first.ABTestObj, paragraf: 'Абзац Б' } });
    expect(variantIds(second)).toEqual(ids);
    // An edit typed while a save was on its way, rebased onto that save's answer, keeps them too.
    const sent = quizFieldsOf(second);
    const typed = { ...sent, ABTestObj: { ...sent.ABTestObj, header: 'Вариант Б, снова' } };
    const third = await saveFrom(second, rebasePendingEdit(sent, typed, quizFieldsOf(second)));
    expect(third).toMatchObject({ version: 4, ABTestObj: { header: 'Вариант Б, снова', paragraf: 'Абзац Б' } });
    expect(variantIds(third)).toEqual(ids);
    expect([first, second, third].map((answer) => answer.analyticsReset)).toEqual([false, false, false]);
    const counts = (await analytics(id)).body;
    expect(counts.regular.days[today]).toEqual({ 'Стартовая страница': 1, 'q:q1': 1, 'q:q2': 1 });
    expect(counts.abTest.days).toEqual({ [today]: { 'Стартовая страница': 1 } });
  });

  it('is reset by the reset call, and drops a deleted question from one variant: its counters by id and those by text from before ids', async () => {
    const id = await countedQuiz();
    // Counters a page made before questions were counted by id: keyed by the question's text.
    const older = { userId: id.split('.')[0]!, quizId: id, variant: 'regular' as const, day: '2026-01-15' };
    await addQuizViews({ ...older, titles: ['Стартовая страница', 'Что вас беспокоит?', 'Какие зубы нужно лечить?'] });
    const dropped = await api('POST', '/api/quiz/analytics/delQuestions', {
      token,
      body: { quizId: id, questionDel: 'Что вас беспокоит?', questionId: 'q1' },
    });
    expect(dropped.status).toBe(204);
    expect((await analytics(id)).body.regular.days[today]).toEqual({ 'Стартовая страница': 2, 'q:q2': 1 });
    expect((await analytics(id, '')).body.regular.days['2026-01-15']).toEqual({ 'Стартовая страница': 1, 'Какие зубы нужно лечить?': 1 });
    expect((await api('POST', '/api/quiz/analytics/reset', { token, body: { quizId: id } })).status).toBe(204);
    expect((await analytics(id)).body).toEqual({ regular: NOTHING_COUNTED, abTest: NOTHING_COUNTED });
  });

  it("keeps each clinic to its own quiz's counters: another clinic's read, reset and delQuestions answer 404 and change nothing", async () => {
    const id = await countedQuiz();
    const before = (await analytics(id)).body;
    const asRival = { token: rival };
    const read = await api('GET', `/api/quiz/analytics?id=${encodeURIComponent(id)}`, asRival);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toMatch(/[А-Яа-я]/);
    expect((await api('POST', '/api/quiz/analytics/reset', { ...asRival, body: { quizId: id } })).status).toBe(404);
    const dropped = await api('POST', '/api/quiz/analytics/delQuestions', {
      ...asRival,
      body: { quizId: id, questionDel: 'Что вас беспокоит?' },
    });
    expect(dropped.status).toBe(404);
    expect((await analytics(id)).body).toEqual(before);
    expect(before.regular.days[today]).toBeDefined();
  });
});
