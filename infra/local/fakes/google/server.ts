// A local fake of Google's web-server OAuth and Sheets API v4 (docs/integrations.md, Google) on node:http,
// for tests and `npm start`. One port serves the three hosts the product configures:
//   GET  /o/oauth2/v2/auth?client_id&redirect_uri&response_type=code&scope&access_type&prompt&state
//        the consent page (accounts.google.com): 'Разрешить' redirects to redirect_uri with code, state
//        and scope; 'Отмена' with error=access_denied and state
//   POST /token  (form)  grant_type=authorization_code (code once, same redirect_uri; a refresh_token only
//        with access_type=offline) or refresh_token; 401 invalid_client for a wrong client; 400 invalid_grant
//        for a used or unknown code and for a revoked grant (oauth2.googleapis.com)
//   POST /v4/spreadsheets  {properties:{title}, sheets:[{properties:{title}}]}  → spreadsheetId, spreadsheetUrl, sheets
//   POST /v4/spreadsheets/<id>/values/<range>:append?valueInputOption=RAW|USER_ENTERED&insertDataOption=INSERT_ROWS
//        {values:[[…]]} → {spreadsheetId, tableRange, updates:{updatedRange, updatedRows, updatedColumns, updatedCells}}
//        an unknown or missing valueInputOption → 400 INVALID_ARGUMENT
//   GET  /v4/spreadsheets/<id>/values/<range>  → {range, majorDimension:'ROWS', values}
//   GET  /v4/spreadsheets/<id>  → {spreadsheetId, properties, sheets[].properties {sheetId, title, index}, spreadsheetUrl}
//   POST /v4/spreadsheets/<id>:batchUpdate {requests:[{appendCells:{sheetId, rows, fields}}]} → {spreadsheetId, replies}
//   POST /v4/spreadsheets/<id>/values:batchGetByDataFilter {dataFilters:[{gridRange|a1Range}]} → {spreadsheetId, valueRanges}
//        (batch.ts: a tab addressed by its sheetId, which stays when the clinic renames the tab; an unknown id → 400)
//   Bearer access tokens: unknown or expired → 401 UNAUTHENTICATED; a revoked grant's tokens too; another
//   account's spreadsheet → 403 PERMISSION_DENIED; unknown → 404; more than 60 writes a minute per account → 429
//   RESOURCE_EXHAUSTED.
//   GET  /spreadsheets/d/<id>/edit   the spreadsheet as an HTML table (the spreadsheetUrl); GET /spreadsheets: all
// Control for tests (not part of Google):
//   GET  /__fake/spreadsheets[/<id>]   spreadsheets with their rows as CellData (userEnteredValue)
//   POST /__fake/spreadsheets/<id>/rename-sheet {sheetId?, title}  renames a tab as a person does in the Sheets UI
//   GET  /__fake/calls                 every API call: scope, path, status, account
//   GET  /__fake/grants                grants: account, revoked, refreshes (no token values)
//   POST /__fake/faults {scope: 'append'|'create'|'token'|'read', next: ['429'|'500'|'503'|'timeout'|'timeout-after-append', …]}
//        the next calls of that scope fail so, one fault per call; a timeout answers after `hangMs` (default 30 s)
//   POST /__fake/expire-access-tokens   every access token issued so far is expired (401 on its next use)
//   POST /__fake/revoke {account?}      revokes the grants (of one account, or all): refresh → invalid_grant
//   POST /__fake/testing-mode {account, grantSeconds? = 7 days, off?}  that account's consents expire as in an
//        unverified app's testing mode: token answers carry refresh_token_expires_in (the seconds left), and a
//        refresh past grantSeconds after consent is 400 invalid_grant
//   POST /__fake/quota {writesPerMinute} POST /__fake/reset
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleSockets } from '../../http/keep-alive';
import { cellText, consentPage, errorPage, spreadsheetListPage, spreadsheetPage } from './pages';
import { parseA1, rowsRange, sheetOf, storedCell, VALUE_INPUT_OPTIONS, type ValueInputOption } from './sheets';
import { GoogleFakeState, randomId, randomSheetId, type FaultScope, type Fault, type Grant, type FakeSpreadsheet } from './state';
import { type Answer, googleError } from './answers';
import { batchUpdate, valuesByDataFilter } from './batch';
import { readBody, sendHtml as html, sendJson as json } from '../http-io';

export const FAKE_GOOGLE_CLIENT_ID = '123456789012-dentlead-local.apps.googleusercontent.com';
/** Google: an access token lasts an hour; a testing-mode app's refresh tokens expire after 7 days. */
const ACCESS_TOKEN_SECONDS = 3600;
const TESTING_GRANT_SECONDS = 7 * 86_400;

export interface GoogleFake {
  url: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

export async function startGoogleFake(options: { port?: number; clientSecret?: string; hangMs?: number } = {}): Promise<GoogleFake> {
  const clientId = FAKE_GOOGLE_CLIENT_ID;
  const clientSecret = options.clientSecret || `GOCSPX-${randomId(18)}`;
  const state = new GoogleFakeState();
  let hangMs = options.hangMs ?? 30_000;
  let baseUrl = '';

  function consent(query: URLSearchParams, response: ServerResponse) {
    const missing = ['client_id', 'redirect_uri', 'response_type', 'scope'].find((name) => !query.get(name));
    if (missing) return html(response, 400, errorPage('400. Ошибка', `Не передан параметр ${missing}`));
    if (query.get('client_id') !== clientId)
      return html(response, 401, errorPage('401. Ошибка', 'invalid_client: The OAuth client was not found.'));
    if (query.get('response_type') !== 'code') return html(response, 400, errorPage('400. Ошибка', 'unsupported_response_type'));
    html(
      response,
      200,
      consentPage({
        clientId: query.get('client_id')!,
        redirectUri: query.get('redirect_uri')!,
        scope: query.get('scope')!,
        state: query.get('state') ?? '',
        accessType: query.get('access_type') ?? 'online',
        prompt: query.get('prompt') ?? '',
      }),
    );
  }

  function decide(fields: Record<string, string>, response: ServerResponse) {
    const back = new URL(fields.redirectUri ?? '');
    if (fields.decision === 'allow') {
      const code = `4/0fake-${randomId(24)}`;
      state.codes.set(code, {
        account: (fields.account || 'clinic@gmail.com').trim().toLowerCase(),
        clientId: fields.clientId ?? '',
        redirectUri: fields.redirectUri ?? '',
        scope: fields.scope ?? '',
        offline: fields.accessType === 'offline',
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', fields.scope ?? '');
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    if (fields.state) back.searchParams.set('state', fields.state);
    response.writeHead(303, { location: back.toString() });
    response.end();
  }

  function token(fields: Record<string, string>): Answer {
    if (fields.client_id !== clientId || fields.client_secret !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
    }
    const invalidGrant = (description: string): Answer => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (fields.grant_type === 'authorization_code') {
      const pending = state.codes.get(fields.code ?? '');
      if (!pending || pending.used) return invalidGrant('Malformed auth code.');
      if (pending.redirectUri !== fields.redirect_uri)
        return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' } };
      pending.used = true;
      const grant: Grant = {
        account: pending.account,
        refreshToken: `1//0fake-${randomId(32)}`,
        scope: pending.scope,
        revoked: false,
        issuedAt: Date.now(),
        refreshes: 0,
      };
      state.grants.set(grant.refreshToken, grant);
      const access = state.issueAccessToken(grant, ACCESS_TOKEN_SECONDS);
      return {
        status: 200,
        body: {
          access_token: access.token,
          expires_in: access.expiresIn,
          ...(pending.offline ? { refresh_token: grant.refreshToken, ...grantLifetime(grant) } : {}),
          scope: grant.scope,
          token_type: 'Bearer',
        },
      };
    }
    if (fields.grant_type === 'refresh_token') {
      const grant = state.grants.get(fields.refresh_token ?? '');
      if (!grant || grant.revoked) return invalidGrant('Token has been expired or revoked.');
      const testing = state.testingGrantSeconds.get(grant.account);
      if (testing !== undefined && Date.now() >= grant.issuedAt + testing * 1000) return invalidGrant('Token has been expired or revoked.');
      const access = state.issueAccessToken(grant, ACCESS_TOKEN_SECONDS);
      grant.refreshes += 1;
      return {
        status: 200,
        body: {
          access_token: access.token,
          expires_in: access.expiresIn,
          scope: grant.scope,
          token_type: 'Bearer',
          ...grantLifetime(grant),
        },
      };
    }
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' + (fields.grant_type ?? '') },
    };
  }

  /**
   * A time-limited grant's remaining seconds, as recorded token answers of apps in testing mode carry it
   * (`refresh_token_expires_in: 604799`; Google's web-server page documents the field for time-based access).
   */
  function grantLifetime(grant: Grant): { refresh_token_expires_in?: number } {
    const testing = state.testingGrantSeconds.get(grant.account);
    if (testing === undefined) return {};
    return { refresh_token_expires_in: Math.max(0, Math.floor((grant.issuedAt + testing * 1000 - Date.now()) / 1000)) };
  }

  /** The account of a valid bearer token, or the 401 Google answers. */
  function authorize(request: IncomingMessage): { account: string } | Answer {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const access = bearer ? state.accessTokens.get(bearer) : undefined;
    if (!access || access.expiresAt <= Date.now() || access.grant.revoked) {
      return googleError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'ACCESS_TOKEN_EXPIRED',
      );
    }
    return { account: access.grant.account };
  }

  function create(account: string, body: Record<string, unknown>): Answer {
    if (!state.allowWrite(account, Date.now())) return quotaExceeded();
    const properties = (body.properties ?? {}) as { title?: string };
    const asked = ((body.sheets ?? []) as Array<{ properties?: { title?: string; sheetId?: number } }>).map(
      (sheet) => sheet.properties ?? {},
    );
    // SheetProperties.sheetId: kept when the request sets one, else Google picks it (never assume 0).
    const sheets = (asked.length > 0 ? asked : [{}]).map((sheet, index) => ({
      sheetId: Number.isInteger(sheet.sheetId) && sheet.sheetId! >= 0 ? sheet.sheetId! : randomSheetId(),
      title: sheet.title || `Лист${index + 1}`,
      rows: [],
    }));
    if (new Set(sheets.map((sheet) => sheet.sheetId)).size !== sheets.length) {
      return googleError(400, 'INVALID_ARGUMENT', 'Invalid sheets: duplicate sheetId');
    }
    const spreadsheet: FakeSpreadsheet = {
      spreadsheetId: randomId(33),
      title: properties.title || 'Новая таблица',
      owner: account,
      sheets,
      createdAt: new Date().toISOString(),
    };
    state.spreadsheets.set(spreadsheet.spreadsheetId, spreadsheet);
    return { status: 200, body: spreadsheetResource(spreadsheet) };
  }

  function spreadsheetResource(spreadsheet: FakeSpreadsheet) {
    return {
      spreadsheetId: spreadsheet.spreadsheetId,
      properties: { title: spreadsheet.title, locale: 'ru_RU', timeZone: 'Europe/Moscow' },
      sheets: spreadsheet.sheets.map((sheet, index) => ({
        properties: {
          sheetId: sheet.sheetId,
          title: sheet.title,
          index,
          sheetType: 'GRID',
          gridProperties: { rowCount: 1000, columnCount: 26 },
        },
      })),
      spreadsheetUrl: `${baseUrl}/spreadsheets/d/${spreadsheet.spreadsheetId}/edit`,
    };
  }

  function findSpreadsheet(id: string, account: string): FakeSpreadsheet | Answer {
    const spreadsheet = state.spreadsheets.get(id);
    if (!spreadsheet) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    if (spreadsheet.owner !== account) return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
    return spreadsheet;
  }

  function append(account: string, id: string, range: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
    const option = query.get('valueInputOption');
    if (!option || !(VALUE_INPUT_OPTIONS as readonly string[]).includes(option)) {
      return googleError(400, 'INVALID_ARGUMENT', `Invalid valueInputOption: '${option ?? ''}'`);
    }
    const insert = query.get('insertDataOption') ?? 'OVERWRITE';
    if (insert !== 'INSERT_ROWS' && insert !== 'OVERWRITE')
      return googleError(400, 'INVALID_ARGUMENT', `Invalid insertDataOption: '${insert}'`);
    const found = findSpreadsheet(id, account);
    if ('status' in found) return found;
    if (!state.allowWrite(account, Date.now())) return quotaExceeded();
    const sheet = sheetOf(found, parseA1(range));
    if (!sheet) return googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
    const values = body.values;
    if (!Array.isArray(values) || !values.every(Array.isArray))
      return googleError(400, 'INVALID_ARGUMENT', 'Invalid values: expected rows');
    const rows = (values as unknown[][]).map((row) => row.map((value) => storedCell(value, option as ValueInputOption)));
    const tableRange = sheet.rows.length > 0 ? rowsRange(sheet.title, 1, sheet.rows.length, widthOf(sheet.rows)) : undefined;
    const first = sheet.rows.length + 1;
    sheet.rows.push(...rows);
    const width = widthOf(rows);
    return {
      status: 200,
      body: {
        spreadsheetId: id,
        ...(tableRange ? { tableRange } : {}),
        updates: {
          spreadsheetId: id,
          updatedRange: rowsRange(sheet.title, first, sheet.rows.length, width),
          updatedRows: rows.length,
          updatedColumns: width,
          updatedCells: rows.reduce((sum, row) => sum + row.length, 0),
        },
      },
    };
  }

  function read(account: string, id: string, range: string): Answer {
    const found = findSpreadsheet(id, account);
    if ('status' in found) return found;
    const parsed = parseA1(range);
    const sheet = sheetOf(found, parsed);
    if (!sheet) return googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
    const [from, to] = parsed.columns ?? [0, Number.MAX_SAFE_INTEGER];
    const values = sheet.rows.map((row) => row.slice(from, to + 1).map(cellText));
    return { status: 200, body: { range, majorDimension: 'ROWS', ...(values.length > 0 ? { values } : {}) } };
  }

  async function api(request: IncomingMessage, url: URL, response: ServerResponse): Promise<boolean> {
    const route = `${request.method} ${url.pathname}`;
    const appendMatch = /^POST \/v4\/spreadsheets\/([^/]+)\/values\/(.+):append$/.exec(route);
    const readMatch = /^GET \/v4\/spreadsheets\/([^/]+)\/values\/(.+)$/.exec(route);
    const batchUpdateMatch = /^POST \/v4\/spreadsheets\/([^/]+):batchUpdate$/.exec(route);
    const filterMatch = /^POST \/v4\/spreadsheets\/([^/]+)\/values:batchGetByDataFilter$/.exec(route);
    const getMatch = /^GET \/v4\/spreadsheets\/([^/:]+)$/.exec(route);
    const scope: FaultScope | undefined =
      route === 'POST /token'
        ? 'token'
        : route === 'POST /v4/spreadsheets'
          ? 'create'
          : appendMatch || batchUpdateMatch
            ? 'append'
            : readMatch || filterMatch || getMatch
              ? 'read'
              : undefined;
    if (!scope) return false;
    const body = await readBody(request);
    /** The calls that name the spreadsheet alone: get (its sheets' properties), batchUpdate, batchGetByDataFilter. */
    const spreadsheetCall = (account: string, id: string, input: Record<string, unknown>): Answer => {
      const found = findSpreadsheet(id, account);
      if ('status' in found) return found;
      if (getMatch) return { status: 200, body: spreadsheetResource(found) };
      if (filterMatch) return valuesByDataFilter(found, input);
      if (!state.allowWrite(account, Date.now())) return quotaExceeded();
      return batchUpdate(found, input);
    };
    const fault = state.takeFault(scope);
    let account: string | undefined;
    const answer = await (async (): Promise<Answer | 'hung'> => {
      if (fault && fault !== 'timeout-after-append') {
        const injected = injectedAnswer(fault);
        if (injected) return injected;
        await hang(response);
        return 'hung';
      }
      if (scope === 'token') return token(body as Record<string, string>);
      const who = authorize(request);
      if ('status' in who) return who;
      account = who.account;
      if (scope === 'create') return create(who.account, body);
      const byId = batchUpdateMatch ?? filterMatch ?? getMatch;
      if (byId) return spreadsheetCall(who.account, decodeURIComponent(byId[1]!), body);
      if (scope === 'read') return read(who.account, decodeURIComponent(readMatch![1]!), decodeURIComponent(readMatch![2]!));
      return append(who.account, decodeURIComponent(appendMatch![1]!), decodeURIComponent(appendMatch![2]!), url.searchParams, body);
    })();
    if (answer === 'hung') {
      state.calls.push({ at: new Date().toISOString(), scope, method: request.method!, path: url.pathname, status: 0 });
      return true;
    }
    state.calls.push({ at: new Date().toISOString(), scope, method: request.method!, path: url.pathname, status: answer.status, account });
    if (fault === 'timeout-after-append') {
      await hang(response);
      return true;
    }
    json(response, answer.status, answer.body);
    return true;
  }

  function injectedAnswer(fault: Fault): Answer | undefined {
    if (fault === '429') return quotaExceeded();
    if (fault === '500') return googleError(500, 'INTERNAL', 'Internal error encountered.');
    if (fault === '503') return googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.');
    return undefined;
  }

  /** Holds the request open for hangMs (or until the client gives up), then drops the connection. */
  function hang(response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        response.destroy();
        resolve();
      }, hangMs);
      response.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async function control(request: IncomingMessage, url: URL): Promise<Answer> {
    const route = `${request.method} ${url.pathname}`;
    const body = await readBody(request);
    if (route === 'GET /__fake/spreadsheets') return { status: 200, body: [...state.spreadsheets.values()] };
    const one = /^GET \/__fake\/spreadsheets\/([^/]+)$/.exec(route);
    if (one) {
      const spreadsheet = state.spreadsheets.get(decodeURIComponent(one[1]!));
      return spreadsheet ? { status: 200, body: spreadsheet } : { status: 404, body: { error: 'not found' } };
    }
    const rename = /^POST \/__fake\/spreadsheets\/([^/]+)\/rename-sheet$/.exec(route);
    if (rename) {
      // What a person does in the Sheets UI (double-click the tab): the title changes, the sheetId stays.
      const spreadsheet = state.spreadsheets.get(decodeURIComponent(rename[1]!));
      const sheet = spreadsheet?.sheets.find((candidate) => body.sheetId === undefined || candidate.sheetId === body.sheetId);
      if (!sheet || typeof body.title !== 'string' || body.title.trim() === '')
        return { status: 404, body: { error: 'no such sheet or no title' } };
      sheet.title = body.title;
      return { status: 200, body: { sheetId: sheet.sheetId, title: sheet.title } };
    }
    if (route === 'GET /__fake/calls') return { status: 200, body: state.calls };
    if (route === 'GET /__fake/grants') {
      return {
        status: 200,
        body: [...state.grants.values()].map(({ account, scope, revoked, refreshes }) => ({ account, scope, revoked, refreshes })),
      };
    }
    if (route === 'POST /__fake/faults') {
      const scope = body.scope as FaultScope;
      if (!(scope in state.faults)) return { status: 400, body: { error: `unknown scope ${String(scope)}` } };
      state.faults[scope].push(...((body.next ?? []) as Fault[]));
      if (typeof body.hangMs === 'number') hangMs = body.hangMs;
      return { status: 200, body: { scope, queued: state.faults[scope] } };
    }
    if (route === 'POST /__fake/expire-access-tokens') {
      for (const access of state.accessTokens.values()) access.expiresAt = 0;
      return { status: 200, body: { expired: state.accessTokens.size } };
    }
    if (route === 'POST /__fake/revoke') {
      let revoked = 0;
      for (const grant of state.grants.values()) {
        if (body.account && grant.account !== String(body.account).toLowerCase()) continue;
        grant.revoked = true;
        revoked++;
      }
      return { status: 200, body: { revoked } };
    }
    if (route === 'POST /__fake/testing-mode') {
      // {account, grantSeconds?}: that Google account's consents expire as an unverified app's in testing do (7 days).
      const account = String(body.account ?? '').toLowerCase();
      if (!account) return { status: 400, body: { error: 'account required' } };
      if (body.off === true) state.testingGrantSeconds.delete(account);
      else state.testingGrantSeconds.set(account, typeof body.grantSeconds === 'number' ? body.grantSeconds : TESTING_GRANT_SECONDS);
      return { status: 200, body: { account, grantSeconds: state.testingGrantSeconds.get(account) ?? null } };
    }
    if (route === 'POST /__fake/quota') {
      state.writeLimitPerMinute = Number(body.writesPerMinute) || 60;
      return { status: 200, body: { writesPerMinute: state.writeLimitPerMinute } };
    }
    if (route === 'POST /__fake/reset') {
      state.reset();
      return { status: 200, body: { ok: true } };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return consent(url.searchParams, response);
    if (request.method === 'POST' && url.pathname === '/o/oauth2/v2/auth/decide') {
      return decide((await readBody(request)) as Record<string, string>, response);
    }
    if (await api(request, url, response)) return;
    const sheetPage = /^\/spreadsheets\/d\/([^/]+)\/edit$/.exec(url.pathname);
    if (request.method === 'GET' && sheetPage) {
      const spreadsheet = state.spreadsheets.get(decodeURIComponent(sheetPage[1]!));
      return spreadsheet ? html(response, 200, spreadsheetPage(spreadsheet)) : html(response, 404, errorPage('404', 'Таблица не найдена'));
    }
    if (request.method === 'GET' && url.pathname === '/spreadsheets')
      return html(response, 200, spreadsheetListPage([...state.spreadsheets.values()]));
    if (url.pathname.startsWith('/__fake/')) {
      const answer = await control(request, url);
      return json(response, answer.status, answer.body);
    }
    json(response, 404, googleError(404, 'NOT_FOUND', 'Not Found').body);
  }

  const server = holdIdleSockets(
    createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) json(response, 500, googleError(500, 'INTERNAL', String(error)).body);
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const quotaExceeded = (): Answer =>
  googleError(
    429,
    'RESOURCE_EXHAUSTED',
    "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'.",
    'RATE_LIMIT_EXCEEDED',
  );

const widthOf = (rows: unknown[][]) => rows.reduce((width, row) => Math.max(width, row.length), 0);
