// (lead-google queue) --> one row per lead in each connected sheet --> statusSend.google (one text, docs/contract/cabinet.md §4)
// Never twice: each lead+entry row is claimed (functions/store/google-rows.ts) before its append and
// marked appended after it. When an append gets no answer (a timeout, a dropped connection) its outcome is
// unknown: the claim stays, and the next try first reads the sheet's 'Номер заявки' column and appends
// only when the lead's number is not there (at-least-once made exactly-once by looking; the one gap is
// an append still in flight at Google when the retry looks, which a retry seconds later makes unlikely).
// 429: the message comes back after the quota's minute (requeued with that delay, not retried in place).
// An expired access token is refreshed once per call; invalid_grant marks the entry for reconnection.
import { activeEntries } from '../../../shared/domain/integrations';
import { isGoogleDelivered } from '../../../shared/domain/lead-status';
import { CHANNEL_NOT_CONFIGURED, DELIVERY_RETRYING_PREFIX, GOOGLE_OK_TEXT } from '../../../shared/schemas/leads';
import { appendRows, listTabs, readColumn, type SheetsOutcome } from '../../google/sheets';
import { RetryLater, type Attempt } from '../../messaging/retrying-batch';
import { setChannelStatus } from '../../store/delivery-ledger';
import { getGoogleGrant, saveSheetId, type GoogleGrant } from '../../store/google-grants';
import { claimRow, endLease, markRowAppended, releaseRow } from '../../store/google-rows';
import { getIntegrations } from '../../store/integrations';
import type { LeadItem, LeadRef } from '../../store/leads';
import { leaseMsUntil } from '../leads/deliver';
import { receivedLead } from '../leads/received';
import { noteEntryOutcome } from '../integrations/note-outcome';
import { accessTokenOf, markGrantLost } from './access';
import { LEAD_ID_COLUMN_INDEX, leadRow, SHEET_TITLE } from './lead-row';

export const GOOGLE_RECONNECT_STATUS = 'нет доступа к Google Таблице: подключите её заново в разделе «Интеграции»';

type RowOutcome =
  | { kind: 'appended' }
  | { kind: 'reconnect' }
  | { kind: 'permanent'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterSeconds: number };

export async function deliverLeadToGoogle(ref: LeadRef, attempt: Attempt): Promise<void> {
  const lead = await receivedLead(ref);
  const status = lead?.statusSend?.google;
  // Deleted, already in every sheet, or it came in when the clinic had no sheet: nothing to do.
  if (!lead || status === CHANNEL_NOT_CONFIGURED || (typeof status === 'string' && isGoogleDelivered(status))) return;
  const { integrations } = await getIntegrations(ref.userId, true);
  const entries = activeEntries(integrations, 'google');
  if (entries.length === 0) return setChannelStatus(ref, 'google', CHANNEL_NOT_CONFIGURED);

  const outcomes = await Promise.all(entries.map(async (entry) => ({ entry, outcome: await deliverRow(lead, entry._id, attempt) })));
  const retries = outcomes.filter((item) => item.outcome.kind === 'retry');
  const text = (outcome: RowOutcome): string => {
    if (outcome.kind === 'appended') return GOOGLE_OK_TEXT;
    if (outcome.kind === 'reconnect') return GOOGLE_RECONNECT_STATUS;
    if (outcome.kind === 'permanent') return outcome.reason;
    return attempt.isLast
      ? `не добавлено после ${attempt.receiveCount} попыток: ${outcome.reason}`
      : `${DELIVERY_RETRYING_PREFIX}: ${outcome.reason})`;
  };
  const texts = outcomes.map(({ entry, outcome }) =>
    outcomes.length > 1 ? `«${entry.title || entry.spreadsheetId}»: ${text(outcome)}` : text(outcome),
  );
  await Promise.all(
    outcomes
      .filter(({ outcome }) => outcome.kind !== 'retry' || attempt.isLast)
      .map(({ entry, outcome }) =>
        noteEntryOutcome(
          lead.userId,
          entry._id,
          outcome.kind === 'appended' ? { ok: true } : { ok: false, text: text(outcome) },
          lead.timezone,
        ),
      ),
  );
  const allAppended = outcomes.every(({ outcome }) => outcome.kind === 'appended');
  // The spec's colour rule: ok when the text contains the OK text, so a partial outcome must not carry it alone.
  await setChannelStatus(ref, 'google', allAppended ? GOOGLE_OK_TEXT : texts.join('; ').replaceAll(GOOGLE_OK_TEXT, 'строка добавлена'));
  if (retries.length > 0 && !attempt.isLast) {
    const wait = Math.max(...retries.map(({ outcome }) => (outcome.kind === 'retry' ? outcome.retryAfterSeconds : 0)));
    throw new RetryLater(retries.map(({ outcome }) => (outcome.kind === 'retry' ? outcome.reason : '')).join('; '), wait);
  }
}

async function deliverRow(lead: LeadItem, entryId: string, attempt: Attempt): Promise<RowOutcome> {
  const grant = await getGoogleGrant(lead.userId, entryId);
  if (!grant || grant.revokedAt) return { kind: 'reconnect' };
  const tab = await sheetIdOf(grant);
  if (tab.kind !== 'ok') return rowOutcome(tab);
  const sheetId = tab.value;
  const now = Date.now();
  const claim = await claimRow(lead.userId, lead.id, entryId, now, leaseMsUntil(attempt.deadline, now));
  if (claim.kind === 'appended') return { kind: 'appended' };
  if (claim.kind === 'busy') return { kind: 'retry', reason: 'строку добавляет другой обработчик', retryAfterSeconds: 0 };

  if (claim.maybeAppended) {
    const seen = await withAccess(grant, (token) => readColumn(token, grant.spreadsheetId, sheetId, LEAD_ID_COLUMN_INDEX));
    if (seen.kind === 'ok' && seen.value.some((row) => row[0] === lead.id)) {
      await markRowAppended(lead.userId, lead.id, entryId, 'найдена при повторе');
      return { kind: 'appended' };
    }
    if (seen.kind !== 'ok') {
      // Still unknown: keep the claim's "may be there" for the next try.
      await endLease(lead.userId, lead.id, entryId, claim.token);
      return rowOutcome(seen);
    }
  }
  const appended = await withAccess(grant, (token) => appendRows(token, grant.spreadsheetId, sheetId, [leadRow(lead)]));
  if (appended.kind === 'ok') {
    await markRowAppended(lead.userId, lead.id, entryId, appended.value);
    return { kind: 'appended' };
  }
  if (appended.kind === 'unknown') await endLease(lead.userId, lead.id, entryId, claim.token);
  else await releaseRow(lead.userId, lead.id, entryId, claim.token);
  return rowOutcome(appended);
}

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

function rowOutcome(outcome: WithAccess<unknown>): RowOutcome {
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'appended' };
    case 'reconnect':
    case 'unauthorized':
      return { kind: 'reconnect' };
    case 'permanent':
      return { kind: 'permanent', reason: `таблица недоступна: ${outcome.reason}` };
    case 'rate-limited':
      return { kind: 'retry', reason: 'Google просит подождать (429)', retryAfterSeconds: outcome.retryAfterSeconds };
    case 'transient':
    case 'unknown':
      return { kind: 'retry', reason: outcome.reason, retryAfterSeconds: 0 };
  }
}
