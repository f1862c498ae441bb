// amoCRM API v4 over fetch (docs/integrations.md, amoCRM): the OAuth token calls and the few API calls the
// product makes. Each answers its data or throws an AmoCallError saying what kind of failure it was,
// so the callers decide: refresh on 'unauthorized', wait on 'rate-limited', retry on 'unavailable',
// stop on 'invalid-grant' (the clinic's access is gone), 'rejected' (amo refuses this request) and 'unpaid'
// (the account's subscription ended: 402); 'misconfigured' is our own client id or secret refused, an
// operator's fault that is logged for the alarm and never taken for the clinic's lost access.
import { logger } from '../logger';
import { amoSettings, loadAmoClientSecret } from './settings';

export type AmoFailure = 'unauthorized' | 'rate-limited' | 'unavailable' | 'invalid-grant' | 'rejected' | 'unpaid' | 'misconfigured';

/**
 * Logged (as an error) whenever amo refuses the integration's own client id or secret: an operator's
 * misconfiguration, never the clinic's mistake; a metric filter on this message raises an alarm.
 */
export const AMO_CLIENT_REFUSED_LOG = 'amo refused the integration client id or secret';

export class AmoCallError extends Error {
  override name = 'AmoCallError';
  constructor(
    readonly kind: AmoFailure,
    readonly status: number,
    detail: string,
  ) {
    super(`amoCRM ${status || 'нет ответа'}: ${detail}`);
  }
}

export interface AmoTokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface AmoPipeline {
  id: number;
  name: string;
  is_main?: boolean;
  /** A stage's type 1 is «Неразобранное» (leads arrive there only through the unsorted API). */
  _embedded?: { statuses?: Array<{ id: number; name: string; sort?: number; type?: number }> };
}

async function send(url: string, init: RequestInit & { token?: string }): Promise<{ status: number; body: unknown }> {
  const { token, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      headers: {
        accept: 'application/json',
        ...(rest.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(amoSettings.timeoutMs()),
    });
  } catch (error) {
    throw new AmoCallError('unavailable', 0, (error as Error).name === 'TimeoutError' ? 'нет ответа (тайм-аут)' : (error as Error).message);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

const detailOf = (body: unknown) =>
  typeof body === 'object' && body !== null
    ? String((body as { detail?: unknown; hint?: unknown }).hint ?? (body as { detail?: unknown }).detail ?? '')
    : String(body ?? '');

/** amo's answer to a token call whose client id or secret is wrong (not the clinic's code or refresh token). */
const CLIENT_REFUSED = /client authentication failed|invalid_client/i;

function failure(status: number, body: unknown, tokenCall: boolean): AmoCallError {
  const detail = detailOf(body);
  const title = typeof body === 'object' && body !== null ? String((body as { title?: unknown }).title ?? '') : '';
  if (status === 429) return new AmoCallError('rate-limited', status, detail || 'слишком много запросов');
  if (status >= 500 || status === 0) return new AmoCallError('unavailable', status, detail || 'сервис недоступен');
  if (tokenCall && status === 401 && CLIENT_REFUSED.test(`${title} ${detail} ${JSON.stringify(body ?? '')}`))
    return new AmoCallError('misconfigured', status, 'amoCRM не принял ключи интеграции');
  // The account's subscription ended: nothing is accepted until the clinic pays amo.
  if (status === 402) return new AmoCallError('unpaid', status, detail || 'аккаунт amoCRM не оплачен');
  if (tokenCall && (status === 400 || status === 401 || status === 403))
    return new AmoCallError('invalid-grant', status, detail || 'доступ отозван');
  if (status === 401) return new AmoCallError('unauthorized', status, detail || 'токен недействителен');
  if (status === 403 && /blocked|заблок/i.test(detail)) return new AmoCallError('unavailable', status, detail);
  return new AmoCallError('rejected', status, detail || 'запрос отклонён');
}

async function tokenCall(referer: string, grant: Record<string, string>): Promise<AmoTokenAnswer> {
  const body = JSON.stringify({
    client_id: amoSettings.clientId(),
    client_secret: await loadAmoClientSecret(),
    redirect_uri: amoSettings.redirectUri(),
    ...grant,
  });
  const answer = await send(`${amoSettings.accountUrl(referer)}/oauth2/access_token`, { method: 'POST', body });
  const tokens = answer.body as Partial<AmoTokenAnswer> | undefined;
  if (answer.status !== 200 || !tokens?.access_token || !tokens.refresh_token) {
    const refused = failure(answer.status, answer.body, true);
    if (refused.kind === 'misconfigured') logger.error(AMO_CLIENT_REFUSED_LOG, { count: 1, status: answer.status, host: referer });
    throw refused;
  }
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: Number(tokens.expires_in) || 86_400 };
}

export const exchangeCode = (referer: string, code: string) => tokenCall(referer, { grant_type: 'authorization_code', code });
export const refreshTokens = (referer: string, refreshToken: string) =>
  tokenCall(referer, { grant_type: 'refresh_token', refresh_token: refreshToken });

async function api<T>(referer: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
  const answer = await send(`${amoSettings.accountUrl(referer)}${path}`, {
    method,
    token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status === 204) return undefined;
  if (answer.status < 200 || answer.status > 299) throw failure(answer.status, answer.body, false);
  return answer.body as T;
}

/** One item of the unsorted list (GET /api/v4/leads/unsorted), as much as the product reads of it. */
interface AmoUnsortedItem {
  uid: string;
  source_uid?: string | null;
  _embedded?: { leads?: Array<{ id: number }> };
}

export interface AmoApi {
  account: () => Promise<{ id: number; name: string; subdomain?: string }>;
  pipelines: () => Promise<AmoPipeline[]>;
  findLeads: (query: string) => Promise<Array<{ id: number; name: string }>>;
  createComplexLead: (lead: unknown) => Promise<{ id: number; contact_id?: number | null }>;
  /** A form's lead in the pipeline's «Неразобранное» (the unsorted API): answers the lead's id. */
  createUnsortedForm: (form: unknown) => Promise<{ id: number }>;
  /** The lead of an unsorted form this product sent (by its source_uid) among the pipeline's newest; undefined when none. */
  findUnsortedLead: (pipelineId: number, sourceUid: string) => Promise<number | undefined>;
  addNote: (leadId: number, text: string) => Promise<void>;
}

/** The API calls of one account with one access token. */
export function amoApi(referer: string, token: string): AmoApi {
  return {
    account: async () => (await api<{ id: number; name: string }>(referer, token, 'GET', '/api/v4/account'))!,
    pipelines: async () =>
      (await api<{ _embedded?: { pipelines?: AmoPipeline[] } }>(referer, token, 'GET', '/api/v4/leads/pipelines'))?._embedded?.pipelines ??
      [],
    findLeads: async (query) =>
      (
        await api<{ _embedded?: { leads?: Array<{ id: number; name: string }> } }>(
          referer,
          token,
          'GET',
          `/api/v4/leads?query=${encodeURIComponent(query)}`,
        )
      )?._embedded?.leads ?? [],
    createComplexLead: async (lead) => {
      const made = await api<Array<{ id: number; contact_id?: number | null }>>(referer, token, 'POST', '/api/v4/leads/complex', [lead]);
      if (!Array.isArray(made) || typeof made[0]?.id !== 'number') throw new AmoCallError('unavailable', 200, 'ответ без id сделки');
      return made[0];
    },
    createUnsortedForm: async (form) => {
      const made = await api<{ _embedded?: { unsorted?: AmoUnsortedItem[] } }>(referer, token, 'POST', '/api/v4/leads/unsorted/forms', [
        form,
      ]);
      const id = made?._embedded?.unsorted?.[0]?._embedded?.leads?.[0]?.id;
      if (typeof id !== 'number') throw new AmoCallError('unavailable', 200, 'ответ без id сделки в неразобранном');
      return { id };
    },
    findUnsortedLead: async (pipelineId, sourceUid) => {
      const query = new URLSearchParams({
        'filter[pipeline_id]': String(pipelineId),
        'filter[category][]': 'forms',
        'order[created_at]': 'desc',
        limit: '250',
      });
      const found = await api<{ _embedded?: { unsorted?: AmoUnsortedItem[] } }>(referer, token, 'GET', `/api/v4/leads/unsorted?${query}`);
      return found?._embedded?.unsorted?.find((item) => item.source_uid === sourceUid)?._embedded?.leads?.[0]?.id;
    },
    addNote: async (leadId, text) => {
      await api(referer, token, 'POST', `/api/v4/leads/${leadId}/notes`, [{ note_type: 'common', params: { text } }]);
    },
  };
}
