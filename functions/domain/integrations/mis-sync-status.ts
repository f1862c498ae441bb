// Each MIS entry's last sync as its card shows it (shared/domain/mis-sync.ts): a scheduled pull of
// DentalPRO or MacDent, or an IDENT push, records when it succeeded, or when it failed with what failed
// and what to do, in Russian (store/entry-outcomes.ts).
import { activeEntries } from '../../../shared/domain/integration-entries';
import { getIntegrations } from '../../store/integrations';
import { IDENT_KEY_HEADER, identClinic, IdentRefusal, receiveTimeTable } from '../mis/ident';
import { clinicTimeZone, DoctorLimitReached, type SyncOutcome } from '../mis/sync';
import { MisCallError, misWords } from '../../mis/mis-call';
import { logger } from '../../logger';
import { recordMisSync } from '../../store/entry-outcomes';
import { StaleWriteError } from '../../store/versioned-writes';

/** What the clinic checks when the MIS refuses: the fields its card has. */
const REFUSAL_ADVICE: Record<string, string> = {
  DentalPRO: 'Проверьте адрес, токен и секрет в этой карточке (их выдаёт DentalPRO: Настройки → API)',
  MacDent: 'Проверьте ключ API в этой карточке и его права в MacDent (Настройки → API)',
};

/** What failed and what to do, for the card of the MIS named `name`. */
export function syncFailureText(name: string, error: unknown): string {
  if (error instanceof MisCallError) {
    switch (error.reason) {
      case 'refused':
        return `${name} отказала в доступе («${misWords(error)}»). ${REFUSAL_ADVICE[name] ?? `Проверьте настройки этой карточки`}`;
      case 'expired':
        return `${name}: ${misWords(error)}`;
      case 'timeout':
        return `${name} не ответила вовремя. Синхронизация повторится сама; если ошибка не уходит, проверьте, что сервер ${name} работает и доступен из интернета`;
      case 'unavailable':
        return `${name} недоступна. Синхронизация повторится сама; если ошибка не уходит, проверьте адрес сервера в этой карточке`;
      case 'malformed':
        return `${name} ответила не так, как ожидалось. Проверьте адрес сервера в этой карточке`;
    }
  }
  if (error instanceof DoctorLimitReached) return error.message;
  if (error instanceof IdentRefusal) return `${error.message}. Проверьте настройки выгрузки расписания в IDENT`;
  if (error instanceof StaleWriteError) return 'Врачи менялись в кабинете во время синхронизации. Она повторится сама';
  return 'Внутренняя ошибка при синхронизации. Она повторится сама; если ошибка не уходит, напишите в поддержку';
}

/** Runs one entry's sync and records its outcome; the outcome (or the error) goes on to the caller. */
export async function recordedSync<T>(userId: string, entryId: string, name: string, timeZone: string, sync: () => Promise<T>): Promise<T> {
  const at = new Date().toISOString();
  let outcome: T;
  try {
    outcome = await sync();
  } catch (error) {
    // The failure itself matters more than its record: a record that fails is only logged.
    await recordMisSync(userId, entryId, { ok: false, at, timeZone, error: syncFailureText(name, error) }).catch((recordError) =>
      logger.warn('mis sync: the failure was not recorded', { userId, entryId, error: String(recordError) }),
    );
    throw error;
  }
  await recordMisSync(userId, entryId, { ok: true, at, timeZone });
  return outcome;
}

/** IDENT's push of its timetable (POST /api/ident/PostTimeTable), recorded on the entry of the key it came with. */
export async function receiveIdentPush(headers: Record<string, string | undefined>, body: unknown): Promise<SyncOutcome> {
  const userId = await identClinic(headers);
  const key = headers[IDENT_KEY_HEADER]?.trim();
  const entry = activeEntries((await getIntegrations(userId, true)).integrations, 'ident').find((candidate) => candidate.id === key);
  if (!entry) return receiveTimeTable(userId, body);
  return recordedSync(userId, entry._id, 'IDENT', await clinicTimeZone(userId), () => receiveTimeTable(userId, body));
}
