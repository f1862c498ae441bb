// A local fake of amoCRM / Kommo API v4 (docs/integrations.md, amoCRM) on node:http, for tests and `npm start`.
// One server plays www.amocrm.ru and every account host: an account's calls go to <fake>/<host>/…, where
// <host> is the `referer` the consent sent back (e.g. dentlead-demo.amocrm.ru); the functions build that
// URL from AMO_ACCOUNT_URL ('{referer}' replaced), which on AWS is https://{referer}.
//   GET  /oauth?client_id&state&mode&redirect_uri   the consent page (account subdomain, Разрешить / Отказать)
//   POST /oauth/decide   → 302 redirect_uri?code&state&referer&client_id (or error=access_denied)
//   POST /<host>/oauth2/access_token  {client_id, client_secret, grant_type, code|refresh_token, redirect_uri}
//        the code is one-time and lives 20 minutes; refresh tokens rotate, a spent, revoked or expired one is refused (400);
//        a wrong client_id or client_secret is 401 'Client authentication failed'
//   GET  /<host>/api/v4/account, GET /<host>/api/v4/leads/pipelines, GET /<host>/api/v4/leads?query=
//   POST /<host>/api/v4/leads/complex  [{name, pipeline_id, status_id, _embedded:{contacts, tags}}] → [{id, contact_id, …}]
//        a stage of type 1 («Неразобранное») is refused (400 NotSupportedChoice), as amo does
//   POST /<host>/api/v4/leads/unsorted/forms  [{source_name, source_uid, pipeline_id, created_at, metadata:{form_id,
//        form_page, form_sent_at, …}, _embedded:{leads, contacts}}] → {_embedded:{unsorted:[{uid, _embedded:{leads:[{id}]}}]}}
//   GET  /<host>/api/v4/leads/unsorted?filter[pipeline_id]&filter[category][]&filter[uid]&order[created_at]&limit
//   POST /<host>/api/v4/leads/<id>/notes  [{note_type:'common', params:{text}}]
//   Bearer check (401 for an unknown, expired or revoked token); 429 past 7 requests in a second per account.
// Control and inspection (not part of amoCRM):
//   GET  /  or /__fake/leads     an HTML page of every account's leads
//   GET  /__fake/state           accounts with leads, contacts, notes, refresh and 429 counts
//   POST /__fake/faults  {host?, target?: 'token'|'api'|'complex'|'notes', kind: 'rate-limit'|'server-error'|'timeout'|'lost-answer', times?}
//   POST /__fake/expire  {host}  every access token of the account expires now
//   POST /__fake/revoke  {host}  the clinic revoked the integration: every token of the account is refused
//   POST /__fake/settings {accessTokenSeconds}   lifetime of new access tokens (default 24 h)
//   POST /__fake/settings {host, accessTokenSeconds?, refreshTokenSeconds?, unpaid?, ipBlocked?, clientRefused?}
//        one account: token lifetimes (a refresh token unused past its lifetime, default three months, is refused
//        400), its subscription ended (every API call 402), our server's IP blocked (every call 403), our client
//        id or secret refused (token calls 401 'Client authentication failed')
//   POST /__fake/reset
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleSockets } from '../../http/keep-alive';
import { FakeAccounts, newId, newToken, withinRate, type FakeAccount, type FakeGrant, type FakeLead } from './accounts';
import { consentPage, errorPage, leadsPage } from './pages';
import { readText, sendHtml as html, sendJson as json } from '../http-io';

export const FAKE_AMO_CLIENT_ID = '5f2c1b7e-dentlead-local-amo-client';
/** amoCRM allows 7 requests a second per account. */
const RATE_LIMIT = 7;
/** A deal's price is an int; the 32-bit bound is assumed (unverified), as the product assumes (deliver-lead.ts). */
const AMO_PRICE_MAX = 2_147_483_647;
const CODE_LIFETIME_MS = 20 * 60_000;
/** amo: an access token lasts 24 hours, a refresh token three months unless used (docs/integrations.md, amoCRM). */
const ACCESS_TOKEN_SECONDS = 86_400;
const REFRESH_TOKEN_SECONDS = 90 * 86_400;
const HOST = /^[a-z0-9-]{2,40}\.amocrm\.ru$/;

export interface AmoFake {
  url: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

type FaultTarget = 'token' | 'api' | 'complex' | 'notes';
interface Fault {
  host?: string;
  target?: FaultTarget;
  /** lost-answer: the call is carried out, then the connection drops before the answer (the caller cannot tell). */
  kind: 'rate-limit' | 'server-error' | 'timeout' | 'lost-answer';
  times: number;
}

interface PendingCode {
  host: string;
  redirectUri: string;
  expiresAt: number;
}

export async function startAmoFake(options: { port?: number; clientId?: string; clientSecret?: string } = {}): Promise<AmoFake> {
  const clientId = options.clientId || FAKE_AMO_CLIENT_ID;
  const clientSecret = options.clientSecret || randomBytes(24).toString('hex');
  const accounts = new FakeAccounts();
  const codes = new Map<string, PendingCode>();
  let faults: Fault[] = [];
  let accessTokenSeconds = ACCESS_TOKEN_SECONDS;
  const held = new Set<ServerResponse>();

  const issueTokens = (account: FakeAccount, grant?: FakeGrant) => {
    const next: FakeGrant = grant ?? {
      accessToken: '',
      refreshToken: '',
      accessExpiresAt: 0,
      refreshExpiresAt: 0,
      spent: new Set(),
      revoked: false,
    };
    if (grant) next.spent.add(grant.refreshToken);
    const lifetime = account.settings.accessTokenSeconds ?? accessTokenSeconds;
    next.accessToken = newToken('access');
    next.refreshToken = newToken('refresh');
    next.accessExpiresAt = Date.now() + lifetime * 1000;
    next.refreshExpiresAt = Date.now() + (account.settings.refreshTokenSeconds ?? REFRESH_TOKEN_SECONDS) * 1000;
    if (!grant) account.grants.push(next);
    return {
      token_type: 'Bearer',
      expires_in: lifetime,
      server_time: Math.floor(Date.now() / 1000),
      access_token: next.accessToken,
      refresh_token: next.refreshToken,
    };
  };

  /** The fault that applies to this call, counted down; undefined when none. */
  const takeFault = (host: string, target: FaultTarget): Fault | undefined => {
    const fault = faults.find(
      (f) => (!f.host || f.host === host) && (!f.target || f.target === target || (f.target === 'api' && target !== 'token')),
    );
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
    return fault;
  };

  /** Answers the injected fault: 'answered', 'lose' (carry the call out, drop its answer), or undefined when the call goes on. */
  const injected = (host: string, target: FaultTarget, response: ServerResponse): 'answered' | 'lose' | undefined => {
    const fault = takeFault(host, target);
    if (!fault) return undefined;
    if (fault.kind === 'lost-answer') return 'lose';
    if (fault.kind === 'rate-limit') json(response, 429, problem(429, 'Too Many Requests', 'Превышен лимит запросов'));
    else if (fault.kind === 'server-error') json(response, 503, problem(503, 'Service Unavailable', 'Сервис временно недоступен'));
    else held.add(response); // never answered: the caller's timeout decides
    return 'answered';
  };

  function tokenCall(account: FakeAccount, body: Record<string, unknown>): [number, object] {
    if (body.client_id !== clientId || body.client_secret !== clientSecret || account.settings.clientRefused) {
      return [401, problem(401, 'Unauthorized', 'Client authentication failed', 'Неверный client_id или client_secret')];
    }
    if (body.grant_type === 'authorization_code') {
      const code = codes.get(String(body.code ?? ''));
      codes.delete(String(body.code ?? ''));
      if (!code || code.expiresAt < Date.now() || code.host !== account.host) {
        return [400, problem(400, 'Bad Request', 'Authorization code has expired', 'Код авторизации истёк или уже использован')];
      }
      if (body.redirect_uri !== code.redirectUri) return [400, problem(400, 'Bad Request', 'redirect_uri mismatch')];
      return [200, issueTokens(account)];
    }
    if (body.grant_type === 'refresh_token') {
      const presented = String(body.refresh_token ?? '');
      const grant = account.grants.find((g) => g.refreshToken === presented || g.spent.has(presented));
      if (!grant || grant.revoked || grant.refreshToken !== presented || grant.refreshExpiresAt <= Date.now()) {
        return [400, problem(400, 'Bad Request', 'Token has been revoked', 'Refresh token отозван или уже использован')];
      }
      account.refreshes += 1;
      return [200, issueTokens(account, grant)];
    }
    return [400, problem(400, 'Bad Request', 'Unsupported grant type')];
  }

  const bearerOk = (account: FakeAccount, request: IncomingMessage): boolean => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    return account.grants.some((g) => !g.revoked && g.accessToken === token && g.accessExpiresAt > Date.now());
  };

  function createLeads(account: FakeAccount, body: unknown): [number, object] {
    if (!Array.isArray(body) || body.length === 0 || body.length > 50) {
      return [400, validationProblem('0', 'InvalidType', '', 'Ожидается массив из 1–50 сделок')];
    }
    // «Неразобранное» (type 1) takes leads only through the unsorted API: amo answers NotSupportedChoice.
    const stages = new Set(account.pipelines.flatMap((p) => p.statuses.filter((s) => s.type !== 1).map((s) => `${p.id}:${s.id}`)));
    const made: FakeLead[] = [];
    for (const [index, item] of (body as Array<Record<string, any>>).entries()) {
      if (typeof item.name !== 'string' || !stages.has(`${item.pipeline_id}:${item.status_id}`)) {
        return [400, validationProblem(String(index), 'NotSupportedChoice', 'status_id', 'Неизвестная воронка или этап')];
      }
      if (!isDealPrice(item.price))
        return [400, validationProblem(String(index), 'InvalidType', 'price', 'This value should be of type int.')];
      const contacts = ((item._embedded?.contacts ?? []) as Array<Record<string, any>>).map((contact) => ({
        id: newId(),
        first_name: String(contact.first_name ?? contact.name ?? ''),
        custom_fields_values: (contact.custom_fields_values ?? []) as unknown[],
      }));
      made.push({
        id: newId(),
        name: item.name,
        pipeline_id: Number(item.pipeline_id),
        status_id: Number(item.status_id),
        ...(item.price === undefined ? {} : { price: item.price as number }),
        created_at: Math.floor(Date.now() / 1000),
        contacts,
        tags: (item._embedded?.tags ?? []) as Array<{ name: string }>,
        notes: [],
      });
    }
    account.leads.push(...made);
    return [
      200,
      made.map((lead, index) => ({
        id: lead.id,
        contact_id: lead.contacts[0]?.id ?? null,
        company_id: null,
        request_id: [String(index)],
        merged: false,
      })),
    ];
  }

  /** A deal's budget (leads-api «price»: int): a whole number, never a string or a fraction. */
  function isDealPrice(price: unknown): boolean {
    return price === undefined || (Number.isSafeInteger(price) && (price as number) >= 0 && (price as number) <= AMO_PRICE_MAX);
  }

  /** POST /api/v4/leads/unsorted/forms: each form becomes a lead in its pipeline's «Неразобранное». */
  function createUnsortedForms(account: FakeAccount, body: unknown): [number, object] {
    if (!Array.isArray(body) || body.length === 0 || body.length > 50) {
      return [400, validationProblem('0', 'InvalidType', '', 'Ожидается массив из 1–50 заявок')];
    }
    const made: FakeLead[] = [];
    for (const [index, item] of (body as Array<Record<string, any>>).entries()) {
      const missing = formProblem(item);
      if (missing) return [400, validationProblem(String(index), 'FieldMissing', missing, 'This field is missing.')];
      const pipeline =
        item.pipeline_id === undefined
          ? account.pipelines.find((p) => p.is_main)
          : account.pipelines.find((p) => p.id === item.pipeline_id);
      if (!pipeline) return [400, validationProblem(String(index), 'NotSupportedChoice', 'pipeline_id', 'Неизвестная воронка')];
      const [deal = {}] = (item._embedded?.leads ?? []) as Array<Record<string, any>>;
      if (!isDealPrice(deal.price))
        return [400, validationProblem(String(index), 'InvalidType', 'price', 'This value should be of type int.')];
      const contacts = ((item._embedded?.contacts ?? []) as Array<Record<string, any>>).map((contact) => ({
        id: newId(),
        first_name: String(contact.first_name ?? contact.name ?? ''),
        custom_fields_values: (contact.custom_fields_values ?? []) as unknown[],
      }));
      const createdAt = Number(item.created_at ?? Math.floor(Date.now() / 1000));
      made.push({
        id: newId(),
        name: String(deal.name ?? `Заявка ${item.source_name}`),
        pipeline_id: pipeline.id,
        status_id: pipeline.statuses.find((stage) => stage.type === 1)!.id,
        ...(deal.price === undefined ? {} : { price: deal.price as number }),
        created_at: createdAt,
        contacts,
        tags: (deal._embedded?.tags ?? []) as Array<{ name: string }>,
        notes: [],
        unsorted: {
          uid: randomBytes(20).toString('hex'),
          source_uid: item.source_uid,
          source_name: item.source_name,
          category: 'forms',
          created_at: createdAt,
          metadata: item.metadata,
        },
      });
    }
    account.leads.push(...made);
    return [
      200,
      {
        _total_items: made.length,
        _embedded: {
          unsorted: made.map((lead, index) => ({
            uid: lead.unsorted!.uid,
            account_id: account.id,
            request_id: String(index),
            _embedded: { leads: [{ id: lead.id }], contacts: lead.contacts.map((c) => ({ id: c.id })), companies: [] },
          })),
        },
      },
    ];
  }

  /** GET /api/v4/leads/unsorted: filter[uid], filter[pipeline_id], filter[category][], order[created_at], limit (≤ 250). */
  function listUnsorted(account: FakeAccount, url: URL): [number, object] {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) return [400, validationProblem('0', 'InvalidType', 'limit', 'limit: 1–250')];
    const uid = url.searchParams.get('filter[uid]');
    const pipelineId = url.searchParams.get('filter[pipeline_id]');
    const categories = url.searchParams.getAll('filter[category][]');
    const order = url.searchParams.get('order[created_at]') === 'desc' ? -1 : 1;
    const found = account.leads
      .filter((lead) => lead.unsorted)
      .filter((lead) => (!uid || lead.unsorted!.uid === uid) && (!pipelineId || String(lead.pipeline_id) === pipelineId))
      .filter((lead) => categories.length === 0 || categories.includes(lead.unsorted!.category))
      .sort((a, b) => order * (a.unsorted!.created_at - b.unsorted!.created_at || a.id - b.id))
      .slice(0, limit);
    if (found.length === 0) return [204, {}];
    return [
      200,
      {
        _page: 1,
        _embedded: {
          unsorted: found.map((lead) => ({
            ...lead.unsorted,
            pipeline_id: lead.pipeline_id,
            account_id: account.id,
            _embedded: { leads: [{ id: lead.id }], contacts: lead.contacts.map((c) => ({ id: c.id })), companies: [] },
          })),
        },
      },
    ];
  }

  function addNotes(account: FakeAccount, leadId: number, body: unknown): [number, object] {
    const lead = account.leads.find((l) => l.id === leadId);
    if (!lead) return [404, problem(404, 'Not Found', 'Сделка не найдена')];
    if (!Array.isArray(body) || body.length === 0) return [400, validationProblem('0', 'InvalidType', '', 'Ожидается массив примечаний')];
    const notes = (body as Array<Record<string, any>>).map((item) => ({
      id: newId(),
      entity_id: leadId,
      note_type: String(item.note_type ?? 'common'),
      params: { text: String(item.params?.text ?? '') },
      created_at: Math.floor(Date.now() / 1000),
    }));
    lead.notes.push(...notes);
    return [200, { _embedded: { notes: notes.map((note) => ({ id: note.id, entity_id: leadId, request_id: '0' })) } }];
  }

  const leadView = ({ notes: _notes, contacts, tags, ...lead }: FakeLead) => ({
    ...lead,
    _embedded: { contacts: contacts.map((c) => ({ id: c.id })), tags },
  });

  function apiCall(account: FakeAccount, method: string, path: string, url: URL, body: unknown): [number, object] {
    if (method === 'GET' && path === '/api/v4/account') {
      return [200, { id: account.id, name: account.name, subdomain: account.subdomain, country: 'RU', currency: 'RUB' }];
    }
    if (method === 'GET' && path === '/api/v4/leads/pipelines') {
      return [
        200,
        {
          _total_items: account.pipelines.length,
          _embedded: { pipelines: account.pipelines.map(({ statuses, ...p }) => ({ ...p, _embedded: { statuses } })) },
        },
      ];
    }
    if (method === 'GET' && path === '/api/v4/leads') {
      const query = url.searchParams.get('query') ?? '';
      const found = account.leads.filter((lead) => query === '' || lead.name.includes(query));
      // amoCRM answers 204 with no body when nothing matches.
      return found.length === 0 ? [204, {}] : [200, { _embedded: { leads: found.map(leadView) } }];
    }
    if (method === 'POST' && path === '/api/v4/leads/complex') return createLeads(account, body);
    if (method === 'POST' && path === '/api/v4/leads/unsorted/forms') return createUnsortedForms(account, body);
    if (method === 'GET' && path === '/api/v4/leads/unsorted') return listUnsorted(account, url);
    const notes = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(path);
    if (method === 'POST' && notes) return addNotes(account, Number(notes[1]), body);
    return [404, problem(404, 'Not Found', 'Метод не найден')];
  }

  async function account(host: string, method: string, path: string, url: URL, request: IncomingMessage, response: ServerResponse) {
    if (!HOST.test(host)) return json(response, 404, problem(404, 'Not Found', 'Аккаунт не найден'));
    const target: FaultTarget =
      path === '/oauth2/access_token'
        ? 'token'
        : path.endsWith('/complex') || path.endsWith('/unsorted/forms')
          ? 'complex'
          : path.endsWith('/notes')
            ? 'notes'
            : 'api';
    const body = await readJson(request);
    const fault = injected(host, target, response);
    if (fault === 'answered') return;
    const [status, answer] = carryOut(accounts.account(host), target, method, path, url, request, body);
    if (fault === 'lose') response.destroy();
    else if (status === 204) response.writeHead(204).end();
    else json(response, status, answer);
  }

  function carryOut(
    found: FakeAccount,
    target: FaultTarget,
    method: string,
    path: string,
    url: URL,
    request: IncomingMessage,
    body: unknown,
  ): [number, object] {
    if (target === 'token') {
      if (method !== 'POST') return [405, problem(405, 'Method Not Allowed', 'POST')];
      if (found.settings.ipBlocked) return [403, problem(403, 'Forbidden', 'IP address is blocked', 'Ваш IP заблокирован')];
      return tokenCall(found, body as Record<string, unknown>);
    }
    // Our server's address blocked by amo (too many bad requests): every call is refused, the token call too.
    if (found.settings.ipBlocked) return [403, problem(403, 'Forbidden', 'IP address is blocked', 'Ваш IP заблокирован')];
    if (!withinRate(found, Date.now(), RATE_LIMIT)) {
      found.rateLimited += 1;
      return [429, problem(429, 'Too Many Requests', 'Не больше 7 запросов в секунду')];
    }
    if (!bearerOk(found, request)) return [401, problem(401, 'Unauthorized', 'Токен недействителен или истёк')];
    if (found.settings.unpaid) return [402, problem(402, 'Payment Required', 'Account is not paid', 'Аккаунт не оплачен')];
    return apiCall(found, method, path, url, body);
  }

  function state() {
    return {
      accounts: accounts.all().map((a) => ({
        host: a.host,
        id: a.id,
        name: a.name,
        pipelines: a.pipelines,
        leads: a.leads,
        refreshes: a.refreshes,
        rateLimited: a.rateLimited,
        grants: a.grants.map(({ accessExpiresAt, refreshExpiresAt, revoked }) => ({ accessExpiresAt, refreshExpiresAt, revoked })),
      })),
    };
  }

  function control(route: string, body: Record<string, any>): [number, object] {
    if (route === 'GET /__fake/state') return [200, state()];
    if (route === 'POST /__fake/faults') {
      faults.push({ host: body.host, target: body.target, kind: body.kind, times: Number(body.times ?? 1) });
      return [200, { faults }];
    }
    const target = accounts.find(String(body.host ?? ''));
    if (route === 'POST /__fake/expire' && target) {
      for (const grant of target.grants) grant.accessExpiresAt = 0;
      return [200, { expired: target.grants.length }];
    }
    if (route === 'POST /__fake/revoke' && target) {
      for (const grant of target.grants) grant.revoked = true;
      return [200, { revoked: target.grants.length }];
    }
    if (route === 'POST /__fake/settings') {
      if (typeof body.host === 'string') {
        // One account's settings (made on first use), so parallel tests do not see each other's.
        const account = accounts.account(body.host);
        const { host: _host, ...settings } = body;
        account.settings = { ...account.settings, ...settings };
        return [200, { host: account.host, settings: account.settings }];
      }
      accessTokenSeconds = Number(body.accessTokenSeconds ?? accessTokenSeconds);
      return [200, { accessTokenSeconds }];
    }
    if (route === 'POST /__fake/reset') {
      accounts.clear();
      codes.clear();
      faults = [];
      accessTokenSeconds = ACCESS_TOKEN_SECONDS;
      return [200, { ok: true }];
    }
    return [404, { error: 'not found' }];
  }

  function consent(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get('client_id') !== clientId) return html(response, 400, errorPage('Неизвестная интеграция (client_id)'));
    if (!/^https?:\/\//.test(redirectUri)) return html(response, 400, errorPage('Не указан адрес возврата (redirect_uri)'));
    html(
      response,
      200,
      consentPage({ clientId, state: url.searchParams.get('state') ?? '', redirectUri, mode: url.searchParams.get('mode') ?? 'popup' }),
    );
  }

  function decide(fields: Record<string, string>, response: ServerResponse) {
    const back = new URL(fields.redirectUri ?? '');
    if (fields.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      if (fields.state) back.searchParams.set('state', fields.state);
    } else {
      const host = `${(fields.subdomain ?? '').trim().toLowerCase()}.amocrm.ru`;
      if (!HOST.test(host)) return html(response, 400, errorPage('Неверный поддомен аккаунта'));
      accounts.account(host);
      const code = randomBytes(32).toString('hex');
      codes.set(code, { host, redirectUri: fields.redirectUri!, expiresAt: Date.now() + CODE_LIFETIME_MS });
      back.searchParams.set('code', code);
      if (fields.state) back.searchParams.set('state', fields.state);
      back.searchParams.set('referer', host);
      back.searchParams.set('client_id', clientId);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /' || route === 'GET /__fake/leads') return html(response, 200, leadsPage(accounts.all()));
    if (route === 'GET /oauth') return consent(url, response);
    if (route === 'POST /oauth/decide') return decide(Object.fromEntries(new URLSearchParams(await readText(request))), response);
    if (url.pathname.startsWith('/__fake/')) return json(response, ...control(route, (await readJson(request)) as Record<string, any>));
    const [, host = '', ...rest] = url.pathname.split('/');
    return account(host, method, `/${rest.join('/')}`, url, request, response);
  }

  const server = holdIdleSockets(
    createServer((request, response) => {
      handle(request, response).catch((error: unknown) => json(response, 500, problem(500, 'Internal Server Error', String(error))));
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The field a form lacks (source_name, source_uid and the form's metadata are required), or undefined. */
function formProblem(item: Record<string, any>): string | undefined {
  if (typeof item.source_name !== 'string' || item.source_name === '') return 'source_name';
  if (typeof item.source_uid !== 'string' || item.source_uid === '') return 'source_uid';
  if (typeof item.metadata !== 'object' || item.metadata === null) return 'metadata';
  for (const field of ['form_id', 'form_page'] as const) if (typeof item.metadata[field] !== 'string') return `metadata.${field}`;
  if (typeof item.metadata.form_sent_at !== 'number') return 'metadata.form_sent_at';
  return undefined;
}

const problem = (status: number, title: string, detail: string, hint?: string) => ({
  title,
  type: `https://httpstatus.es/${status}`,
  status,
  detail,
  ...(hint ? { hint } : {}),
});

const validationProblem = (requestId: string, code: string, path: string, detail: string) => ({
  'validation-errors': [{ request_id: requestId, errors: [{ code, path, detail }] }],
  title: 'Bad Request',
  type: 'https://httpstatus.es/400',
  status: 400,
  detail: 'Request validation failed',
});

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
