// 'Ваш расчёт' over HTTP (issue 27 §1): estimate rules are checked against the clinic's services on create
// and save (400 next to the rule), the public quiz carries only the prices its rules use, and a lead is
// priced by the server from the stored rules and the prices of that moment, whatever the browser sends;
// the clinic's mail shows the figure, and a later price change leaves an earlier lead as it was.
import { api, versionOf } from './api';
import { addProvenDestinations, allLeads, closeTestClients, mailsTo, newClinic, waitFor, type TestClinic } from './leads-support';
import { createQuiz, dentalQuizBody, quizSendOf } from './quiz-support';

afterAll(closeTestClients);

const ref = (direction: string, name: string) => ({ direction, name });
const rules = {
  choices: [{ question: 'q1', variant: 'Боль', service: ref('Терапия', 'Лечение пульпита') }],
  teeth: [{ question: 'q2', service: ref('Хирургия', 'Имплантация') }],
  extras: [ref('Терапия', 'Консультация')],
};

async function putServices(clinic: TestClinic, implant: string, pulpitis = true): Promise<void> {
  const answer = await api('PUT', '/api/setting', {
    token: clinic.token,
    body: {
      version: await versionOf('/api/setting', clinic.token),
      setting: {
        servicesList: {
          Терапия: [
            ...(pulpitis ? [{ name: 'Лечение пульпита', cost: '9 000' }] : []),
            { name: 'Консультация', cost: '0' },
            { name: 'Не в расчёте', cost: '777' },
          ],
          Хирургия: [{ name: 'Имплантация', cost: implant }],
        },
      },
      renaming: {},
    },
  });
  if (answer.status !== 200) throw new Error(`setting: ${answer.status} ${JSON.stringify(answer.body)}`);
}

describe('a quiz estimate', () => {
  let clinic: TestClinic;
  let quizId: string;
  const address = `estimate-${Date.now()}@clinic.test`;

  beforeAll(async () => {
    clinic = await newClinic();
    await putServices(clinic, 'от 45000');
    quizId = await createQuiz(clinic.token, {
      ...dentalQuizBody(),
      showCalcDataInTheEnd: true,
      estimate: rules,
      hiddenFields: ['gclid', 'city'],
    });
    await addProvenDestinations(clinic, { email: [address] });
  });

  it('refuses a rule to a service the clinic does not have, next to the rule, and stores nothing', async () => {
    const body = { ...dentalQuizBody('Плохие правила'), estimate: { ...rules, extras: [ref('Терапия', 'Удалённая услуга')] } };
    const answer = await api('POST', '/api/quiz', { token: clinic.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'estimate.extras.0': 'Услуги «Удалённая услуга» (Терапия) больше нет в «Ваших услугах»: выберите другую',
    });
    const names = ((await api('GET', '/api/quiz/all', { token: clinic.token })).body as Array<{ name: string }>).map((quiz) => quiz.name);
    expect(names).not.toContain('Плохие правила');
  });

  it('gives the public page the prices its rules use, and no others', async () => {
    const answer = await api('GET', `/api/quiz?id=${quizId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.estimatePrices).toEqual({
      Терапия: [
        { name: 'Лечение пульпита', cost: '9000' },
        { name: 'Консультация', cost: '0' },
      ],
      Хирургия: [{ name: 'Имплантация', cost: 'от 45 000' }],
    });
  });

  it('prices the lead itself, ignoring a figure the browser put in the answers, and mails it', async () => {
    // Upper jaw: 2 teeth; lower: the whole jaw, 16. 18 × от 45 000 + 9 000 + 0.
    const forged = quizSendOf(clinic, quizId);
    forged.data = { ...forged.data, 'Ваш расчёт': '1 ₽' };
    const sent = await api('POST', '/api/quiz/send', { body: forged });
    expect(sent.status).toBe(201);
    const lead = (await allLeads(clinic)).find((item) => item._id === sent.body.id)!;
    expect(lead.estimate).toMatchObject({ total: 819_000, from: true });
    expect(lead.estimate!.lines).toEqual([
      { direction: 'Терапия', service: 'Лечение пульпита', price: '9000', quantity: 1, amount: 9000, from: false },
      { direction: 'Хирургия', service: 'Имплантация', price: 'от 45 000', quantity: 18, amount: 810_000, from: true },
      { direction: 'Терапия', service: 'Консультация', price: '0', quantity: 1, amount: 0, from: false },
    ]);
    const [mail] = await waitFor('the mail', async () => {
      const mails = await mailsTo(address);
      return mails.length > 0 && mails;
    });
    expect(mail!.body.text).toContain('Расчёт: от 819 000 ₽\n• Лечение пульпита — 9 000 ₽\n• Имплантация × 18 — от 810 000 ₽');
  });

  it('refuses an estimate field sent beside the answers', async () => {
    const answer = await api('POST', '/api/quiz/send', { body: { ...quizSendOf(clinic, quizId), estimate: { total: 1 } } });
    expect(answer.status).toBe(400);
  });

  it('a price change prices later leads only', async () => {
    const before = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, quizId) });
    await putServices(clinic, '50000');
    const after = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, quizId) });
    const leads = await allLeads(clinic);
    const totalOf = (id: string) => leads.find((lead) => lead._id === id)!.estimate;
    expect(totalOf(before.body.id)).toMatchObject({ total: 819_000, from: true });
    expect(totalOf(after.body.id)).toMatchObject({ total: 18 * 50_000 + 9000, from: false });
  });

  it('keeps the hidden fields the quiz names, and no other parameter (issue 27 §4)', async () => {
    const hidden = { gclid: 'abc-1', other: 'не нужен', city: 'Алматы' };
    const sent = await api('POST', '/api/quiz/send', { body: { ...quizSendOf(clinic, quizId), hidden } });
    expect(sent.status).toBe(201);
    const lead = (await allLeads(clinic)).find((item) => item._id === sent.body.id)!;
    expect(lead.hiddenFields).toEqual({ gclid: 'abc-1', city: 'Алматы' });
    const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`p${index}`, 'v']));
    const refused = await api('POST', '/api/quiz/send', { body: { ...quizSendOf(clinic, quizId), hidden: tooMany } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Не больше 10 скрытых полей');
  });

  it("keeps a quiz saving after a service it links is deleted from 'Ваши услуги'; a new link to it is still refused", async () => {
    const id = await createQuiz(clinic.token, { ...dentalQuizBody('Услуга удалена потом'), estimate: rules });
    await putServices(clinic, '50000', false);
    const save = async (compare: unknown[]) => {
      const { version } = (await api('GET', `/api/quiz/lk?id=${id}`, { token: clinic.token })).body;
      return api('POST', '/api/quiz/save', { token: clinic.token, body: { _id: id, version, compare } });
    };

    const renamed = await save([{ op: 'replace', path: '/header', value: 'Новый заголовок' }]);
    expect(renamed.status).toBe(200);
    // The broken rule is kept as the clinic made it (the builder shows it broken) and skipped on a lead.
    expect(renamed.body.estimate.choices[0].service).toEqual(ref('Терапия', 'Лечение пульпита'));
    const sent = await api('POST', '/api/quiz/send', { body: quizSendOf(clinic, id) });
    const lead = (await allLeads(clinic)).find((item) => item._id === sent.body.id)!;
    expect(lead.estimate).toMatchObject({ total: 18 * 50_000, from: false });

    const linked = await save([{ op: 'add', path: '/estimate/extras/-', value: ref('Терапия', 'Лечение пульпита') }]);
    expect(linked.status).toBe(400);
    expect(linked.body.error.fields).toEqual({
      'estimate.extras.1': 'Услуги «Лечение пульпита» (Терапия) больше нет в «Ваших услугах»: выберите другую',
    });
    await putServices(clinic, '50000');
  });
});
