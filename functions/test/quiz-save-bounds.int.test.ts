// One small save must not freeze the server (issue 21 §1): over HTTP, saves built to make the server
// work hard (the whole quiz copied into itself 19 times, copies that grow each other, long values, many
// operations, a test of a reordered list, paths through a text) are refused with a Russian 4xx quickly
// and without the server's memory growing, and the builder's own saves, small and large, still pass.
import { readFileSync } from 'node:fs';
import { quizPatchOf } from '../../shared/domain/quiz/patch';
import { quizFieldsOf } from '../../shared/domain/quiz/quiz-fields';
import { QUIZ_PATCH_LIMITS } from '../../shared/schemas/quiz-save';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api, registerAccount, type ApiAnswer } from './api';
import { createQuiz, dentalQuizBody } from './quiz-support';

/** A refused save answers within this (the 19 copies took 7.3 s before, a reordered test minutes). */
const QUICK_MS = 2000;
/** The runtime's peak memory may grow this much over all the hostile saves (the 19 copies alone took +700 MB). */
const MEMORY_GROWTH_MB = 150;

let token: string;
beforeAll(async () => {
  token = (await registerAccount()).token;
});

const read = async (id: string) => (await api('GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`, { token })).body;
const save = (id: string, version: number, compare: unknown[]): Promise<ApiAnswer> =>
  api('POST', '/api/quiz/save', { token, body: { _id: id, version, compare } });

/** The runtime process's peak resident memory so far (it runs every handler in-process). */
const peakMemoryMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${testRuntime().pid}/status`, 'utf8'))![1]) / 1024;

/** A quiz of `questions` questions with `variants` variants each. */
const quizOf = (questions: number, variants: number) => ({
  name: `Квиз на ${questions} вопросов`,
  questions: Array.from({ length: questions }, (_, index) => ({
    _uid: `q${index}`,
    question: `Вопрос номер ${index}`,
    type: 'radio',
    variants: Array.from({ length: variants }, (_, variant) => ({ text: `Вариант ${variant} вопроса ${index}` })),
  })),
});

describe('a save built to make the server work', () => {
  const kb = (count: number) => 'ж'.repeat(count * 512);
  const fibonacci = Array.from({ length: 24 }, (_, index) =>
    index % 2 === 0 ? { op: 'copy', from: '/a', path: `/b/a${index}` } : { op: 'copy', from: '/b', path: `/a/b${index}` },
  ).slice(0, QUIZ_PATCH_LIMITS.operations - 2);
  const attacks: Array<[string, () => Promise<unknown[]>, number, RegExp]> = [
    [
      'the whole quiz copied into itself 19 times',
      async () => Array.from({ length: 19 }, (_, index) => ({ op: 'copy', from: '', path: `/k${index}` })),
      400,
      /не могут брать весь квиз/,
    ],
    [
      'a part copied into itself',
      async () => [{ op: 'copy', from: '/questions', path: '/questions/0/variants/-' }],
      400,
      /внутрь неё самой/,
    ],
    [
      'two parts copied into each other in turn (they grow like Fibonacci numbers)',
      async () => [{ op: 'add', path: '/a', value: { seed: kb(4) } }, { op: 'add', path: '/b', value: {} }, ...fibonacci],
      422,
      /^Копирование больше 300 КБ за одно сохранение|^Квиз стал бы больше 300 КБ/,
    ],
    [
      'long values added one after another',
      async () => Array.from({ length: 4 }, (_, index) => ({ op: 'add', path: `/x${index}`, value: kb(200) })),
      422,
      /^Квиз стал бы больше 300 КБ: изменение №2 \(add «\/x1»\)/,
    ],
    [
      'more operations than a save takes',
      async () =>
        Array.from({ length: QUIZ_PATCH_LIMITS.operations + 1 }, (_, index) => ({ op: 'replace', path: '/name', value: `Имя ${index}` })),
      400,
      new RegExp(`Не больше ${QUIZ_PATCH_LIMITS.operations} изменений за одно сохранение`),
    ],
    ['a path through a text', async () => [{ op: 'replace', path: '/name/length', value: 1 }], 422, /В квизе нет такого места/],
  ];

  it.each(attacks)('refuses %s with a clear Russian 4xx, quickly, and changes nothing', async (_case, compare, status, message) => {
    const id = await createQuiz(token, dentalQuizBody());
    const before = await read(id);
    const body = await compare();
    const started = performance.now();
    const answer = await save(id, 1, body);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toMatch(message);
    expect(await read(id)).toEqual(before);
  });

  it('compares a test of a reordered question list in one pass (the diff took seconds)', async () => {
    const id = await createQuiz(token, quizOf(40, 20));
    const { questions } = await read(id);
    const started = performance.now();
    const answer = await save(id, 1, [{ op: 'test', path: '/questions', value: [...questions].reverse() }]);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toMatch(/не прошла проверка/);
  });

  it('leaves the server’s memory as it was, and the server answers the next real save', async () => {
    const id = await createQuiz(token, dentalQuizBody());
    const peak = peakMemoryMb();
    for (const [, compare] of attacks) await save(id, 1, await compare());
    expect(peakMemoryMb() - peak).toBeLessThan(MEMORY_GROWTH_MB);
    expect((await save(id, 1, [{ op: 'replace', path: '/name', value: 'После атаки' }])).status).toBe(200);
  });
});

describe('the builder’s own saves', () => {
  it('pass: a question moved, one deleted, the A/B copy, and a large edit sent whole', async () => {
    const id = await createQuiz(token, quizOf(30, 6));
    const edits: Array<(quiz: ReturnType<typeof quizFieldsOf>) => ReturnType<typeof quizFieldsOf>> = [
      (quiz) => ({ ...quiz, questions: [...quiz.questions!.slice(1, 30), quiz.questions![0]!, ...quiz.questions!.slice(30)] }),
      (quiz) => ({ ...quiz, questions: quiz.questions!.filter((question) => question._uid !== 'q7') }),
      (quiz) => ({ ...quiz, ABTestBool: true, ABTestObj: { header: 'Вариант Б', questions: quiz.questions } }),
      // Every ordinary question renamed: more operations than a save takes, so the builder sends the quiz whole.
      (quiz) => ({
        ...quiz,
        questions: quiz.questions!.map((question) =>
          question._uid.startsWith('q') ? { ...question, question: `${question.question}?` } : question,
        ),
      }),
    ];
    for (const edit of edits) {
      const saved = await read(id);
      const edited = edit(quizFieldsOf(saved));
      const answer = await save(id, saved.version, quizPatchOf(saved, edited));
      expect(answer.status).toBe(200);
      expect(quizFieldsOf(answer.body)).toMatchObject(edited);
    }
    expect((await read(id)).version).toBe(1 + edits.length);
  });
});
