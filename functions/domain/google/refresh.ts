// POST /api/google: checks one entry's access now by refreshing its token. A grant Google refuses
// (invalid_grant) marks the entry for reconnection; a working one clears an old mark. Answers the entry.
import { GOOGLE_RECONNECT_TEXT, type GoogleEntryAnswer } from '../../../shared/schemas/google';
import { getGoogleGrant } from '../../store/google-grants';
import { getIntegrations } from '../../store/integrations';
import { NotFoundError, UnavailableError } from '../errors';
import { spendAllowance } from '../integrations/allowances';
import { noteEntryOutcome } from '../integrations/note-outcome';
import { accessTokenOf } from './access';
import { setGoogleEntryError } from './entries';

export async function refreshGoogle(userId: string, entryId: string): Promise<GoogleEntryAnswer> {
  const before = await getIntegrations(userId, true);
  if (!before.integrations.google.some((entry) => entry._id === entryId)) {
    throw new NotFoundError('GOOGLE_ENTRY_NOT_FOUND', 'Такой Google Таблицы нет среди ваших интеграций');
  }
  await spendAllowance(`google-refresh:${userId}`, { limit: 60, windowSeconds: 3600 }, 'Слишком много проверок Google Таблиц. Попробуйте');
  const grant = await getGoogleGrant(userId, entryId);
  const access = grant ? await accessTokenOf(grant, { forceRefresh: true }) : ({ kind: 'revoked' } as const);
  if (access.kind === 'failed') throw new UnavailableError('GOOGLE_UNAVAILABLE', 'Google сейчас не отвечает: попробуйте через минуту');
  await setGoogleEntryError(before.integrations, userId, entryId, access.kind === 'ok' ? '' : GOOGLE_RECONNECT_TEXT);
  await noteEntryOutcome(
    userId,
    entryId,
    access.kind === 'ok' ? { ok: true, check: true } : { ok: false, check: true, text: GOOGLE_RECONNECT_TEXT },
  );
  const after = await getIntegrations(userId, true);
  return { data: after.integrations.google.find((entry) => entry._id === entryId)! };
}
