import { jest } from '@jest/globals';
import { createPatch } from 'rfc6902';
import * as z from 'zod/mini';
import { type QuestionOf, quizInputSchema, type QuizFields } from '../../schemas/quiz';
import { quizSaveSchema } from '../../schemas/quiz-save';
import { newQuizQuestions, normaliseQuiz } from './normalise';
import { applyQuizPatch, QUIZ_PATCH_BOUNDS, QuizPatchError, quizPatchOf } from './patch';

// The save's time budget (QUIZ_PATCH_BOUNDS.budgetMs, read from performance.now) is a production safety net:
// on a loaded machine a descheduled test passes it and is refused 'too-slow'. Here the clock stands still,
// so every outcome below is the rule's; the budget's own test runs on a clock of its own.
beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());

let next = 0;
const newUid = () => `uid-${++next}`;
const savedQuiz = (): QuizFields =>
  normaliseQuiz(
    {
      name: 'Имплантация',
      header: 'Узнайте цену за минуту',
      questions: [
        { _uid: 'q1', question: 'Сколько зубов нет?', type: 'radio', variants: [{ text: 'Один' }, { text: 'Два' }] },
        ...newQuizQuestions(newUid),
      ],
    },
    newUid,
  );

describe('the builder save as a JSON Patch', () => {
  it('turns the last saved snapshot into the edited quiz, and the server gets the same quiz back', () => {
    const saved = savedQuiz();
    const edited = structuredClone(saved);
    edited.header = 'Новый заголовок';
    edited.questions!.splice(1, 0, { _uid: 'q2', question: 'Когда удобно?', type: 'text' });
    (edited.questions![0] as QuestionOf<'radio'>).variants!.push({ text: 'Три' });
    const patch = quizPatchOf(saved, edited);
    expect(patch.length).toBeGreaterThan(0);
    expect(patch.length).toBeLessThan(6);
    expect(applyQuizPatch(saved, patch)).toEqual(edited);
    expect(saved.header).toBe('Узнайте цену за минуту');
  });

  it("is computed on the quiz's own fields, so the view's id and bookkeeping never reach the server", () => {
    const saved = { ...savedQuiz(), _id: 'u.AAAAAAAAAAA', userId: 'u', updatedAt: '2026-01-01T00:00:00.000Z', version: 3 };
    const edited = { ...structuredClone(saved), name: 'Виниры', version: 4, updatedAt: '2026-01-02T00:00:00.000Z' };
    expect(quizPatchOf(saved, edited)).toEqual([{ op: 'replace', path: '/name', value: 'Виниры' }]);
  });

  it('is normalised after it is applied: a question added after the fixed ones moves before them, duplicates go', () => {
    const saved = savedQuiz();
    const patched = applyQuizPatch(saved, [
      { op: 'add', path: '/questions/-', value: { _uid: 'late', question: 'Есть ли боль?', type: 'radio' } },
      { op: 'add', path: '/questions/0', value: { _uid: 'dup', question: 'сколько зубов нет?', type: 'text' } },
    ]);
    const normalised = normaliseQuiz(z.parse(quizInputSchema, patched), newUid);
    expect(normalised.questions!.map((question) => question.question)).toEqual([
      'сколько зубов нет?',
      'Есть ли боль?',
      'Контакты',
      'Благодарим за ответы на все вопросы',
    ]);
  });

  it('refuses a path the quiz does not have, and changes nothing', () => {
    const saved = savedQuiz();
    const before = structuredClone(saved);
    const apply = () =>
      applyQuizPatch(saved, [
        { op: 'replace', path: '/header', value: 'Другой' },
        { op: 'replace', path: '/questions/7/question', value: 'Нет такого' },
      ]);
    expect(apply).toThrow(QuizPatchError);
    expect(apply).toThrow(/изменение №2 \(replace «\/questions\/7\/question»\)/);
    expect(saved).toEqual(before);
  });

  it('refuses a failing test operation in Russian', () => {
    const saved = savedQuiz();
    expect(() =>
      applyQuizPatch(saved, [
        { op: 'test', path: '/name', value: 'Виниры' },
        { op: 'replace', path: '/name', value: 'Брекеты' },
      ]),
    ).toThrow(/не прошла проверка, изменение №1/);
    expect(applyQuizPatch(saved, [{ op: 'test', path: '/name', value: 'Имплантация' }])).toEqual(saved);
  });

  it('replaces the whole quiz with the empty path', () => {
    const saved = savedQuiz();
    expect(applyQuizPatch(saved, [{ op: 'replace', path: '', value: { name: 'Заново' } }])).toEqual({ name: 'Заново' });
  });

  it('takes only well-formed operations, never one that reaches a prototype', () => {
    const body = (compare: unknown[]) => ({ _id: 'u.AAAAAAAAAAA', version: 1, compare });
    expect(z.safeParse(quizSaveSchema, body([{ op: 'add', path: '/name', value: 'x' }])).success).toBe(true);
    const refusals = [
      [{ op: 'add', path: '/name' }, 'Операции add, replace и test нужно value'],
      [{ op: 'move', path: '/name' }, 'Операциям move и copy нужно from'],
      [{ op: 'merge', path: '/name', value: 1 }, 'Операция изменения: add, remove, replace, move, copy или test'],
      [{ op: 'add', path: 'name', value: 1 }, 'Путь изменения: JSON Pointer, пустой или начинающийся с «/»'],
      [{ op: 'add', path: '/__proto__/polluted', value: 1 }, 'Путь изменения не может вести в __proto__, constructor или prototype'],
    ] as const;
    for (const [operation, message] of refusals) {
      const result = z.safeParse(quizSaveSchema, body([operation]));
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});

describe('the bounds of a save (issue 21 §1)', () => {
  const body = (compare: unknown[]) => ({ _id: 'u.AAAAAAAAAAA', version: 1, compare });
  const refusal = (compare: unknown[]) => z.safeParse(quizSaveSchema, body(compare)).error?.issues[0]?.message;
  const refusedWith = (apply: () => unknown, kind: QuizPatchError['refusal'], message: RegExp) => {
    try {
      apply();
    } catch (error) {
      expect(error).toBeInstanceOf(QuizPatchError);
      expect((error as QuizPatchError).refusal).toBe(kind);
      expect((error as Error).message).toMatch(message);
      return (error as QuizPatchError).index;
    }
    throw new Error('the patch was applied');
  };
  const kb = (count: number) => 'ж'.repeat(count * 512);

  it(`takes at most ${QUIZ_PATCH_BOUNDS.operations} operations`, () => {
    const name = (index: number) => ({ op: 'replace', path: '/name', value: `Имя ${index}` });
    expect(refusal(Array.from({ length: QUIZ_PATCH_BOUNDS.operations }, (_, index) => name(index)))).toBeUndefined();
    expect(refusal(Array.from({ length: QUIZ_PATCH_BOUNDS.operations + 1 }, (_, index) => name(index)))).toBe(
      `Не больше ${QUIZ_PATCH_BOUNDS.operations} изменений за одно сохранение`,
    );
  });

  it('refuses copies and moves of the whole quiz, of a part into itself and over what holds it, before applying anything', () => {
    const doubling = Array.from({ length: 19 }, (_, index) => ({ op: 'copy', from: '', path: `/k${index}` }));
    expect(refusal(doubling)).toBe('Операции move и copy не могут брать весь квиз или класть часть квиза внутрь неё самой');
    expect(refusal([{ op: 'copy', from: '/questions', path: '/questions/0/variants/-' }])).toMatch(/внутрь неё самой/);
    expect(refusal([{ op: 'move', from: '', path: '/x' }])).toMatch(/весь квиз/);
    expect(refusal([{ op: 'move', from: '/questions/0', path: '/questions' }])).toBe(
      'Операция move не может класть часть квиза поверх того, что её содержит',
    );
    expect(refusal([{ op: 'move', from: '/questions/0', path: '' }])).toMatch(/поверх того, что её содержит/);
    // Siblings whose names share a prefix are neither.
    expect(refusal([{ op: 'copy', from: '/questions/1', path: '/questions/10' }])).toBeUndefined();
  });

  it('stops copies that grow the quiz without the root or a part into itself, at the copy that would pass the limit', () => {
    // Two parts copied into each other in turn grow like Fibonacci's numbers: 19 copies make ~4,000 times the quiz.
    const seeded = applyQuizPatch(savedQuiz(), [
      { op: 'add', path: '/a', value: { seed: kb(8) } },
      { op: 'add', path: '/b', value: {} },
    ]);
    const growing = Array.from({ length: 19 }, (_, index) =>
      index % 2 === 0
        ? { op: 'copy' as const, from: '/a', path: `/b/a${index}` }
        : { op: 'copy' as const, from: '/b', path: `/a/b${index}` },
    );
    const index = refusedWith(() => applyQuizPatch(seeded, growing), 'too-large', /больше 300 КБ/);
    expect(index).toBeLessThan(12);
  });

  it('checks the size after every operation: a value that would make the quiz larger than a stored one stops the save there', () => {
    const index = refusedWith(
      () =>
        applyQuizPatch(savedQuiz(), [
          { op: 'add', path: '/x', value: kb(200) },
          { op: 'add', path: '/y', value: kb(200) },
          { op: 'remove', path: '/x' },
        ]),
      'too-large',
      /^Квиз стал бы больше 300 КБ: изменение №2 \(add «\/y»\)$/,
    );
    expect(index).toBe(1);
  });

  it('copies at most a stored quiz’s weight in one save', () => {
    const seeded = applyQuizPatch(savedQuiz(), [{ op: 'add', path: '/a', value: kb(100) }]);
    const copies = [1, 2, 3].flatMap(() => [
      { op: 'copy' as const, from: '/a', path: '/b' },
      { op: 'remove' as const, path: '/b' },
    ]);
    refusedWith(() => applyQuizPatch(seeded, copies), 'too-large', /Копирование больше 300 КБ за одно сохранение: изменение №5/);
  });

  it('stops when applying takes longer than its budget', () => {
    let clock = 0;
    const now = () => (clock += QUIZ_PATCH_BOUNDS.budgetMs / 2 + 1);
    const names = [1, 2, 3].map((index) => ({ op: 'replace' as const, path: '/name', value: `Имя ${index}` }));
    expect(() => applyQuizPatch(savedQuiz(), names.slice(0, 1), { now })).not.toThrow();
    clock = 0;
    refusedWith(() => applyQuizPatch(savedQuiz(), names, { now }), 'too-slow', /слишком долго: изменение №2/);
  });

  it('tests a value in one pass, however the lists differ (a reordered list took the diff seconds)', () => {
    const rows = Array.from({ length: 120 }, (_, row) => ({
      row,
      cells: Array.from({ length: 40 }, (_, cell) => ({ text: `${row}:${cell}` })),
    }));
    const saved = { ...savedQuiz(), rows } as unknown as QuizFields;
    // The work counted, not timed: reads of the tested value's members, at most two per member in one pass.
    const members = rows.length * (2 + 40 * 2);
    const reversed = countingReads([...rows].reverse());
    refusedWith(() => applyQuizPatch(saved, [{ op: 'test', path: '/rows', value: reversed.value }]), 'failed', /не прошла проверка/);
    expect(reversed.reads()).toBeLessThanOrEqual(2 * members);
    const same = countingReads(structuredClone(rows));
    expect(applyQuizPatch(saved, [{ op: 'test', path: '/rows', value: same.value }])).toEqual(saved);
    expect(same.reads()).toBeGreaterThan(members);
    expect(same.reads()).toBeLessThanOrEqual(2 * members);
  });

  it.each([
    ['a path through a text', { op: 'replace', path: '/name/length', value: 1 }],
    ['a member of a text', { op: 'add', path: '/name/x', value: 1 }],
    ['an index that is not a number', { op: 'remove', path: '/questions/01' }],
    ['a move past the end of a list', { op: 'move', from: '/questions/0', path: '/questions/9' }],
    ['a copy past the end of a list', { op: 'copy', from: '/name', path: '/questions/9' }],
    ['a member only a prototype has', { op: 'replace', path: '/toString', value: 1 }],
  ] as const)('refuses %s as a place the quiz does not have', (_case, operation) => {
    refusedWith(() => applyQuizPatch(savedQuiz(), [operation]), 'failed', /В квизе нет такого места: изменение №1/);
  });
});

describe('what the builder sends', () => {
  const bigQuiz = (questions: number, variants: number) =>
    normaliseQuiz(
      {
        name: 'Большой квиз',
        questions: Array.from({ length: questions }, (_, index) => ({
          _uid: `q${index}`,
          question: `Вопрос ${index}`,
          type: 'radio' as const,
          variants: Array.from({ length: variants }, (_, variant) => ({ text: `Вариант ${variant} вопроса ${index}` })),
        })),
      },
      newUid,
    );

  it('is the diff for its largest everyday edits: moving a question, deleting one, the A/B copy', () => {
    const saved = bigQuiz(20, 10);
    const questions = saved.questions!;
    const moved = { ...saved, questions: [...questions.slice(1, 20), questions[0]!, ...questions.slice(20)] };
    const deleted = { ...saved, questions: questions.filter((question) => question._uid !== 'q7') };
    const abCopy = { ...saved, ABTestBool: true, ABTestObj: { header: 'Вариант Б', questions } };
    for (const edited of [moved, deleted, abCopy]) {
      const patch = quizPatchOf(saved, edited);
      expect(patch.length).toBeLessThanOrEqual(2);
      expect(patch[0]!.path).not.toBe('');
      expect(applyQuizPatch(saved, patch)).toEqual(edited);
    }
  });

  it('sends one replace of the whole quiz when the diff would break a bound, and the server takes it', () => {
    const saved = bigQuiz(50, 4);
    const edited = { ...saved, questions: saved.questions!.map((question) => ({ ...question, question: `${question.question}?` })) };
    const patch = quizPatchOf(saved, edited);
    expect(createPatch(saved, edited).length).toBeGreaterThan(QUIZ_PATCH_BOUNDS.operations);
    expect(patch).toEqual([{ op: 'replace', path: '', value: edited }]);
    expect(z.safeParse(quizSaveSchema, { _id: 'u.AAAAAAAAAAA', version: 1, compare: patch }).success).toBe(true);
    expect(applyQuizPatch(saved, patch)).toEqual(edited);
  });
});

/** `value` behind proxies that count every read of a member, at any depth. */
function countingReads<T extends object>(value: T): { value: T; reads: () => number } {
  let reads = 0;
  const wrap = <V>(inner: V): V =>
    inner !== null && typeof inner === 'object'
      ? new Proxy(inner, {
          get(target, key, receiver) {
            reads += 1;
            return wrap(Reflect.get(target, key, receiver));
          },
        })
      : inner;
  return { value: wrap(value), reads: () => reads };
}
