// Quizzes over HTTP: create and read by id and by custom URL, the custom-URL race, tenant isolation of
// every cabinet quiz call, and bad input refused in Russian with nothing stored.
import { CONTACTS_TITLE, DEFAULT_THANK_YOU_TITLE } from '../../shared/domain/quiz/normalise';
import type * as quizRoutes from '../routes/quiz';
import { api, registerAccount, type ApiAnswer } from './api';
import { createQuiz, dentalQuizBody, quizList, uniqueUrl } from './quiz-support';

let owner: string;
let intruder: string;
beforeAll(async () => {
  [owner, intruder] = await Promise.all([registerAccount().then((a) => a.token), registerAccount().then((a) => a.token)]);
});

describe('a new quiz', () => {
  it('starts with Контакты and the thank-you page, and is listed for its clinic', async () => {
    const id = await createQuiz(owner, { name: 'Новый квиз' });
    const list = await quizList(owner);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      _id: id,
      name: 'Новый квиз',
      questions: [
        { type: 'contacts', question: CONTACTS_TITLE, contacts: { name: { bool: true }, phone: { bool: true } } },
        { type: 'ThankYouPages', question: DEFAULT_THANK_YOU_TITLE },
      ],
      ABTestBool: false,
    });
    const whole = await api('GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`, { token: owner });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ _id: id, name: 'Новый квиз', updatedAt: expect.any(String) });
  });

  it('is read by the public page by id and by custom URL (any letter case), normalised and without bookkeeping', async () => {
    const url = uniqueUrl('Dental');
    const id = await createQuiz(owner, { ...dentalQuizBody(), customUrl: ` ${url} ` });
    const byId = await api('GET', `/api/quiz?id=${encodeURIComponent(id)}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ _id: id, name: 'Расчёт стоимости лечения', customUrl: url });
    expect(byId.body.questions.map((question: { type: string }) => question.type)).toEqual([
      'radio',
      'checkbox-dental',
      'checkbox',
      'contacts',
      'ThankYouPages',
    ]);
    for (const field of ['version', 'createdAt', 'updatedAt', 'pk', 'sk', 'entity']) expect(byId.body).not.toHaveProperty(field);
    const byUrl = await api('GET', `/api/quiz?id=${url.toLowerCase()}`);
    expect(byUrl.status).toBe(200);
    expect(byUrl.body).toEqual(byId.body);
  });

  it('answers 404 for an unknown id or URL', async () => {
    const [owned] = (await quizList(owner)).body as Array<{ _id: string }>;
    const unknownId = `${owned!._id.slice(0, -11)}AAAAAAAAAAA`;
    for (const ref of [unknownId, uniqueUrl('nobody')]) {
      const answer = await api('GET', `/api/quiz?id=${encodeURIComponent(ref)}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Квиз не найден');
    }
  });
});

describe('a custom URL', () => {
  it('is held by exactly one quiz when two clinics take it at once; the other gets 409', async () => {
    const url = uniqueUrl('race');
    const answers = await Promise.all(
      [owner, intruder].map((token) => api('POST', '/api/quiz', { token, body: { name: 'Гонка', customUrl: url } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error.message).toBe('Такая ссылка уже существует');
    const winnerId = answers.find((answer) => answer.status === 201)!.body._id;
    expect((await api('GET', `/api/quiz?id=${url}`)).body._id).toBe(winnerId);
    const loserToken = answers[0]!.status === 409 ? owner : intruder;
    expect(((await quizList(loserToken)).body as Array<{ name: string; customUrl?: string }>).some((quiz) => quiz.customUrl === url)).toBe(
      false,
    );
  });

  it('is free again when its quiz is deleted', async () => {
    const url = uniqueUrl('free');
    const id = await createQuiz(owner, { name: 'Временный', customUrl: url });
    expect((await api('POST', '/api/quiz/delete', { token: owner, body: { id } })).status).toBe(204);
    expect((await api('GET', `/api/quiz?id=${url}`)).status).toBe(404);
    expect((await api('GET', `/api/quiz?id=${encodeURIComponent(id)}`)).status).toBe(404);
    const again = await createQuiz(intruder, { name: 'Теперь мой', customUrl: url });
    expect((await api('GET', `/api/quiz?id=${url}`)).body._id).toBe(again);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'Название квиза: ожидается строка'],
    [{ name: 'Квиз', customUrl: 'моя ссылка' }, 'Ссылка: только латинские буквы, цифры, «-» и «_»'],
    [{ name: 'Квиз', questions: [{ _uid: 'x', question: 'Вопрос', type: 'slider' }] }, 'Неизвестный тип вопроса: slider'],
    [{ name: 'x'.repeat(201) }, 'Название квиза: не длиннее 200 символов'],
  ])('%j is refused with a Russian 400 and nothing is stored', async (body, message) => {
    const token = (await registerAccount()).token;
    const answer = await api('POST', '/api/quiz', { token, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect((await quizList(token)).body).toEqual([]);
  });
});

describe('the public quiz page /quiz/{ref} (GET /api/quiz/page, issue 25 §4)', () => {
  const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';

  it("is rendered per device kind, kept a minute at the edge, with the pages' security headers rather than the API's", async () => {
    const url = uniqueUrl('Page');
    await createQuiz(owner, { ...dentalQuizBody(), customUrl: url, header: 'Сколько стоит лечение?' });
    const desktop = await api('GET', `/quiz/${url}`);
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(desktop.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(desktop.body).toContain('<h1>Сколько стоит лечение?</h1>');
    expect(desktop.body).not.toContain('qz-mobile');
    expect(desktop.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(desktop.headers.get('content-security-policy')).not.toContain('sandbox');
    expect(desktop.headers.get('cross-origin-embedder-policy')).toBeNull();
    const phone = await api('GET', `/quiz/${url}`, { headers: { 'user-agent': PHONE_AGENT } });
    expect(phone.body).toContain('qz-mobile');
    // CloudFront's guess wins over the user agent (it is what the edge keys the page by).
    const guessed = await api('GET', `/api/quiz/page?id=${url}`, {
      headers: { 'user-agent': PHONE_AGENT, 'cloudfront-is-mobile-viewer': 'false' },
    });
    expect(guessed.body).not.toContain('qz-mobile');
  });

  it('answers a ref that names no quiz, or none at all, with the 404 page, kept as long', async () => {
    for (const path of [`/quiz/${uniqueUrl('nobody')}`, '/api/quiz/page', `/api/quiz/page?id=${'x'.repeat(300)}`]) {
      const answer = await api('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('Страница не найдена');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
  });
});

describe('tenant isolation', () => {
  let quizId: string;
  beforeAll(async () => {
    quizId = await createQuiz(owner, { name: 'Квиз владельца' });
  });

  const attempts: Record<keyof typeof quizRoutes, (() => Promise<ApiAnswer>) | 'public' | 'leads'> = {
    quizPublic: 'public',
    quizPage: 'public',
    quizSend: 'public',
    quizAnalytics: 'public',
    // The clinic's quiz leads: isolated in quiz-send.int.test.ts (where there are leads to see).
    quizLeads: 'leads',
    quizList: async () => {
      const answer = await quizList(intruder);
      expect(answer.body.some((quiz: { _id: string }) => quiz._id === quizId)).toBe(false);
      return { ...answer, status: 404 };
    },
    quizGet: () => api('GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`, { token: intruder }),
    quizCreate: async () => {
      // A create can only make the caller's own quiz: the id it answers is never the owner's partition.
      const id = await createQuiz(intruder, { name: 'Чужой' });
      expect(id.startsWith(quizId.split('.')[0]!)).toBe(false);
      return { status: 404, body: {}, headers: new Headers() };
    },
    quizDelete: () => api('POST', '/api/quiz/delete', { token: intruder, body: { id: quizId } }),
    quizSave: () =>
      api('POST', '/api/quiz/save', {
        token: intruder,
        body: { _id: quizId, version: 1, compare: [{ op: 'replace', path: '/name', value: 'Захвачен' }] },
      }),
    quizAnalyticsRead: () => api('GET', `/api/quiz/analytics?id=${encodeURIComponent(quizId)}`, { token: intruder }),
    quizAnalyticsReset: () => api('POST', '/api/quiz/analytics/reset', { token: intruder, body: { quizId } }),
    quizAnalyticsDeleteQuestion: () =>
      api('POST', '/api/quiz/analytics/delQuestions', { token: intruder, body: { quizId, questionDel: 'Контакты' } }),
    quizImageUpload: () => api('POST', '/api/quiz/img', { token: intruder, body: { id: quizId, contentType: 'image/png' } }),
    // The owner's own ticket names the image; another clinic cannot confirm (take over) it.
    quizImageConfirm: async () => {
      const ticket = await api('POST', '/api/quiz/img', { token: owner, body: { id: quizId, contentType: 'image/png' } });
      expect(ticket.status).toBe(200);
      return api('POST', '/api/quiz/img/confirm', { token: intruder, body: { name: ticket.body.name } });
    },
    // The counters of a clinic are public by design (the quiz page reports to them).
    ownerMetric: 'public',
  };

  it.each(Object.keys(attempts))('%s: another clinic cannot reach the quiz', async (row) => {
    const attempt = attempts[row as keyof typeof attempts];
    if (attempt === 'public' || attempt === 'leads') return;
    expect((await attempt()).status).toBe(404);
    const mine = await api('GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`, { token: owner });
    expect(mine.body.name).toBe('Квиз владельца');
  });
});
