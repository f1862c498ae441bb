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
