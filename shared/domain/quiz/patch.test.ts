import * as z from 'zod/mini';
import { quizInputSchema, type QuizFields } from '../../schemas/quiz';
import { quizSaveSchema } from '../../schemas/quiz-save';
import { newQuizQuestions, normaliseQuiz } from './normalise';
import { applyQuizPatch, QuizPatchError, quizPatchOf } from './patch';

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
    edited.questions![0]!.variants!.push({ text: 'Три' });
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
