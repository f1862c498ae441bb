// Sheets API v4 calls (design/integrations.md §5): create a spreadsheet, append rows (always RAW, so a
// patient's '=HYPERLINK(…)' stays text, and INSERT_ROWS, so nothing under the table is overwritten),
// read one column (to see whether a row whose append went unanswered is there).
import { callGoogle, googleErrorText, type GoogleResponse } from './call';
import { googleSettings } from './settings';

export type SheetsOutcome<T> =
  | { kind: 'ok'; value: T }
  /** 401: the access token expired or was revoked; refresh and try once more. */
  | { kind: 'unauthorized' }
  | { kind: 'rate-limited'; retryAfterSeconds: number; reason: string }
  /** 403, 404, 400: the spreadsheet is gone or not ours; retrying does not help. */
  | { kind: 'permanent'; reason: string }
  | { kind: 'transient'; reason: string }
  /** No answer: a write may or may not have happened. */
  | { kind: 'unknown'; reason: string };

function outcomeOf<T>(response: GoogleResponse, read: (body: Record<string, unknown>) => T): SheetsOutcome<T> {
  if (response.kind === 'no-answer') return { kind: 'unknown', reason: response.reason };
  const { status, body } = response;
  if (status >= 200 && status < 300) return { kind: 'ok', value: read(body) };
  const reason = `Google Таблицы ответили ${status}: ${googleErrorText(body)}`;
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: googleSettings.quotaWaitSeconds(), reason };
  if (status >= 500) return { kind: 'transient', reason };
  return { kind: 'permanent', reason };
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' });

export interface CreatedSpreadsheet {
  spreadsheetId: string;
  spreadsheetUrl: string;
}

export async function createSpreadsheet(
  accessToken: string,
  title: string,
  sheetTitle: string,
): Promise<SheetsOutcome<CreatedSpreadsheet>> {
  const response = await callGoogle(`${googleSettings.sheetsUrl()}/v4/spreadsheets`, {
    method: 'POST',
    headers: bearer(accessToken),
    body: JSON.stringify({ properties: { title }, sheets: [{ properties: { title: sheetTitle } }] }),
  });
  return outcomeOf(response, (body) => ({ spreadsheetId: String(body.spreadsheetId), spreadsheetUrl: String(body.spreadsheetUrl ?? '') }));
}

const valuesUrl = (spreadsheetId: string, range: string) =>
  `${googleSettings.sheetsUrl()}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`;

/** Appends rows under the table of `range`; answers the updated range ('Заявки!A5:M5'). */
export async function appendRows(
  accessToken: string,
  spreadsheetId: string,
  range: string,
  rows: string[][],
): Promise<SheetsOutcome<string>> {
  const response = await callGoogle(`${valuesUrl(spreadsheetId, range)}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`, {
    method: 'POST',
    headers: bearer(accessToken),
    body: JSON.stringify({ values: rows }),
  });
  return outcomeOf(response, (body) => String((body.updates as { updatedRange?: string } | undefined)?.updatedRange ?? ''));
}

/** The values of a range, row by row (formatted as shown). */
export async function readValues(accessToken: string, spreadsheetId: string, range: string): Promise<SheetsOutcome<string[][]>> {
  const response = await callGoogle(valuesUrl(spreadsheetId, range), { method: 'GET', headers: bearer(accessToken) });
  return outcomeOf(response, (body) => (Array.isArray(body.values) ? (body.values as unknown[][]).map((row) => row.map(String)) : []));
}
