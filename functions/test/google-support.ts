// Test support for the Google Sheets integration: the fake Google's URL and control, and connecting a
// clinic the way a person does (GET /api/google/url, the consent page's 'Разрешить', POST /api/google/code).
import { testRuntime } from '../../infra/local/testing/runtime';
import { LEAD_ID_COLUMN_INDEX } from '../domain/google/lead-row';
import { api } from './api';
import type { TestClinic } from './leads-support';

export function googleFakeUrl(): string {
  const url = testRuntime().fakes?.google;
  if (!url) throw new Error('the test runtime started no Google fake (GOOGLE_OAUTH_URL must be "fake")');
  return url;
}

export async function googleControl(path: string, body: object = {}): Promise<any> {
  const response = await fetch(`${googleFakeUrl()}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Google ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export interface FakeCell {
  userEnteredValue: { stringValue?: string; formulaValue?: string; numberValue?: number };
}
export interface FakeSpreadsheet {
  spreadsheetId: string;
  title: string;
  owner: string;
  sheets: Array<{ title: string; rows: FakeCell[][] }>;
}

export async function fakeSpreadsheet(spreadsheetId: string): Promise<FakeSpreadsheet> {
  const response = await fetch(`${googleFakeUrl()}/__fake/spreadsheets/${encodeURIComponent(spreadsheetId)}`);
  if (!response.ok) throw new Error(`fake spreadsheet ${spreadsheetId}: ${response.status}`);
  return (await response.json()) as FakeSpreadsheet;
}

export interface FakeCall {
  scope: string;
  path: string;
  status: number;
  account?: string;
}

export async function fakeCalls(): Promise<FakeCall[]> {
  return (await (await fetch(`${googleFakeUrl()}/__fake/calls`)).json()) as FakeCall[];
}

export const cellText = (cell: FakeCell | undefined) => {
  const value = cell?.userEnteredValue ?? {};
  return value.stringValue ?? value.formulaValue ?? (value.numberValue === undefined ? '' : String(value.numberValue));
};

/** Data rows (after the header) whose last cell ('Номер заявки') is the lead's id. */
export function rowsOfLead(spreadsheet: FakeSpreadsheet, leadId: string): FakeCell[][] {
  return (spreadsheet.sheets[0]?.rows ?? []).slice(1).filter((row) => cellText(row[LEAD_ID_COLUMN_INDEX]) === leadId);
}

/** What the consent page sends the browser back with ('?code=…&state=…&scope=…'), for `account`. */
export async function consentReturn(consentUrl: string, account: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const page = await fetch(consentUrl);
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`);
  const url = new URL(consentUrl);
  const form = new URLSearchParams({
    clientId: url.searchParams.get('client_id') ?? '',
    redirectUri: url.searchParams.get('redirect_uri') ?? '',
    scope: url.searchParams.get('scope') ?? '',
    state: url.searchParams.get('state') ?? '',
    accessType: url.searchParams.get('access_type') ?? '',
    prompt: url.searchParams.get('prompt') ?? '',
    account,
    decision,
  });
  const decided = await fetch(`${googleFakeUrl()}/o/oauth2/v2/auth/decide`, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(decided.headers.get('location') ?? '').search;
}

export async function connectGoogle(clinic: TestClinic, account: string, entryId?: string): Promise<any> {
  const consent = await api('GET', `/api/google/url${entryId ? `?id=${entryId}` : ''}`, { token: clinic.token });
  if (consent.status !== 200) throw new Error(`GET /api/google/url: ${consent.status} ${JSON.stringify(consent.body)}`);
  const query = await consentReturn(consent.body.url, account);
  const connected = await api('POST', '/api/google/code', { token: clinic.token, body: { query } });
  if (connected.status !== 201) throw new Error(`POST /api/google/code: ${connected.status} ${JSON.stringify(connected.body)}`);
  return connected.body.data;
}

export interface FakeGrant {
  account: string;
  revoked: boolean;
  refreshes: number;
}

export async function fakeGrants(account: string): Promise<FakeGrant[]> {
  const grants = (await (await fetch(`${googleFakeUrl()}/__fake/grants`)).json()) as FakeGrant[];
  return grants.filter((grant) => grant.account === account);
}
