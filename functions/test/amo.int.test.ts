// amoCRM end to end over HTTP against the local runtime and the amoCRM fake: the connection (consent,
// code, pipeline and stage; tokens never in an answer; one clinic cannot touch another's entry), and
// the lead consumer (deal + contact + note once; one refresh for concurrent consumers after expiry;
// 429 back-off; a lost answer or a failed note retried without a second deal; a revoked grant shown on
// the lead and on the card).
import { api } from './api';
import {
  amoAccountSettings,
  amoControl,
  connectAmo,
  consentOnFake,
  fakeAccount,
  returnBody,
  TEST_AMO_CLIENT_SECRET,
  uniqueSubdomain,
  type ConnectedAmo,
} from './amo-support';
import { allLeads, closeTestClients, mailsTo, newClinic, ticketOf, waitFor, type TestClinic } from './leads-support';

afterAll(closeTestClients);

const NOTE_ADDED = 'описание добавлено к заявке';

async function bookLead(clinic: TestClinic, name: string): Promise<string> {
  const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name, comment: 'Хочу на чистку' }) });
  if (answer.status !== 201) throw new Error(`POST /api/ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

async function amoStatusOf(
  clinic: TestClinic,
  leadId: string,
  entryId: string,
  settled = (value: string) => !value.startsWith('отправляется'),
) {
  return waitFor(`amo status of ${leadId}`, async () => {
    const lead = (await allLeads(clinic)).find((candidate) => candidate._id === leadId);
    const value = lead?.statusSend.amo?.[entryId];
    return value !== undefined && settled(value) && value;
  });
}

const dealsOf = async (amo: ConnectedAmo, leadId: string) =>
  ((await fakeAccount(amo.host))?.leads ?? []).filter((deal) => deal.name.includes(leadId));

describe('connecting amoCRM', () => {
  let clinic: TestClinic;
  beforeAll(async () => {
    clinic = await newClinic();
  });

  it('goes consent → code → pipeline and stage, keeps the tokens and the client secret out of every answer', async () => {
    const start = await api('GET', '/api/amo/url', { token: clinic.token });
    expect(start.status).toBe(200);
    expect(start.body.url).toContain(`state=${start.body.state}`);
    const back = await consentOnFake(start.body.url, uniqueSubdomain());
    expect(back.pathname).toBe('/user/integration');
    expect(back.searchParams.get('state')).toBe(start.body.state);

    const data = await api('POST', '/api/amo/data', { token: clinic.token, body: returnBody(back) });
    expect(data.status).toBe(200);
    const entry = data.body.integrations.amoCrm.find((candidate: { _id: string }) => candidate._id === data.body.id);
    expect(entry).toMatchObject({
      active: false,
      accessToken: '••••••••',
      refreshToken: '••••••••',
      error: 'выберите, куда отправлять заявку',
    });
    expect(entry.client.name).toContain('Клиника');
    expect(entry.pipelines.map((pipeline: { name: string }) => pipeline.name)).toEqual(['Воронка', 'Имплантация']);
    const text = JSON.stringify(data.body);
    expect(text).not.toMatch(/access\.|refresh\./);
    expect(text).not.toContain(TEST_AMO_CLIENT_SECRET);

    const pipeline = entry.pipelines[0];
    const stage = entry.dealList[String(pipeline.id)][1];
    const wrong = await api('PUT', '/api/amo/pipeline', {
      token: clinic.token,
      body: { id: data.body.id, pipelineId: pipeline.id, statusId: 1 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe('Такого этапа нет в воронке');
    const chosen = await api('PUT', '/api/amo/pipeline', {
      token: clinic.token,
      body: { id: data.body.id, pipelineId: pipeline.id, statusId: stage.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.integrations.amoCrm[0]).toMatchObject({
      active: true,
      error: '',
      mainPipelines: { id: pipeline.id, name: 'Воронка' },
      mainStatus: { id: stage.id, name: stage.name },
    });

    const again = await api('GET', `/api/amo/again/data?id=${data.body.id}`, { token: clinic.token });
    expect(again.status).toBe(200);
    expect(again.body.integrations.amoCrm[0]).toMatchObject({ active: true, mainStatus: { id: stage.id } });
    expect(JSON.stringify(again.body)).not.toMatch(/access\.|refresh\./);
  });

  it('refuses a used code with the spec text, a foreign host with 400, and another clinic’s entry with 404', async () => {
    const start = await api('GET', '/api/amo/url', { token: clinic.token });
    const back = await consentOnFake(start.body.url, uniqueSubdomain());
    const body = returnBody(back);
    expect((await api('POST', '/api/amo/data', { token: clinic.token, body })).status).toBe(200);
    const reused = await api('POST', '/api/amo/data', { token: clinic.token, body });
    expect(reused.status).toBe(422);
    expect(reused.body.error.message).toContain('нет доступа к амо');

    const foreign = await api('POST', '/api/amo/data', { token: clinic.token, body: { ...body, referer: 'evil.example.com' } });
    expect(foreign.status).toBe(400);

    const own = (await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0]._id as string;
    const other = await newClinic();
    expect((await api('GET', `/api/amo/again/data?id=${own}`, { token: other.token })).status).toBe(404);
    const taken = await api('PUT', '/api/amo/pipeline', { token: other.token, body: { id: own, pipelineId: 1, statusId: 1 } });
    expect(taken.status).toBe(404);
  });

  it('binds a code only with a state the server signed for the caller (issue 21 §5)', async () => {
    const start = await api('GET', '/api/amo/url', { token: clinic.token });
    const back = await consentOnFake(start.body.url, uniqueSubdomain());
    const body = returnBody(back);
    const other = await newClinic();
    const before = (await api('GET', '/api/integration', { token: other.token })).body.amoCrm.length;

    // Another clinic posting this consent's code: its state names the first clinic.
    const foreign = await api('POST', '/api/amo/data', { token: other.token, body });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toContain('для другого кабинета');
    // A state made up in the browser, or with its payload changed, is not signed.
    const madeUp = await api('POST', '/api/amo/data', { token: other.token, body: { ...body, state: 'c3RhdGU' } });
    expect(madeUp.status).toBe(400);
    const [payload, signature] = body.state!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, u: other.clinicId })).toString('base64url');
    const reSigned = await api('POST', '/api/amo/data', { token: other.token, body: { ...body, state: `${forged}.${signature}` } });
    expect(reSigned.status).toBe(400);
    expect(reSigned.body.error.message).toContain('Подключить');
    // Without a state at all: a 400 naming it.
    const { state: _state, ...withoutState } = body;
    const missing = await api('POST', '/api/amo/data', { token: other.token, body: withoutState });
    expect(missing.status).toBe(400);
    expect((await api('GET', '/api/integration', { token: other.token })).body.amoCrm).toHaveLength(before);

    // The clinic that started the consent connects with it; another clinic cannot start a reconnect of its entry.
    const own = await api('POST', '/api/amo/data', { token: clinic.token, body });
    expect(own.status).toBe(200);
    expect((await api('GET', `/api/amo/url?id=${own.body.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('a lead in amoCRM', () => {
  it('arrives as one deal in the chosen stage with its contact and note, status «описание добавлено к заявке»', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    const leadId = await bookLead(clinic, 'Сидорова Мария');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    const deals = await dealsOf(amo, leadId);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ pipeline_id: amo.pipelineId, status_id: amo.statusId });
    expect(deals[0]!.contacts[0]).toMatchObject({
      first_name: 'Сидорова Мария',
      custom_fields_values: [{ field_code: 'PHONE', values: [{ value: '+7 999 123-45-67', enum_code: 'MOB' }] }],
    });
    expect(deals[0]!.notes).toHaveLength(1);
    expect(deals[0]!.notes[0]!.params.text).toContain('Хочу на чистку');
    expect(deals[0]!.notes[0]!.params.text).toContain('utm_source: test');
  });

  it('for «Неразобранное» arrives there through the unsorted API (amo refuses that stage on /leads/complex), once after a lost answer', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic, uniqueSubdomain(), 'unsorted');
    const entry = (await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0];
    expect(entry.mainStatus).toMatchObject({ name: 'Неразобранное', type: 1 });
    await amoControl('faults', { host: amo.host, target: 'complex', kind: 'lost-answer', times: 1 });
    const leadId = await bookLead(clinic, 'Неразобранная Заявка');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    const deals = await dealsOf(amo, leadId);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      pipeline_id: amo.pipelineId,
      status_id: amo.statusId,
      unsorted: { source_name: 'ДентЛид', source_uid: `ДЛ-${leadId}`, metadata: { form_id: 'widget' } },
    });
    expect(deals[0]!.contacts[0]!.first_name).toBe('Неразобранная Заявка');
    expect(deals[0]!.notes[0]!.params.text).toContain('Хочу на чистку');
  });

  it('after the access token expired, concurrent consumers refresh it once and deliver every lead once', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoControl('expire', { host: amo.host });
    const ids = await Promise.all(Array.from({ length: 8 }, (_, index) => bookLead(clinic, `Пациент ${index}`)));
    for (const id of ids) expect(await amoStatusOf(clinic, id, amo.id)).toBe(NOTE_ADDED);
    const account = await fakeAccount(amo.host);
    expect(account!.refreshes).toBe(1);
    for (const id of ids) expect(await dealsOf(amo, id)).toHaveLength(1);
    const entry = (await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0];
    expect(entry).toMatchObject({ active: true, error: '' });
  });

  it('backs off on 429 and delivers once', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoControl('faults', { host: amo.host, target: 'complex', kind: 'rate-limit', times: 3 });
    const leadId = await bookLead(clinic, 'Терпеливый Пациент');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect(await dealsOf(amo, leadId)).toHaveLength(1);
  });

  it('a deal whose answer was lost, then a failing note, are retried without a second deal', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoControl('faults', { host: amo.host, target: 'complex', kind: 'lost-answer', times: 1 });
    await amoControl('faults', { host: amo.host, target: 'notes', kind: 'server-error', times: 2 });
    const leadId = await bookLead(clinic, 'Повторная Попытка');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    const deals = await dealsOf(amo, leadId);
    expect(deals).toHaveLength(1);
    expect(deals[0]!.notes).toHaveLength(1);
  });

  it('a complex call that timed out (amo never answered) is retried once it is known no deal was made', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoControl('faults', { host: amo.host, target: 'complex', kind: 'timeout', times: 1 });
    const leadId = await bookLead(clinic, 'Долгий Ответ');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect(await dealsOf(amo, leadId)).toHaveLength(1);
  });

  it('with the grant revoked: status «Необходимо пересоздать интеграцию», the card says access was lost', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoControl('revoke', { host: amo.host });
    const leadId = await bookLead(clinic, 'Без Доступа');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe('Необходимо пересоздать интеграцию');
    expect(await dealsOf(amo, leadId)).toHaveLength(0);
    const entry = (await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0];
    expect(entry.error).toBe('Был потерян доступ к амо');
    const again = await api('GET', `/api/amo/again/data?id=${amo.id}`, { token: clinic.token });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toContain('Необходимо пересоздать интеграцию');

    // Reconnecting the same entry (named when the consent starts) brings it back, with its pipeline and stage.
    const start = await api('GET', `/api/amo/url?id=${amo.id}`, { token: clinic.token });
    const back = await consentOnFake(start.body.url, amo.host.split('.')[0]!);
    const data = await api('POST', '/api/amo/data', { token: clinic.token, body: returnBody(back) });
    expect(data.status).toBe(200);
    expect(data.body.integrations.amoCrm[0]).toMatchObject({ _id: amo.id, active: true, error: '', mainStatus: { id: amo.statusId } });

    // 'Отправить повторно' (issue 22 §2): the lead that failed meanwhile reaches the CRM once.
    const resent = await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: leadId, channel: 'amo' } });
    expect(resent.status).toBe(200);
    expect(resent.body.statusSend.amo[amo.id]).toBe('отправляется');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect(await dealsOf(amo, leadId)).toHaveLength(1);
    // Delivered destinations stay as they are: a second resend makes no second deal.
    expect((await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: leadId, channel: 'amo' } })).status).toBe(200);
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect(await dealsOf(amo, leadId)).toHaveLength(1);
  });
});

describe('amoCRM access kept alive and its failures told apart (issue 24 §2)', () => {
  it('a pair near the end of amo’s limits is refreshed by the token schedule before any lead needs it', async () => {
    const clinic = await newClinic();
    const subdomain = uniqueSubdomain();
    const host = `${subdomain}.amocrm.ru`;
    // Tokens issued now would die unused within a minute (access) and two (refresh): past the schedule's margin.
    await amoAccountSettings(host, { accessTokenSeconds: 60, refreshTokenSeconds: 120 });
    const amo = await connectAmo(clinic, subdomain);
    await amoAccountSettings(host, { accessTokenSeconds: 86_400, refreshTokenSeconds: 90 * 86_400 });
    // The schedule refreshes the pair (more than once if it ran before the lifetimes were set back) until
    // the pair it holds lives a day, as amo's do.
    await waitFor('the token schedule to refresh the pair', async () => {
      const account = await fakeAccount(host);
      const live = account?.grants.filter((grant) => !grant.revoked) ?? [];
      return (account?.refreshes ?? 0) >= 1 && live.every((grant) => grant.accessExpiresAt > Date.now() + 12 * 3_600_000);
    });
    const refreshed = (await fakeAccount(host))!.refreshes;

    const leadId = await bookLead(clinic, 'Тихая Клиника');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    // The lead found a fresh pair: it refreshed nothing itself.
    expect((await fakeAccount(host))!.refreshes).toBe(refreshed);
  });

  it('access lost while no lead came: the schedule marks the card and mails the clinic', async () => {
    const clinic = await newClinic();
    const subdomain = uniqueSubdomain();
    const host = `${subdomain}.amocrm.ru`;
    await amoAccountSettings(host, { accessTokenSeconds: 60 });
    const amo = await connectAmo(clinic, subdomain);
    await amoControl('revoke', { host });
    const entry = await waitFor('the card to say access was lost', async () => {
      const current = (await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0];
      return current.error === 'Был потерян доступ к амо' && current;
    });
    expect(entry._id).toBe(amo.id);
    const [letter] = await waitFor('the letter to the clinic', async () => {
      const mails = (await mailsTo(clinic.email)).filter((mail) => mail.subject.includes('amoCRM'));
      return mails.length > 0 && mails;
    });
    expect(letter!.subject).toBe('Заявки не попадают в amoCRM: подключите заново');
    expect(letter!.body.text).toContain('/user/integration');
  });

  it('a wrong client secret is our fault, not the clinic’s: 503 on connect, and a lead waits instead of logging the clinic out', async () => {
    const clinic = await newClinic();
    const subdomain = uniqueSubdomain();
    const host = `${subdomain}.amocrm.ru`;
    await amoAccountSettings(host, { clientRefused: true });
    const start = await api('GET', '/api/amo/url', { token: clinic.token });
    const back = await consentOnFake(start.body.url, subdomain);
    const refused = await api('POST', '/api/amo/data', { token: clinic.token, body: returnBody(back) });
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toContain('по нашей вине');
    expect(refused.body.error.message).not.toContain('код устарел');

    await amoAccountSettings(host, { clientRefused: false });
    const amo = await connectAmo(clinic, subdomain);
    await amoAccountSettings(host, { clientRefused: true });
    await amoControl('expire', { host });
    const leadId = await bookLead(clinic, 'Ждёт Починки');
    const waiting = await amoStatusOf(clinic, leadId, amo.id, (value) => value.includes('ключи интеграции'));
    expect(waiting).toContain('отправляется');
    await amoAccountSettings(host, { clientRefused: false });
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm[0]).toMatchObject({ active: true, error: '' });
  });

  it('an unpaid account (402) fails the lead with what to do, and «Отправить повторно» delivers it once paid', async () => {
    const clinic = await newClinic();
    const amo = await connectAmo(clinic);
    await amoAccountSettings(amo.host, { unpaid: true });
    const leadId = await bookLead(clinic, 'Неоплаченный Аккаунт');
    expect(await amoStatusOf(clinic, leadId, amo.id)).toContain('не оплачен');
    await amoAccountSettings(amo.host, { unpaid: false });
    expect((await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: leadId, channel: 'amo' } })).status).toBe(200);
    expect(await amoStatusOf(clinic, leadId, amo.id)).toBe(NOTE_ADDED);
    expect(await dealsOf(amo, leadId)).toHaveLength(1);
  });
});
