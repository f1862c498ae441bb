// Test support for amoCRM: the fake's consent page clicked through as a clinic would, the connection
// calls, and the fake's state and fault switches.
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import type { TestClinic } from './leads-support';

export const TEST_AMO_CLIENT_SECRET = 'test-amo-client-secret-7d41e2';

export function amoFakeUrl(): string {
  const url = testRuntime().fakes?.amocrm;
  if (!url) throw new Error('the test runtime started no amoCRM fake (AMO_BASE_URL must be "fake")');
  return url;
}

/** A unique account subdomain, so faults and leads of one test touch no other. */
export const uniqueSubdomain = () => `clinic-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Clicks 'Разрешить' on the fake's consent page: answers where amo sends the clinic back. */
export async function consentOnFake(consentUrl: string, subdomain: string): Promise<URL> {
  const url = new URL(consentUrl);
  const page = await fetch(consentUrl);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const decided = await fetch(`${amoFakeUrl()}/oauth/decide`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientId: url.searchParams.get('client_id') ?? '',
      state: url.searchParams.get('state') ?? '',
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      mode: url.searchParams.get('mode') ?? '',
      subdomain,
      decision: 'allow',
    }),
  });
  if (decided.status !== 302) throw new Error(`consent: ${decided.status} ${await decided.text()}`);
  return new URL(decided.headers.get('location')!);
}

export interface ConnectedAmo {
  id: string;
  host: string;
  pipelineId: number;
  statusId: number;
}

/** The return's fields as the cabinet posts them to POST /api/amo/data. */
export const returnBody = (back: URL) => ({
  code: back.searchParams.get('code'),
  referer: back.searchParams.get('referer'),
  state: back.searchParams.get('state'),
});

/**
 * The whole connection: consent URL, consent, POST /api/amo/data, then a stage of the second pipeline: its
 * second ('Новая заявка', an ordinary stage) unless told, or its first («Неразобранное», type 1).
 */
export async function connectAmo(
  clinic: TestClinic,
  subdomain = uniqueSubdomain(),
  stageAt: 'ordinary' | 'unsorted' = 'ordinary',
): Promise<ConnectedAmo> {
  const { body: start } = await api('GET', '/api/amo/url', { token: clinic.token });
  const back = await consentOnFake(start.url, subdomain);
  const data = await api('POST', '/api/amo/data', {
    token: clinic.token,
    body: returnBody(back),
  });
  if (data.status !== 200) throw new Error(`POST /api/amo/data: ${data.status} ${JSON.stringify(data.body)}`);
  const entry = data.body.integrations.amoCrm.find((candidate: { _id: string }) => candidate._id === data.body.id);
  const pipeline = entry.pipelines[1];
  const stage = entry.dealList[String(pipeline.id)][stageAt === 'unsorted' ? 0 : 1];
  const chosen = await api('PUT', '/api/amo/pipeline', {
    token: clinic.token,
    body: { id: data.body.id, pipelineId: pipeline.id, statusId: stage.id },
  });
  if (chosen.status !== 200) throw new Error(`PUT /api/amo/pipeline: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return { id: data.body.id, host: back.searchParams.get('referer')!, pipelineId: pipeline.id, statusId: stage.id };
}

export interface FakeAmoLead {
  id: number;
  name: string;
  pipeline_id: number;
  status_id: number;
  /** The deal's budget (int), when one was sent. */
  price?: number;
  contacts: Array<{ first_name: string; custom_fields_values: unknown[] }>;
  notes: Array<{ params: { text: string } }>;
  /** Present for a lead sent as an unsorted form. */
  unsorted?: { source_uid: string; source_name: string; metadata: Record<string, unknown> };
}

interface FakeAmoAccount {
  leads: FakeAmoLead[];
  refreshes: number;
  rateLimited: number;
  grants: Array<{ accessExpiresAt: number; refreshExpiresAt: number; revoked: boolean }>;
}

export async function fakeAccount(host: string): Promise<FakeAmoAccount | undefined> {
  const state = (await (await fetch(`${amoFakeUrl()}/__fake/state`)).json()) as { accounts: Array<FakeAmoAccount & { host: string }> };
  return state.accounts.find((account) => account.host === host);
}

export async function amoControl(path: 'faults' | 'expire' | 'revoke', body: object): Promise<void> {
  const answer = await fetch(`${amoFakeUrl()}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (answer.status !== 200) throw new Error(`amo fake ${path}: ${answer.status}`);
}

/** One account's settings in the fake: token lifetimes, unpaid (402), IP blocked (403), our client secret refused. */
export async function amoAccountSettings(
  host: string,
  settings: { accessTokenSeconds?: number; refreshTokenSeconds?: number; unpaid?: boolean; ipBlocked?: boolean; clientRefused?: boolean },
): Promise<void> {
  const answer = await fetch(`${amoFakeUrl()}/__fake/settings`, { method: 'POST', body: JSON.stringify({ host, ...settings }) });
  if (answer.status !== 200) throw new Error(`amo fake settings: ${answer.status}`);
}
