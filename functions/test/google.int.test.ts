// Google Sheets end to end against the local runtime and the fake Google: connecting through the consent
// page, one RAW row per lead, an expired access token, 429, a timeout whose append did happen, a revoked
// grant and its reconnect, 'Отправить повторно' (never a second row), and one clinic never reaching
// another's entry or code.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GOOGLE_RECONNECT_TEXT } from '../../shared/schemas/google';
import { DELIVERY_PENDING, GOOGLE_OK_TEXT } from '../../shared/schemas/leads';
import { GOOGLE_RECONNECT_STATUS } from '../domain/google/deliver';
import { SHEET_HEADER } from '../domain/google/lead-row';
import { api } from './api';
import { cellText, connectGoogle, consentReturn, fakeCalls, fakeSpreadsheet, googleControl, rowsOfLead } from './google-support';
import { allLeads, closeTestClients, newClinic, putIntegrations, type TestClinic, ticketOf, waitFor } from './leads-support';
import { useTestTable } from './table';

afterAll(closeTestClients);
// A consumer killed by its time limit on a busy machine hands its message back only after the queue's
// visibility timeout (60 s): the waits allow for one such round.
const slowIt = (name: string, test: () => Promise<void>) => it(name, test, 150_000);

const table = useTestTable();
const resend = (clinic: TestClinic, id: string) =>
  api('POST', '/api/ticket/resend', { token: clinic.token, body: { id, channel: 'google' } });

const uniqueAccount = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@gmail.com`;

async function bookLead(clinic: TestClinic, overrides: Parameters<typeof ticketOf>[1] = {}): Promise<string> {
  const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, overrides) });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

async function googleStatusOf(clinic: TestClinic, leadId: string, accept: (status: string) => boolean): Promise<string> {
  return waitFor(
    `google status of ${leadId}`,
    async () => {
      const lead = (await allLeads(clinic)).find((item) => item._id === leadId);
      const status = lead?.statusSend.google;
      return typeof status === 'string' && accept(status) && status;
    },
    { timeoutMs: 90_000 },
  );
}

describe('Google Sheets', () => {
  let clinic: TestClinic;
  let account: string;
  let entry: { _id: string; spreadsheetId: string; spreadsheetUrl: string; active: boolean };

  beforeAll(async () => {
    clinic = await newClinic();
    account = uniqueAccount('clinic');
    entry = await connectGoogle(clinic, account);
  });

  slowIt('connects through the consent page: a spreadsheet with the header row, an active entry, no token in any answer', async () => {
    expect(entry).toMatchObject({
      active: true,
      spreadsheetId: expect.any(String),
      spreadsheetUrl: expect.stringContaining(entry.spreadsheetId),
    });
    const sheet = await fakeSpreadsheet(entry.spreadsheetId);
    expect(sheet.owner).toBe(account);
    expect(sheet.sheets[0]!.rows.map((row) => row.map(cellText))).toEqual([[...SHEET_HEADER]]);
    const integrations = await api('GET', '/api/integration', { token: clinic.token });
    expect(integrations.body.google).toEqual([
      expect.objectContaining({ _id: entry._id, spreadsheetId: entry.spreadsheetId, active: true }),
    ]);
    const everything = JSON.stringify([entry, integrations.body]);
    expect(everything).not.toMatch(/ya29\.|1\/\/0fake|test-google-client-secret/);
  });

  slowIt('appends one row per lead with RAW: a formula typed by a patient stays text; the status is the spec’s', async () => {
    const formula = '=HYPERLINK("http://evil.example","Скидка")';
    const leadId = await bookLead(clinic, { comment: formula, ClientPhone: '+7 999 765-43-21' });
    expect(await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT)).toBe('Добавлены новые данные в таблицу');
    const [row] = rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId);
    const comment = row![SHEET_HEADER.indexOf('Комментарий')]!;
    expect(comment.userEnteredValue).toEqual({ stringValue: formula });
    expect(row![SHEET_HEADER.indexOf('Телефон')]!.userEnteredValue).toEqual({ stringValue: '+7 999 765-43-21' });
    const appends = (await fakeCalls()).filter((call) => call.scope === 'append' && call.path.includes(entry.spreadsheetId));
    // Rows go to the tab by its sheetId (appendCells), never by its title (issue 24 §4).
    expect(appends.length).toBeGreaterThan(0);
    expect(appends.every((call) => call.path.endsWith(':batchUpdate'))).toBe(true);
  });

  slowIt('refreshes an expired access token and appends', async () => {
    await googleControl('expire-access-tokens');
    const before = (await fakeCalls()).length;
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    const calls = (await fakeCalls()).slice(before);
    expect(calls.some((call) => call.scope === 'token' && call.status === 200)).toBe(true);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
  });

  slowIt('backs off on 429 (the message comes back later) and appends the row once', async () => {
    await googleControl('faults', { scope: 'append', next: ['429'] });
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    const appends = (await fakeCalls()).filter((call) => call.scope === 'append');
    expect(appends.some((call) => call.status === 429)).toBe(true);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
  });

  slowIt('after an append that timed out (the row did arrive), looks before appending again: one row', async () => {
    await googleControl('faults', { scope: 'append', next: ['timeout-after-append'] });
    const before = (await fakeCalls()).length;
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
    const calls = (await fakeCalls()).slice(before);
    expect(calls.some((call) => call.scope === 'read' && call.status === 200)).toBe(true);
  });

  slowIt('after an append that timed out before reaching the sheet, appends it on the retry: one row', async () => {
    await googleControl('faults', { scope: 'append', next: ['timeout'] });
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
  });

  slowIt('retries a 503 and appends once', async () => {
    await googleControl('faults', { scope: 'append', next: ['503', '500'] });
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
  });

  /** What a consumer that gave up after 'timeout-after-append' leaves: the lead's status a failure (its row in the sheet). */
  const failOnLead = (createdAt: string, leadId: string) =>
    table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk: `TENANT#${clinic.clinicId}`, sk: `TICKET#${createdAt}#${leadId}` },
        UpdateExpression: 'SET statusSend.google = :failed',
        ExpressionAttributeValues: { ':failed': 'не добавлено после 8 попыток: нет ответа от Google' },
      }),
    );

  slowIt('resends: a lead whose append landed but whose outcome was lost is looked up, not appended again', async () => {
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    // ... and the row's step claimed with no lease (its outcome unknown).
    const lead = (await allLeads(clinic)).find((item) => item._id === leadId)!;
    const pk = `TENANT#${clinic.clinicId}`;
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk, sk: `STEPS#${leadId}#google#${entry._id}` },
        UpdateExpression: 'SET #row = :started',
        ExpressionAttributeNames: { '#row': 'step:row' },
        ExpressionAttributeValues: { ':started': { state: 'started', until: 0, token: 'lost' } },
      }),
    );
    await failOnLead(lead.createdAt, leadId);
    const before = (await fakeCalls()).length;

    const answer = await resend(clinic, leadId);
    expect(answer.status).toBe(200);
    expect(answer.body.statusSend.google).toBe(DELIVERY_PENDING);
    expect(await googleStatusOf(clinic, leadId, (status) => status !== DELIVERY_PENDING)).toBe(GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);

    expect((await fakeCalls()).slice(before).some((call) => call.scope === 'read' && call.status === 200)).toBe(true);

    // A resend of a lead already in the sheet sends it through the claims again: still one row.
    expect((await resend(clinic, leadId)).status).toBe(200);
    expect(await googleStatusOf(clinic, leadId, (status) => status !== DELIVERY_PENDING)).toBe(GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
  });

  slowIt(
    'a lead left mid-append by the store this one replaced (GOOGLE_ROW#, before the deploy) is looked up, not appended again',
    async () => {
      const leadId = await bookLead(clinic);
      await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
      // As the old consumer left it: its own row item 'appending' with no lease, no steps item of the new store.
      const lead = (await allLeads(clinic)).find((item) => item._id === leadId)!;
      const pk = `TENANT#${clinic.clinicId}`;
      await table.client.send(new DeleteCommand({ TableName: table.tableName, Key: { pk, sk: `STEPS#${leadId}#google#${entry._id}` } }));
      await table.client.send(
        new PutCommand({
          TableName: table.tableName,
          Item: { pk, sk: `GOOGLE_ROW#${leadId}#${entry._id}`, state: 'appending', leaseUntil: 0, claimToken: 'old', attempts: 1 },
        }),
      );
      await failOnLead(lead.createdAt, leadId);

      expect((await resend(clinic, leadId)).status).toBe(200);
      expect(await googleStatusOf(clinic, leadId, (status) => status !== DELIVERY_PENDING)).toBe(GOOGLE_OK_TEXT);
      expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
    },
  );
});

describe('Google Sheets: the clinic renames the tab (issue 24 §4)', () => {
  const renameTab = (spreadsheetId: string, title: string) => googleControl(`spreadsheets/${spreadsheetId}/rename-sheet`, { title });

  slowIt('later leads still land in it, and a retry after a lost answer looks the row up there', async () => {
    const clinic = await newClinic();
    const entry = await connectGoogle(clinic, uniqueAccount('renamed'));
    await renameTab(entry.spreadsheetId, 'Лиды с сайта');
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    const sheet = await fakeSpreadsheet(entry.spreadsheetId);
    expect(sheet.sheets.map((tab) => tab.title)).toEqual(['Лиды с сайта']);
    expect(rowsOfLead(sheet, leadId)).toHaveLength(1);

    // The answer of an append is lost after the row landed: the retry finds it in the renamed tab.
    await renameTab(entry.spreadsheetId, 'Заявки 2026');
    await googleControl('faults', { scope: 'append', next: ['timeout-after-append'] });
    const lostAnswer = await bookLead(clinic);
    await googleStatusOf(clinic, lostAnswer, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), lostAnswer)).toHaveLength(1);
  });

  slowIt('a sheet connected before the tab’s id was kept finds its tab once, by its place, after a rename', async () => {
    const clinic = await newClinic();
    const entry = await connectGoogle(clinic, uniqueAccount('legacy'));
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk: `TENANT#${clinic.clinicId}`, sk: `GOOGLE_GRANT#${entry._id}` },
        UpdateExpression: 'REMOVE sheetId',
      }),
    );
    await renameTab(entry.spreadsheetId, 'Переименован');
    const leadId = await bookLead(clinic);
    await googleStatusOf(clinic, leadId, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), leadId)).toHaveLength(1);
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.tableName, Key: { pk: `TENANT#${clinic.clinicId}`, sk: `GOOGLE_GRANT#${entry._id}` } }),
    );
    expect(Item?.sheetId).toEqual(expect.any(Number));
  });
});

describe('Google Sheets: a revoked grant', () => {
  slowIt('marks the entry for reconnection, tells the lead why, and a reconnect keeps the spreadsheet', async () => {
    const clinic = await newClinic();
    const account = uniqueAccount('revoked');
    const entry = await connectGoogle(clinic, account);
    await googleControl('revoke', { account });
    await googleControl('expire-access-tokens');

    const lost = await bookLead(clinic);
    expect(await googleStatusOf(clinic, lost, (status) => status === GOOGLE_RECONNECT_STATUS)).toContain('подключите её заново');
    const integrations = await api('GET', '/api/integration', { token: clinic.token });
    expect(integrations.body.google[0]).toMatchObject({ _id: entry._id, error: GOOGLE_RECONNECT_TEXT });
    const check = await api('POST', '/api/google', { token: clinic.token, body: { id: entry._id } });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ _id: entry._id, error: GOOGLE_RECONNECT_TEXT });

    const again = await connectGoogle(clinic, account, entry._id);
    expect(again).toMatchObject({ _id: entry._id, spreadsheetId: entry.spreadsheetId });
    expect(again.error).toBeUndefined();
    const next = await bookLead(clinic);
    await googleStatusOf(clinic, next, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), next)).toHaveLength(1);

    // The lead that came in while access was lost reaches the sheet once resent.
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), lost)).toHaveLength(0);
    expect((await resend(clinic, lost)).status).toBe(200);
    await googleStatusOf(clinic, lost, (status) => status === GOOGLE_OK_TEXT);
    expect(rowsOfLead(await fakeSpreadsheet(entry.spreadsheetId), lost)).toHaveLength(1);
  });
});

describe('Google Sheets: tenant isolation', () => {
  slowIt('a return signed for one clinic is refused to another, a forged state is refused, a code works once', async () => {
    const owner = await newClinic();
    const other = await newClinic();
    const consent = await api('GET', '/api/google/url', { token: owner.token });
    const query = await consentReturn(consent.body.url, uniqueAccount('owner'));

    const foreign = await api('POST', '/api/google/code', { token: other.token, body: { query } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toMatch(/другого кабинета/);

    const params = new URLSearchParams(query);
    const [data, signature] = params.get('state')!.split('.');
    const payload = JSON.parse(Buffer.from(data!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, u: other.clinicId })).toString('base64url');
    params.set('state', `${forged}.${signature}`);
    const forgedAnswer = await api('POST', '/api/google/code', { token: other.token, body: { query: `?${params}` } });
    expect(forgedAnswer.status).toBe(400);

    expect((await api('POST', '/api/google/code', { token: owner.token, body: { query } })).status).toBe(201);
    const reused = await api('POST', '/api/google/code', { token: owner.token, body: { query } });
    expect(reused.status).toBe(422);
    expect((await api('GET', '/api/integration', { token: other.token })).body.google).toEqual([]);
  });

  slowIt('another clinic cannot check or reconnect an entry, and a save cannot add or repoint one', async () => {
    const owner = await newClinic();
    const other = await newClinic();
    const entry = await connectGoogle(owner, uniqueAccount('isolated'));
    expect((await api('POST', '/api/google', { token: other.token, body: { id: entry._id } })).status).toBe(404);
    expect((await api('GET', `/api/google/url?id=${entry._id}`, { token: other.token })).status).toBe(404);

    const saved = await putIntegrations(other, { google: [{ _id: entry._id, spreadsheetId: entry.spreadsheetId }] });
    expect(saved.google).toEqual([]);
    const repointed = await putIntegrations(owner, { google: [{ _id: entry._id, spreadsheetId: 'someone-elses-sheet' }] });
    expect(repointed.google).toEqual([expect.objectContaining({ _id: entry._id, spreadsheetId: entry.spreadsheetId })]);
  });

  slowIt('a resend to Google of a clinic without a sheet is refused in Russian', async () => {
    const clinic = await newClinic();
    const leadId = await bookLead(clinic);
    const answer = await resend(clinic, leadId);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Нет ни одной активной Google Таблицы в интеграциях');
  });

  slowIt('refuses the consent being declined with a message saying what to do', async () => {
    const clinic = await newClinic();
    const consent = await api('GET', '/api/google/url', { token: clinic.token });
    const query = await consentReturn(consent.body.url, uniqueAccount('declined'), 'deny');
    const answer = await api('POST', '/api/google/code', { token: clinic.token, body: { query } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toMatch(/Разрешить/);
  });
});
