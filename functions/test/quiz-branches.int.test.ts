// Branch rules over HTTP (issue 27 §2): a save of sound rules is stored and served to the public page;
// a save or a new quiz whose rule leads to a deleted question, to the thank-you page, to its own
// question, or round in a cycle is a 400 that names the rule's field in Russian, and nothing is written.
import { BRANCH_MESSAGES } from '../../shared/domain/quiz/branch-rules';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { api, registerAccount, type ApiAnswer } from './api';
import { createQuiz, dentalQuizBody } from './quiz-support';

let token: string;
beforeAll(async () => {
  useRuntimeInProcess();
  ({ token } = await registerAccount());
});

const read = async (id: string) => (await api('GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`, { token })).body;
const save = (id: string, version: number, compare: unknown[]): Promise<ApiAnswer> =>
  api('POST', '/api/quiz/save', { token, body: { _id: id, version, compare } });
/** dentalQuizBody: q1 a radio («Боль», «Нет зуба»), q2 the tooth chart, q3 a checkbox, q4 contacts, q5 thank-you. */
const goTo = (question: number, variant: number, value: unknown) => ({
  op: 'add',
  path: `/questions/${question}/variants/${variant}/goTo`,
  value,
});

describe('branch rules saved by the builder', () => {
  it('store a rule to a later question and one to contacts, and serve them to the public page', async () => {
    const id = await createQuiz(token, dentalQuizBody());
    const answer = await save(id, 1, [goTo(0, 0, { question: 'q3' }), goTo(2, 1, { contacts: true })]);
    expect(answer.status).toBe(200);
    const published = (await api('GET', `/api/quiz?id=${encodeURIComponent(id)}`)).body;
    expect(published.questions[0].variants).toEqual([{ text: 'Боль', goTo: { question: 'q3' } }, { text: 'Нет зуба' }]);
    expect(published.questions[2].variants[1]).toEqual({ text: 'Вечером', goTo: { contacts: true } });
  });

  it.each([
    ['a deleted question', [goTo(0, 0, { question: 'q-deleted' })], 'questions.0.variants.0.goTo', BRANCH_MESSAGES.gone],
    ['the thank-you page', [goTo(0, 1, { question: 'q5' })], 'questions.0.variants.1.goTo', BRANCH_MESSAGES.thankYou],
    ['its own question', [goTo(2, 0, { question: 'q3' })], 'questions.2.variants.0.goTo', BRANCH_MESSAGES.itself],
    [
      // q3's both variants lead back to q1, which leads on in order to q3 again.
      'a cycle',
      [goTo(2, 0, { question: 'q1' }), goTo(2, 1, { question: 'q1' })],
      'questions.2.variants.0.goTo',
      'Переход на «Что вас беспокоит?» создаёт цикл: оттуда квиз снова приводит к этому вопросу',
    ],
    ['a target that is neither', [goTo(0, 0, { page: 2 })], 'questions.0.variants.0.goTo', 'Переход: ожидается вопрос или контакты'],
  ])('refuse a rule to %s: 400 at the rule, in Russian, nothing stored', async (_case, compare, field, message) => {
    const id = await createQuiz(token, dentalQuizBody());
    const answer = await save(id, 1, compare);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toBe(message);
    expect(answer.body.error.message).toBe(message);
    const stored = await read(id);
    expect(stored.version).toBe(1);
    expect(JSON.stringify(stored.questions)).not.toContain('goTo');
  });

  it("check the A/B variant's own questions against its own page", async () => {
    const id = await createQuiz(token, {
      ...dentalQuizBody(),
      ABTestBool: true,
      ABTestObj: { questions: [{ _uid: 'b1', question: 'Какая услуга?', type: 'radio', variants: [{ text: 'Брекеты' }] }] },
    });
    // q3 is a question of the main page, not of the variant's.
    const answer = await save(id, 1, [{ op: 'add', path: '/ABTestObj/questions/0/variants/0/goTo', value: { question: 'q3' } }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'ABTestObj.questions.0.variants.0.goTo': BRANCH_MESSAGES.gone });
  });

  it('refuse a new quiz posted with a cycle, and create none', async () => {
    const before = (await api('GET', '/api/quiz/all', { token })).body.length;
    const body = dentalQuizBody('С циклом');
    const questions = body.questions.map((question) =>
      question._uid === 'q1' ? { ...question, variants: [{ text: 'Боль', goTo: { question: 'q1' } }] } : question,
    );
    const answer = await api('POST', '/api/quiz', { token, body: { ...body, questions } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'questions.0.variants.0.goTo': BRANCH_MESSAGES.itself });
    expect((await api('GET', '/api/quiz/all', { token })).body.length).toBe(before);
  });
});
