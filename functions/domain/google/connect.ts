// The spreadsheet flow (docs/contract/cabinet.md §4): the consent URL with a state signed for the clinic; the return
// with code and state: the code is exchanged (offline access, so a refresh token comes back), a
// spreadsheet 'Заявки ДентЛид — <clinic>' is created with its header row, the grant is stored apart and
// the entry added. A reconnect (state naming an entry) keeps the entry and its spreadsheet, with the new grant.
import { grantEndOf, nextGrantCheck } from '../../../shared/domain/google-grant';
import type { GoogleEntryAnswer } from '../../../shared/schemas/google';
import { consentUrl, exchangeCode } from '../../google/oauth';
import { signState, type StatePayload } from '../../auth/oauth-state';
import { noteEntryOutcome } from '../integrations/note-outcome';
import { loadGoogleClientSecret } from '../../google/settings';
import { appendRows, createSpreadsheet } from '../../google/sheets';
import { getGoogleGrant, putGoogleGrant, type GoogleGrant } from '../../store/google-grants';
import { getIntegrations } from '../../store/integrations';
import { InvalidRequestError, NotFoundError, UnavailableError, UnprocessableError } from '../errors';
import { spendAllowance } from '../integrations/allowances';
import { newEntryId } from '../integrations/manage';
import { callerState } from '../integrations/oauth-return';
import { clinicNameOf } from '../leads/clinic-name';
import { storeGoogleEntry } from './entries';
import { SHEET_HEADER, SHEET_TITLE } from './lead-row';

const NOT_LISTED = () => new NotFoundError('GOOGLE_ENTRY_NOT_FOUND', 'Такой Google Таблицы нет среди ваших интеграций');

export async function googleConsent(userId: string, entryId: string | undefined): Promise<{ url: string }> {
  if (entryId) {
    const { integrations } = await getIntegrations(userId);
    if (!integrations.google.some((entry) => entry._id === entryId)) throw NOT_LISTED();
  }
  return { url: consentUrl(signState('google', await loadGoogleClientSecret(), userId, entryId, Date.now())) };
}

/** code and state from the query the consent page sent the user back with; refused unless signed for this clinic. */
async function returnOf(userId: string, query: string): Promise<{ code: string; state: StatePayload }> {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const state = callerState('google', await loadGoogleClientSecret(), userId, params.get('state') ?? '');
  const error = params.get('error');
  if (error) {
    throw new UnprocessableError(
      'GOOGLE_ACCESS_DENIED',
      error === 'access_denied'
        ? 'Доступ к Google Таблицам не разрешён: нажмите «Подключить» и выберите «Разрешить»'
        : `Google отказал в доступе (${error.slice(0, 100)})`,
    );
  }
  const code = params.get('code');
  if (!code) throw new InvalidRequestError('GOOGLE_NO_CODE', 'Google не передал код доступа: подключите таблицу ещё раз');
  return { code, state };
}

const UNAVAILABLE = () =>
  new UnavailableError('GOOGLE_UNAVAILABLE', 'Google сейчас не отвечает: попробуйте подключить таблицу через минуту');

export async function connectGoogle(userId: string, query: string): Promise<GoogleEntryAnswer> {
  const { code, state } = await returnOf(userId, query);
  await spendAllowance(
    `google-connect:${userId}`,
    { limit: 20, windowSeconds: 3600 },
    'Слишком много подключений Google Таблиц. Попробуйте',
  );
  const tokens = await exchangeCode(code);
  if (tokens.kind === 'invalid-grant') {
    throw new UnprocessableError('GOOGLE_CODE_USED', 'Код Google уже использован или устарел: нажмите «Подключить» ещё раз');
  }
  if (tokens.kind === 'failed') throw UNAVAILABLE();
  if (!tokens.refreshToken) {
    throw new UnprocessableError('GOOGLE_NO_OFFLINE_ACCESS', 'Google не выдал постоянный доступ к таблице: подключите её ещё раз');
  }
  const now = Date.now();
  const fresh = {
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessExpiresAt: now + tokens.expiresInSeconds * 1000,
    ...(tokens.grantExpiresInSeconds ? { grantExpiresAt: grantEndOf(tokens.grantExpiresInSeconds, now) } : {}),
  };
  const grant = state.e ? await reconnected(userId, state.e, fresh) : await withNewSpreadsheet(userId, fresh);
  await putGoogleGrant(grant, nextGrantCheck(grant, now));
  const entry = await storeGoogleEntry(userId, {
    _id: grant.entryId,
    spreadsheetId: grant.spreadsheetId,
    spreadsheetUrl: grant.spreadsheetUrl,
    title: grant.title,
    ...(grant.grantExpiresAt ? { grantExpiresAt: new Date(grant.grantExpiresAt).toISOString() } : {}),
  });
  // A new consent works now: an older failure on the card is history.
  await noteEntryOutcome(userId, entry._id, { ok: true, check: true });
  return { data: entry };
}

type FreshTokens = Pick<GoogleGrant, 'refreshToken' | 'accessToken' | 'accessExpiresAt' | 'grantExpiresAt'>;

async function reconnected(userId: string, entryId: string, tokens: FreshTokens): Promise<GoogleGrant> {
  const { integrations } = await getIntegrations(userId, true);
  const entry = integrations.google.find((candidate) => candidate._id === entryId);
  const before = await getGoogleGrant(userId, entryId);
  if (!entry || !before) throw NOT_LISTED();
  // A new consent: the old grant's loss, end and warning go with it.
  const { revokedAt: _revoked, grantExpiresAt: _ends, expiryWarnedAt: _warned, ...kept } = before;
  return { ...kept, ...tokens };
}

async function withNewSpreadsheet(userId: string, tokens: FreshTokens): Promise<GoogleGrant> {
  const clinic = await clinicNameOf(userId);
  const title = clinic ? `Заявки ДентЛид — ${clinic}` : 'Заявки ДентЛид';
  const created = await createSpreadsheet(tokens.accessToken, title, SHEET_TITLE);
  if (created.kind !== 'ok') {
    if (created.kind === 'permanent') throw new UnprocessableError('GOOGLE_CREATE_REFUSED', `Google не создал таблицу: ${created.reason}`);
    throw UNAVAILABLE();
  }
  // The first row names the columns; from here on the tab is addressed by its sheetId.
  const header = await appendRows(tokens.accessToken, created.value.spreadsheetId, created.value.sheetId, [[...SHEET_HEADER]]);
  if (header.kind !== 'ok') throw UNAVAILABLE();
  return {
    userId,
    entryId: newEntryId(),
    ...tokens,
    spreadsheetId: created.value.spreadsheetId,
    sheetId: created.value.sheetId,
    spreadsheetUrl: created.value.spreadsheetUrl || `https://docs.google.com/spreadsheets/d/${created.value.spreadsheetId}/edit`,
    title,
  };
}
