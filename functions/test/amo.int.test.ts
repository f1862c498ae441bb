// amoCRM end to end over HTTP against the local runtime and the amoCRM fake: the connection (consent,
// code, pipeline and stage; tokens never in an answer; one clinic cannot touch another's entry), and
// the lead consumer (deal + contact + note once; one refresh for concurrent consumers after expiry;
// 429 back-off; a lost answer or a failed note retried without a second deal; a revoked grant shown on
// the lead and on the card).
import { api } from './api';
import {
  amoControl,
  connectAmo,
  consentOnFake,
  fakeAccount,
  TEST_AMO_CLIENT_SECRET,
  uniqueSubdomain,
  type ConnectedAmo,
} from './amo-support';
import { allLeads, closeTestClients, newClinic, ticketOf, waitFor, type TestClinic } from './leads-support';

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

    const data = await api('POST', '/api/amo/data', {
      token: clinic.token,
      body: { code: back.searchParams.get('code'), referer: back.searchParams.get('referer') },
    });
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
    const body = { code: back.searchParams.get('code'), referer: back.searchParams.get('referer') };
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

    // Reconnecting the same entry brings it back, with its pipeline and stage.
    const start = await api('GET', '/api/amo/url', { token: clinic.token });
    const back = await consentOnFake(start.body.url, amo.host.split('.')[0]!);
    const data = await api('POST', '/api/amo/data', {
      token: clinic.token,
      body: { code: back.searchParams.get('code'), referer: back.searchParams.get('referer'), id: amo.id },
    });
    expect(data.status).toBe(200);
    expect(data.body.integrations.amoCrm[0]).toMatchObject({ _id: amo.id, active: true, error: '', mainStatus: { id: amo.statusId } });
  });
});
