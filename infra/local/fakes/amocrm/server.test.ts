// The amoCRM fake against amo's documented contract (docs/integrations.md §amoCRM): each point a client
// could drift from fails here, locally, before it fails against a clinic's account.
import { startAmoFake, type AmoFake } from './server';

let fake: AmoFake;
const redirectUri = 'http://localhost:3000/user/integration';
beforeAll(async () => {
  fake = await startAmoFake({ clientSecret: 'contract-secret' });
});
afterAll(() => fake.stop());

let accounts = 0;
const newHost = () => `contract-${process.pid}-${++accounts}.amocrm.ru`;

async function codeFor(host: string): Promise<string> {
  const decided = await fetch(`${fake.url}/oauth/decide`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientId: fake.clientId,
      state: 's',
      redirectUri,
      mode: 'post_message',
      subdomain: host.split('.')[0]!,
      decision: 'allow',
    }),
  });
  return new URL(decided.headers.get('location')!).searchParams.get('code')!;
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (path: string, token: string) => fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

async function tokens(host: string, grant: Record<string, string> = {}) {
  const body = { client_id: fake.clientId, client_secret: 'contract-secret', redirect_uri: redirectUri, ...grant };
  const answer = await post(
    `/${host}/oauth2/access_token`,
    grant.grant_type ? body : { ...body, grant_type: 'authorization_code', code: await codeFor(host) },
  );
  return { status: answer.status, body: (await answer.json()) as Record<string, any> };
}

const settings = (host: string, values: object) => post('/__fake/settings', { host, ...values });

describe('amoCRM fake: OAuth', () => {
  it('issues a 24-hour access token and a refresh token that rotates; a spent or expired one is refused', async () => {
    const host = newHost();
    const first = await tokens(host);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 86_400 });
    const refresh = (token: string) => tokens(host, { grant_type: 'refresh_token', refresh_token: token });
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect((await refresh(first.body.refresh_token)).status).toBe(400);
    await settings(host, { refreshTokenSeconds: 0 });
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    // Issued with a lifetime of 0: unused past it, refused.
    expect((await refresh(third.body.refresh_token)).status).toBe(400);
  });

  it('refuses a code twice and a wrong client secret with 401 Client authentication failed', async () => {
    const host = newHost();
    const code = await codeFor(host);
    const exchange = (secret: string) =>
      post(`/${host}/oauth2/access_token`, {
        client_id: fake.clientId,
        client_secret: secret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
    const wrong = await exchange('not-the-secret');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { detail: string }).detail).toBe('Client authentication failed');
    expect((await exchange('contract-secret')).status).toBe(200);
    expect((await exchange('contract-secret')).status).toBe(400);
  });
});

describe('amoCRM fake: leads', () => {
  let host: string;
  let token: string;
  let pipeline: { id: number; _embedded: { statuses: Array<{ id: number; type: number; name: string }> } };
  beforeAll(async () => {
    host = newHost();
    token = (await tokens(host)).body.access_token;
    const pipelines = (await (await get(`/${host}/api/v4/leads/pipelines`, token)).json()) as {
      _embedded: { pipelines: Array<typeof pipeline> };
    };
    pipeline = pipelines._embedded.pipelines[0]!;
  });

  it('refuses «Неразобранное» (type 1) on /leads/complex with NotSupportedChoice and takes an ordinary stage', async () => {
    const [unsorted, ordinary] = pipeline._embedded.statuses;
    expect(unsorted).toMatchObject({ name: 'Неразобранное', type: 1 });
    const refused = await post(`/${host}/api/v4/leads/complex`, [{ name: 'A', pipeline_id: pipeline.id, status_id: unsorted!.id }], token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any)['validation-errors'][0].errors[0]).toMatchObject({
      code: 'NotSupportedChoice',
      path: 'status_id',
    });
    const made = await post(`/${host}/api/v4/leads/complex`, [{ name: 'B', pipeline_id: pipeline.id, status_id: ordinary!.id }], token);
    expect(made.status).toBe(200);
    expect(((await made.json()) as any)[0]).toMatchObject({ id: expect.any(Number), contact_id: null, request_id: ['0'] });
  });

  it('takes a form through the unsorted API into «Неразобранное», lists it by source_uid, and names a missing field', async () => {
    const form = {
      source_name: 'ДентЛид',
      source_uid: 'ДЛ-1',
      pipeline_id: pipeline.id,
      created_at: 1_700_000_000,
      metadata: { form_id: 'widget', form_name: 'Онлайн-запись', form_page: 'https://clinic.example/', form_sent_at: 1_700_000_000 },
      _embedded: { leads: [{ name: 'Заявка' }], contacts: [{ first_name: 'Анна' }] },
    };
    const { metadata: _metadata, ...withoutMetadata } = form;
    const missing = await post(`/${host}/api/v4/leads/unsorted/forms`, [withoutMetadata], token);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any)['validation-errors'][0].errors[0]).toMatchObject({ code: 'FieldMissing', path: 'metadata' });
    const made = await post(`/${host}/api/v4/leads/unsorted/forms`, [form], token);
    expect(made.status).toBe(200);
    const item = ((await made.json()) as any)._embedded.unsorted[0];
    expect(item).toMatchObject({ uid: expect.any(String), request_id: '0', _embedded: { leads: [{ id: expect.any(Number) }] } });
    const listed = await get(
      `/${host}/api/v4/leads/unsorted?filter[pipeline_id]=${pipeline.id}&filter[category][]=forms&order[created_at]=desc&limit=250`,
      token,
    );
    expect(((await listed.json()) as any)._embedded.unsorted[0]).toMatchObject({ source_uid: 'ДЛ-1', category: 'forms' });
    expect((await get(`/${host}/api/v4/leads/unsorted?limit=251`, token)).status).toBe(400);
    const none = () => get(`/${host}/api/v4/leads/unsorted?filter[uid]=none`, token).then((r) => r.status);
    expect(await waitUntil(none, (status) => status !== 429)).toBe(204);
  });

  it('answers 429 past 7 requests a second, 402 for an unpaid account and 403 when our IP is blocked', async () => {
    const other = newHost();
    const access = (await tokens(other)).body.access_token;
    const statuses = await Promise.all(Array.from({ length: 9 }, () => get(`/${other}/api/v4/account`, access).then((r) => r.status)));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    await settings(other, { unpaid: true });
    const unpaid = await waitUntil(
      () => get(`/${other}/api/v4/account`, access).then((r) => r.status),
      (status) => status !== 429,
    );
    expect(unpaid).toBe(402);
    await settings(other, { unpaid: false, ipBlocked: true });
    expect(
      await waitUntil(
        () => get(`/${other}/api/v4/account`, access).then((r) => r.status),
        (status) => status !== 429,
      ),
    ).toBe(403);
    expect((await tokens(other, { grant_type: 'refresh_token', refresh_token: 'x' })).status).toBe(403);
  });
});

/** The probe's answer once `done` holds (the fake's per-second window makes a 429 pass within a second). */
async function waitUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("amoCRM fake: a deal's budget", () => {
  it('keeps price, an int, and refuses one that is not a whole number', async () => {
    const host = newHost();
    const token = (await tokens(host)).body.access_token;
    const pipelines = (await (await get(`/${host}/api/v4/leads/pipelines`, token)).json()) as any;
    const pipeline = pipelines._embedded.pipelines[0];
    const deal = (price: unknown) => [{ name: 'Бюджет', pipeline_id: pipeline.id, status_id: pipeline._embedded.statuses[1].id, price }];
    const refused = await post(`/${host}/api/v4/leads/complex`, deal('90000'), token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any)['validation-errors'][0].errors[0]).toMatchObject({ code: 'InvalidType', path: 'price' });
    expect((await post(`/${host}/api/v4/leads/complex`, deal(90_000), token)).status).toBe(200);
    const found = await get(`/${host}/api/v4/leads?query=${encodeURIComponent('Бюджет')}`, token);
    expect(((await found.json()) as any)._embedded.leads.map((lead: { price?: number }) => lead.price)).toEqual([90_000]);
  });
});
