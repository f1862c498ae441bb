// (lead-google queue) --> one row per lead in each connected sheet --> statusSend.google (one text, docs/contract/cabinet.md §4)
// The Google channel of the one delivery model (../leads/deliver.ts): each connected sheet is a destination the
// ledger claims, and its send appends the lead's row once. The row is a step in the sheet (SendContext.steps:
// claimed before the append, done after it). When an append gets no answer (a timeout, a dropped connection)
// its outcome is unknown: the step stays claimed-maybe, and the next try first reads the sheet's 'Номер заявки'
// column and appends only when the lead's number is not there (at-least-once made exactly-once by looking; the
// one gap is an append still in flight at Google when the retry looks, which a retry seconds later makes unlikely).
// A patient's cancel or move by the visit link appends one more row per change (its own step and number).
// 429: the message comes back after the quota's minute (requeued with that delay, not retried in place).
// An expired access token is refreshed once per call; invalid_grant marks the entry for reconnection.
import { activeEntries } from '../../../shared/domain/integration-entries';
import { isGoogleDelivered } from '../../../shared/domain/lead-status';
import { DELIVERY_OK, GOOGLE_OK_TEXT } from '../../../shared/schemas/leads';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { appendRows, listTabs, readColumn, type SheetsOutcome } from '../../google/sheets';
import { getGoogleGrant, saveSheetId, type GoogleGrant } from '../../store/google-grants';
import type { LeadItem } from '../../store/leads';
import type { ChannelOutcome, OneTextChannel, SendContext } from '../leads/deliver';
import { accessTokenOf, markGrantLost } from './access';
import { LEAD_ID_COLUMN_INDEX, leadRow, SHEET_TITLE, visitChangeNumber, visitChangeRow } from './lead-row';

export const GOOGLE_RECONNECT_STATUS = 'нет доступа к Google Таблице: подключите её заново в разделе «Интеграции»';

/** The lead's row in one sheet: its step's name in the lead's steps there. */
const ROW = 'row';
const SENT: ChannelOutcome = { kind: 'sent' };

/** Appends the lead's row to one entry's sheet, at most once however often it is tried, and a row per change of its visit. */
async function sendRow(lead: LeadItem, entryId: string, { steps }: SendContext): Promise<ChannelOutcome> {
  const grant = await getGoogleGrant(lead.userId, entryId);
  if (!grant || grant.revokedAt) return outcomeOf({ kind: 'reconnect' });
  const tab = await sheetIdOf(grant);
  if (tab.kind !== 'ok') return outcomeOf(tab);
  const sheet: Sheet = { grant, sheetId: tab.value, steps };
  const rows: SheetRow[] = [{ step: ROW, number: lead.id, cells: () => leadRow(lead) }];
  const change = lead.visitChange;
  if (change) rows.push({ step: `visit:${change.at}`, number: visitChangeNumber(lead, change), cells: () => visitChangeRow(lead, change) });
  for (const row of rows) {
    const outcome = await appendOnce(sheet, row);
    if (outcome.kind !== 'sent') return outcome;
  }
  return SENT;
}

interface Sheet {
  grant: GoogleGrant;
  sheetId: number;
  steps: SendContext['steps'];
}

/** One row of the lead in a sheet: its step, the number in its 'Номер заявки' cell, its cells. */
interface SheetRow {
  step: string;
  number: string;
  cells: () => string[];
}

/** Appends one row at most once: a try after an unanswered append looks for its number first. */
async function appendOnce({ grant, sheetId, steps }: Sheet, row: SheetRow): Promise<ChannelOutcome> {
  const claim = await steps.claim(row.step);
  if (claim.kind === 'done') return SENT;
  if (claim.kind === 'busy') return { kind: 'transient', reason: 'строку добавляет другой обработчик' };

  if (claim.maybeDone) {
    const seen = await withAccess(grant, (token) => readColumn(token, grant.spreadsheetId, sheetId, LEAD_ID_COLUMN_INDEX));
    if (seen.kind === 'ok' && seen.value.some((cells) => cells[0] === row.number)) {
      await steps.record(row.step, 'найдена при повторе');
      return SENT;
    }
    if (seen.kind !== 'ok') {
      // Still unknown: the step stays "may be there" for the next try.
      await steps.endLease(row.step, claim.token);
      return outcomeOf(seen);
    }
  }
  const appended = await withAccess(grant, (token) => appendRows(token, grant.spreadsheetId, sheetId, [row.cells()]));
  if (appended.kind === 'ok') {
    await steps.record(row.step, appended.value);
    return SENT;
  }
  if (appended.kind === 'unknown') await steps.endLease(row.step, claim.token);
  else await steps.release(row.step, claim.token);
  return outcomeOf(appended);
}

/**
 * The one text (spec): 'Добавлены новые данные в таблицу' once every sheet has the row; with several sheets each
 * says its own, named by its title (the OK text must not stand alone in a partial outcome: the colour reads it).
 */
function summary(values: Array<[entryId: string, value: string]>, integrations: IntegrationsView): string {
  const text = (value: string) => (value === DELIVERY_OK ? GOOGLE_OK_TEXT : value);
  if (values.every(([, value]) => value === DELIVERY_OK)) return GOOGLE_OK_TEXT;
  if (values.length === 1) return text(values[0]![1]);
  const title = (entryId: string) => {
    const entry = integrations.google.find((candidate) => candidate._id === entryId);
    return entry?.title || entry?.spreadsheetId || entryId;
  };
  return values
    .map(([entryId, value]) => `«${title(entryId)}»: ${text(value)}`)
    .join('; ')
    .replaceAll(GOOGLE_OK_TEXT, 'строка добавлена');
}

export const googleChannel: OneTextChannel = {
  attribute: 'google',
  destinations: (integrations) => activeEntries(integrations, 'google').map((entry) => entry._id),
  send: sendRow,
  gaveUp: (receiveCount, reason) => `не добавлено после ${receiveCount} попыток: ${reason}`,
  retryInPlace: false,
  oneText: { isDelivered: isGoogleDelivered, summary },
};

/**
 * The tab rows go to, by id: kept from the spreadsheet's creation. A grant stored before the id was kept
 * learns it once from the spreadsheet's tabs: the one we created ('Заявки') while it has that title, else
 * the first tab (where we created it, renamed since).
 */
async function sheetIdOf(grant: GoogleGrant): Promise<WithAccess<number>> {
  if (typeof grant.sheetId === 'number') return { kind: 'ok', value: grant.sheetId };
  const tabs = await withAccess(grant, (token) => listTabs(token, grant.spreadsheetId));
  if (tabs.kind !== 'ok') return tabs;
  const tab = tabs.value.find((candidate) => candidate.title === SHEET_TITLE) ?? [...tabs.value].sort((a, b) => a.index - b.index)[0];
  if (!tab) return { kind: 'permanent', reason: 'в таблице не осталось листов' };
  await saveSheetId(grant, tab.sheetId);
  grant.sheetId = tab.sheetId;
  return { kind: 'ok', value: tab.sheetId };
}

type WithAccess<T> = SheetsOutcome<T> | { kind: 'reconnect' };

/** Runs a Sheets call with the grant's access token; on 401 refreshes it once and runs it again. */
async function withAccess<T>(grant: GoogleGrant, call: (accessToken: string) => Promise<SheetsOutcome<T>>): Promise<WithAccess<T>> {
  for (let round = 0; round < 2; round++) {
    const access = await accessTokenOf(grant, { forceRefresh: round > 0 });
    if (access.kind === 'revoked') return { kind: 'reconnect' };
    if (access.kind === 'failed') return { kind: 'transient', reason: `не удалось обновить доступ Google: ${access.reason}` };
    const outcome = await call(access.accessToken);
    if (outcome.kind !== 'unauthorized') return outcome;
  }
  // A fresh token refused too: the grant no longer opens this spreadsheet.
  await markGrantLost(grant, Date.now());
  return { kind: 'reconnect' };
}

function outcomeOf(outcome: WithAccess<unknown>): ChannelOutcome {
  switch (outcome.kind) {
    case 'ok':
      return SENT;
    case 'reconnect':
    case 'unauthorized':
      return { kind: 'permanent', reason: GOOGLE_RECONNECT_STATUS };
    case 'permanent':
      return { kind: 'permanent', reason: `таблица недоступна: ${outcome.reason}` };
    case 'rate-limited':
      return { kind: 'rate-limited', reason: 'Google просит подождать (429)', retryAfterSeconds: outcome.retryAfterSeconds };
    case 'transient':
    case 'unknown':
      return { kind: 'transient', reason: outcome.reason };
  }
}
