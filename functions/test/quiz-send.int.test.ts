// Quiz answers as leads over HTTP: stored with the quiz's name and ordered answers, mailed and sent to
// Telegram readably (teeth by FDI numbers, escaped), idempotent, and refused in Russian with nothing
// stored when the phone, the quiz or its clinic is wrong.
import { api } from './api';
import {
  addBookableDoctor,
  allLeads,
  closeTestClients,
  fakeMessages,
  mailsTo,
  newClinic,
  addProvenDestinations,
  putIntegrations,
  ticketOf,
  uniqueGroupId,
  waitFor,
  type TestClinic,
} from './leads-support';
import { createQuiz, dentalQuizBody, quizSendOf } from './quiz-support';
import { openConfirmationLink } from '../../infra/local/seed-integrations';
import { testRuntime } from '../../infra/local/testing/runtime';

afterAll(closeTestClients);

describe('a quiz answer', () => {
  let clinic: TestClinic;
  let quizId: string;
  const group = uniqueGroupId();
  const address = `quiz-${Date.now()}@clinic.test`;

  beforeAll(async () => {
    clinic = await newClinic();
    quizId = await createQuiz(clinic.token, dentalQuizBody());
    await addProvenDestinations(clinic, { email: [address], telegram: [{ id: group, name: 'Админы' }] });
  });

  it('is a lead with the quiz name and its answers in question order, mailed and sent to Telegram readably', async () => {
    const answer = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, quizId) });
    expect(answer.status).toBe(201);

    const lead = await waitFor('statuses ok', async () => {
      const current = (await allLeads(clinic)).find((item) => item._id === answer.body.id);
      return current?.statusSend.mail?.[address] === 'ok' && current.statusSend.telegramm?.[group] === 'ok' && current;
    });
    expect(lead).toMatchObject({
      kind: 'quiz',
      quizId,
      FormName: 'Расчёт стоимости лечения',
      nowReturn: 'quiz',
      ClientFullName: 'Анна <Петрова> & Co',
      ClientPhone: '+7 999 123-45-67',
      deviceType: 'Телефон',
      URL: 'https://clinic.example/quiz',
      Utm: 'utm_source: yandex',
    });
    expect(lead.answers!.map((row) => [row.question, row.answer])).toEqual([
      ['Что вас беспокоит?', 'Боль'],
      ['Верхняя челюсть', '18, 17, нужна консультация'],
      ['Нижняя челюсть', 'все зубы'],
      ['Когда удобно прийти?', 'Утром, Вечером'],
      ['Способ связи', 'Whats App'],
    ]);

    const [mail] = await mailsTo(address);
    expect(mail!.subject).toContain('Новая заявка из квиза');
    const text = mail!.body.text!;
    const lines = ['Квиз: Расчёт стоимости лечения', 'Что вас беспокоит?: Боль', 'Верхняя челюсть: 18, 17, нужна консультация'];
    lines.push('Нижняя челюсть: все зубы', 'Когда удобно прийти?: Утром, Вечером', 'Способ связи: Whats App');
    const positions = lines.map((line) => text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('{');
    expect(mail!.body.html).toContain('Анна &lt;Петрова&gt; &amp; Co');

    const messages = await fakeMessages(group);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain('<b>Верхняя челюсть:</b> 18, 17, нужна консультация');
    expect(messages[0]!.text).toContain('Анна &lt;Петрова&gt; &amp; Co');
  });

  it('makes one lead for the same idempotency key sent twice', async () => {
    const body = quizSendOf(clinic, quizId);
    const [first, second] = await Promise.all([api('POST', '/api/quiz/send', { body }), api('POST', '/api/quiz/send', { body })]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect((await allLeads(clinic)).filter((lead) => lead._id === first.body.id)).toHaveLength(1);
  });

  it.each([
    [
      'a phone without digits',
      (c: TestClinic, q: string) => quizSendOf(c, q, { data: { Имя: 'Анна', Телефон: 'звоните' } }),
      400,
      'Введите телефон',
    ],
    ['no phone', (c: TestClinic, q: string) => quizSendOf(c, q, { data: { Имя: 'Анна' } }), 400, 'Введите телефон'],
    [
      'a malformed e-mail',
      (c: TestClinic, q: string) => quizSendOf(c, q, { data: { Телефон: '+7 999 123-45-67', Email: 'anna@' } }),
      400,
      'Проверьте email',
    ],
    ['an unknown quiz', (c: TestClinic, q: string) => quizSendOf(c, `${q.slice(0, -11)}AAAAAAAAAAA`), 404, 'Квиз не найден'],
    ['a custom URL instead of an id', (c: TestClinic) => quizSendOf(c, 'my-quiz'), 404, 'Квиз не найден'],
    ['a bad idempotency key', (c: TestClinic, q: string) => quizSendOf(c, q, { idempotencyKey: 'ключ' }), 400, 'idempotencyKey'],
    // issue 21 §5: an empty or blank answer key was a 500 (DynamoDB refuses an empty map key).
    [
      'an empty answer key',
      (c: TestClinic, q: string) => quizSendOf(c, q, { data: { '': 'Да', Телефон: '+7 999 123-45-67' } }),
      400,
      'пустой текст вопроса',
    ],
    [
      'a blank answer key',
      (c: TestClinic, q: string) => quizSendOf(c, q, { data: { ' \t ': 'Да', Телефон: '+7 999 123-45-67' } }),
      400,
      'пустой текст вопроса',
    ],
  ])('with %s is refused in Russian and nothing is stored', async (_case, bodyOf, status, message) => {
    const before = (await allLeads(clinic)).length;
    const answer = await api('POST', '/api/quiz/send', { body: bodyOf(clinic, quizId) });
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body.error)).toContain(message);
    expect(await allLeads(clinic)).toHaveLength(before);
  });

  it("holds the answer to an Email question that may be skipped to the product's e-mail rule (issue 22 §1)", async () => {
    const body = dentalQuizBody('Анкета с email');
    const memo = { _uid: 'q-email', question: 'Куда прислать памятку?', type: 'email', skip: true };
    const emailQuiz = await createQuiz(clinic.token, { ...body, questions: [memo, ...body.questions] });
    const before = (await allLeads(clinic)).length;
    const refused = await api('POST', '/api/quiz/send', {
      body: quizSendOf(clinic, emailQuiz, { data: { Телефон: '+7 999 123-45-67', 'Куда прислать памятку?': 'not-an-email' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'data.Куда прислать памятку?': 'Введите email, например anna@mail.ru' });
    expect(await allLeads(clinic)).toHaveLength(before);
    const answered: Array<Record<string, string>> = [
      { Телефон: '+7 999 123-45-67' },
      { Телефон: '+7 999 123-45-67', 'Куда прислать памятку?': 'anna@mail.ru' },
    ];
    for (const data of answered) {
      expect((await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, emailQuiz, { data }) })).status).toBe(201);
    }
  });

  it("naming another clinic's quiz is refused with 404 and stores nothing at either clinic", async () => {
    const other = await newClinic();
    const otherQuiz = await createQuiz(other.token, dentalQuizBody('Чужой квиз'));
    const before = (await allLeads(clinic)).length;
    const answer = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, otherQuiz) });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Квиз не найден');
    expect(await allLeads(clinic)).toHaveLength(before);
    expect(await allLeads(other)).toHaveLength(0);
  });
});

describe("quiz leads in 'Заявки'", () => {
  let clinic: TestClinic;
  let quizId: string;
  const address = `quiz-list-${Date.now()}@clinic.test`;

  beforeAll(async () => {
    clinic = await newClinic();
    await addBookableDoctor(clinic);
    quizId = await createQuiz(clinic.token, dentalQuizBody());
    await addProvenDestinations(clinic, { email: [address] });
  });

  it('are merged with bookings newest first, listed alone by GET /api/quiz/data, resent and deleted like bookings', async () => {
    const booking = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId) });
    expect(booking.status).toBe(201);
    const quiz = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, quizId, { nowReturn: 'abTest' }) });
    expect(quiz.status).toBe(201);

    const all = await allLeads(clinic);
    expect(all.map((lead) => [lead._id, lead.kind])).toEqual([
      [quiz.body.id, 'quiz'],
      [booking.body.id, 'booking'],
    ]);
    expect(all[0]).toMatchObject({ FormName: 'Расчёт стоимости лечения', nowReturn: 'abTest', answers: expect.any(Array) });
    const page = await api('GET', '/api/ticket/user', { token: clinic.token });
    expect(page.body.quizzes).toEqual([{ _id: quizId, name: 'Расчёт стоимости лечения', ABTestBool: false }]);

    const quizOnly = await api('GET', '/api/quiz/data', { token: clinic.token });
    expect(quizOnly.status).toBe(200);
    expect(quizOnly.body.items.map((lead: { _id: string }) => lead._id)).toEqual([quiz.body.id]);
    const stranger = await newClinic();
    expect((await api('GET', '/api/quiz/data', { token: stranger.token })).body.items).toEqual([]);

    await waitFor('first mail', async () => (await mailsTo(address)).length === 2);
    // Delivered destinations stay as they are; a destination added since gets the quiz lead on resend.
    const added = `quiz-added-${Date.now()}@clinic.test`;
    await putIntegrations(clinic, { email: [{ text: address }, { text: added }] });
    expect((await openConfirmationLink(testRuntime().mailboxUrl, added, testRuntime().appUrl)).status).toBe(200);
    const resent = await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: quiz.body.id, channel: 'mail' } });
    expect(resent.status).toBe(200);
    const [mail] = await waitFor('resent mail', async () => {
      const current = await mailsTo(added);
      return current.length === 1 && current;
    });
    expect(mail!.subject).toContain('Новая заявка из квиза');
    expect(mail!.body.text).toContain('Верхняя челюсть: 18, 17, нужна консультация');

    expect((await api('DELETE', `/api/google?id=${quiz.body.id}`, { token: clinic.token })).status).toBe(204);
    expect((await allLeads(clinic)).map((lead) => lead._id)).toEqual([booking.body.id]);
    expect((await api('GET', '/api/quiz/data', { token: clinic.token })).body.items).toEqual([]);
  });
});
