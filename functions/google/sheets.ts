// Sheets API v4 calls (docs/integrations.md, Google): create a spreadsheet, and
// then address its tab by sheetId only, never by its title, which the clinic may rename: append rows
// (appendCells with string values, so a patient's '=HYPERLINK(…)' stays text, after the last row with data),
// read one column (to see whether a row whose append went unanswered is there), list the tabs (to find the
// sheetId of a spreadsheet connected before it was kept).
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
  /** The id of its one tab: it stays when the clinic renames the tab. */
  sheetId: number;
}

const sheetsOfBody = (body: Record<string, unknown>): SheetTab[] =>
  ((body.sheets ?? []) as Array<{ properties?: Partial<SheetTab> }>).map((sheet, index) => ({
    sheetId: Number(sheet.properties?.sheetId ?? 0),
    title: String(sheet.properties?.title ?? ''),
    index: Number(sheet.properties?.index ?? index),
  }));

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
  return outcomeOf(response, (body) => ({
    spreadsheetId: String(body.spreadsheetId),
    spreadsheetUrl: String(body.spreadsheetUrl ?? ''),
    sheetId: sheetsOfBody(body)[0]?.sheetId ?? 0,
  }));
}

const spreadsheetUrl = (spreadsheetId: string, suffix = '') =>
  `${googleSettings.sheetsUrl()}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}${suffix}`;

/** Appends rows after the last row with data of the tab `sheetId` (spreadsheets.batchUpdate, appendCells); every cell a string. */
export async function appendRows(
  accessToken: string,
  spreadsheetId: string,
  sheetId: number,
  rows: string[][],
): Promise<SheetsOutcome<string>> {
  const appendCells = {
    sheetId,
    rows: rows.map((row) => ({ values: row.map((text) => ({ userEnteredValue: { stringValue: text } })) })),
    fields: 'userEnteredValue',
  };
  const response = await callGoogle(spreadsheetUrl(spreadsheetId, ':batchUpdate'), {
    method: 'POST',
    headers: bearer(accessToken),
    body: JSON.stringify({ requests: [{ appendCells }] }),
  });
  return outcomeOf(response, () => `appendCells sheetId ${sheetId}`);
}

/** One column of the tab `sheetId`, row by row, as shown (values.batchGetByDataFilter with a gridRange). */
export async function readColumn(
  accessToken: string,
  spreadsheetId: string,
  sheetId: number,
  column: number,
): Promise<SheetsOutcome<string[][]>> {
  const response = await callGoogle(spreadsheetUrl(spreadsheetId, '/values:batchGetByDataFilter'), {
    method: 'POST',
    headers: bearer(accessToken),
    body: JSON.stringify({
      dataFilters: [{ gridRange: { sheetId, startColumnIndex: column, endColumnIndex: column + 1 } }],
      majorDimension: 'ROWS',
    }),
  });
  return outcomeOf(response, (body) => {
    const [matched] = (body.valueRanges ?? []) as Array<{ valueRange?: { values?: unknown[][] } }>;
    return (matched?.valueRange?.values ?? []).map((row) => row.map(String));
  });
}

export interface SheetTab {
  sheetId: number;
  title: string;
  index: number;
}

/** The spreadsheet's tabs (spreadsheets.get: properties only, no grid data). */
export async function listTabs(accessToken: string, spreadsheetId: string): Promise<SheetsOutcome<SheetTab[]>> {
  const response = await callGoogle(spreadsheetUrl(spreadsheetId), { method: 'GET', headers: bearer(accessToken) });
  return outcomeOf(response, sheetsOfBody);
}
