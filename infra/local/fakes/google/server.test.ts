// The Google fake against Google's documented OAuth and Sheets contract (docs/integrations.md §Google).
import { startGoogleFake, type GoogleFake } from './server';

let fake: GoogleFake;
const redirectUri = 'http://localhost:3000/user/integration';
beforeAll(async () => {
  fake = await startGoogleFake({ clientSecret: 'contract-secret', hangMs: 100 });
});
afterAll(() => fake.stop());

let accounts = 0;
const newAccount = () => `contract-${process.pid}-${++accounts}@gmail.com`;

async function codeFor(account: string): Promise<string> {
  const decided = await fetch(`${fake.url}/o/oauth2/v2/auth/decide`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      clientId: fake.clientId,
      redirectUri,
      scope: 'https://www.googleapis.com/auth/drive.file',
      state: 's',
      accessType: 'offline',
      prompt: 'consent',
      account,
      decision: 'allow',
    }),
  });
  return new URL(decided.headers.get('location')!).searchParams.get('code')!;
}

async function token(fields: Record<string, string>) {
  const answer = await fetch(`${fake.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: fake.clientId, client_secret: 'contract-secret', ...fields }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, any> };
}

const exchange = async (account: string) =>
  token({ grant_type: 'authorization_code', code: await codeFor(account), redirect_uri: redirectUri });
const control = (path: string, body: object) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Google fake: OAuth', () => {
  it('issues one-hour access tokens and, with offline access, a refresh token; a code works once', async () => {
    const account = newAccount();
    const code = await codeFor(account);
    const first = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_token: expect.any(String) });
    const again = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token })).body.expires_in).toBe(3600);
  });

  it('refuses a wrong client with invalid_client', async () => {
    const answer = await fetch(`${fake.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: fake.clientId, client_secret: 'wrong', grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('in an unverified app’s testing mode, a grant past its 7 days is refused with invalid_grant', async () => {
    const account = newAccount();
    await control('testing-mode', { account });
    const granted = await exchange(account);
    // As recorded answers of apps in testing mode show: the seconds the grant has left (604799 for a fresh one).
    expect(granted.body.refresh_token_expires_in).toBeGreaterThan(604_790);
    expect(granted.body.refresh_token_expires_in).toBeLessThanOrEqual(604_800);
    // Within the 7 days the refresh works.
    expect((await token({ grant_type: 'refresh_token', refresh_token: granted.body.refresh_token })).status).toBe(200);
    // A lifetime already over (as 7 days after consent): refused, used or not.
    await control('testing-mode', { account, grantSeconds: 0 });
    expect(await token({ grant_type: 'refresh_token', refresh_token: granted.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
  });
});

describe('Google fake: Sheets', () => {
  it('needs valueInputOption, and refuses a range naming a sheet the spreadsheet does not have', async () => {
    const access = (await exchange(newAccount())).body.access_token as string;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const created = await fetch(`${fake.url}/v4/spreadsheets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ properties: { title: 'T' }, sheets: [{ properties: { title: 'Заявки' } }] }),
    });
    const sheet = (await created.json()) as { spreadsheetId: string; sheets: Array<{ properties: { sheetId: number; title: string } }> };
    expect(sheet.sheets[0]!.properties).toMatchObject({ sheetId: expect.any(Number), title: 'Заявки' });
    const append = (range: string, query: string) =>
      fetch(`${fake.url}/v4/spreadsheets/${sheet.spreadsheetId}/values/${encodeURIComponent(range)}:append${query}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ values: [['=1+1']] }),
      });
    expect((await append('Заявки!A1', '')).status).toBe(400);
    expect((await append('Переименованный!A1', '?valueInputOption=RAW')).status).toBe(400);
    const ok = await append('Заявки!A1', '?valueInputOption=RAW&insertDataOption=INSERT_ROWS');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { updates: { updatedRange: string } }).updates.updatedRange).toMatch(/!A1:A1$/);
    expect(
      (await fetch(`${fake.url}/v4/spreadsheets/${sheet.spreadsheetId}/values/A1`, { headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401);
  });
});

describe('Google fake: a tab addressed by its sheetId (issue 24 §4)', () => {
  async function newSpreadsheet() {
    const access = (await exchange(newAccount())).body.access_token as string;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const created = await fetch(`${fake.url}/v4/spreadsheets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ properties: { title: 'T' }, sheets: [{ properties: { title: 'Заявки' } }] }),
    });
    const body = (await created.json()) as { spreadsheetId: string; sheets: Array<{ properties: { sheetId: number; title: string } }> };
    const call = (path: string, payload?: object) =>
      fetch(`${fake.url}/v4/spreadsheets/${body.spreadsheetId}${path}`, {
        method: payload ? 'POST' : 'GET',
        headers,
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
    return { id: body.spreadsheetId, sheetId: body.sheets[0]!.properties.sheetId, call };
  }
  const appendCells = (sheetId: number, texts: string[], fields = 'userEnteredValue') => ({
    requests: [
      { appendCells: { sheetId, rows: [{ values: texts.map((text) => ({ userEnteredValue: { stringValue: text } })) }], fields } },
    ],
  });
  const column = (sheetId: number, column: number) => ({
    dataFilters: [{ gridRange: { sheetId, startColumnIndex: column, endColumnIndex: column + 1 } }],
  });

  it('appends cells by sheetId and reads a column by gridRange, whatever the tab is called now', async () => {
    const sheet = await newSpreadsheet();
    expect((await sheet.call(':batchUpdate', appendCells(sheet.sheetId, ['Дата', 'Номер']))).status).toBe(200);
    await control(`spreadsheets/${sheet.id}/rename-sheet`, { title: 'Лиды 2026' });
    const appended = await sheet.call(':batchUpdate', appendCells(sheet.sheetId, ['21.11', '=HYPERLINK("x")']));
    expect(appended.status).toBe(200);
    expect(await appended.json()).toEqual({ spreadsheetId: sheet.id, replies: [{}] });
    const read = await sheet.call('/values:batchGetByDataFilter', column(sheet.sheetId, 1));
    expect(read.status).toBe(200);
    const body = (await read.json()) as { valueRanges: Array<{ valueRange: { range: string; values: string[][] } }> };
    expect(body.valueRanges[0]!.valueRange).toEqual({
      range: "'Лиды 2026'!B1:B2",
      majorDimension: 'ROWS',
      values: [['Номер'], ['=HYPERLINK("x")']],
    });
    // The old title is gone, as in Sheets.
    const byTitle = await sheet.call(`/values/${encodeURIComponent('Заявки!A1')}`);
    expect(byTitle.status).toBe(400);
    const got = (await (await sheet.call('')).json()) as { sheets: Array<{ properties: { sheetId: number; title: string } }> };
    expect(got.sheets.map((tab) => tab.properties)).toEqual([
      expect.objectContaining({ sheetId: sheet.sheetId, title: 'Лиды 2026', index: 0 }),
    ]);
  });

  it('refuses an unknown sheetId, a request without fields, and applies nothing of a batch with one bad request', async () => {
    const sheet = await newSpreadsheet();
    const unknown = await sheet.call(':batchUpdate', appendCells(sheet.sheetId + 1, ['x']));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(`No grid with id: ${sheet.sheetId + 1}`);
    expect((await sheet.call(':batchUpdate', appendCells(sheet.sheetId, ['x'], ''))).status).toBe(400);
    const mixed = {
      requests: [
        ...appendCells(sheet.sheetId, ['kept?']).requests,
        {
          appendCells: {
            sheetId: sheet.sheetId,
            rows: [{ values: [{ userEnteredValue: { stringValue: 'a', numberValue: 1 } }] }],
            fields: '*',
          },
        },
      ],
    };
    expect((await sheet.call(':batchUpdate', mixed)).status).toBe(400);
    expect((await sheet.call('/values:batchGetByDataFilter', column(sheet.sheetId + 1, 0))).status).toBe(400);
    const read = (await (await sheet.call('/values:batchGetByDataFilter', column(sheet.sheetId, 0))).json()) as {
      valueRanges: Array<{ valueRange: { values?: string[][] } }>;
    };
    expect(read.valueRanges[0]!.valueRange.values).toBeUndefined();
    expect((await sheet.call(':batchUpdate', { requests: [{ updateSheetProperties: {} }] })).status).toBe(400);
  });
});
