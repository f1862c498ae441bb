// (mis-sync consumer) --> scheduled sync --> the clinic's MIS clients --> sync
// One clinic's pulled MIS (DentalPRO, MacDent): every active entry synced; one that fails throws after the
// others ran, so the message is retried and a working entry is not held back by a broken one.
import { activeEntries } from '../../../shared/domain/integration-entries';
import { fetchDentalProSnapshot } from '../../mis/dentalpro';
import { fetchMacDentSnapshot } from '../../mis/macdent';
import { logger } from '../../logger';
import { getIntegrations } from '../../store/integrations';
import { recordedSync } from '../integrations/mis-sync-status';
import { clinicTimeZone, syncClinic, type SyncOutcome } from './sync';
import type { MisSnapshot } from '../../mis/snapshot';

export async function syncScheduledMis(userId: string): Promise<SyncOutcome[]> {
  const { integrations } = await getIntegrations(userId, true);
  const timeZone = await clinicTimeZone(userId);
  // Each snapshot names its entry: a widget booking of its doctors is pushed back there (push.ts).
  const pulls: Array<{ entryId: string; name: string; fetch: () => Promise<MisSnapshot> }> = [
    ...activeEntries(integrations, 'dentalPro').map((entry) => ({
      entryId: entry._id,
      name: 'DentalPRO',
      fetch: async () =>
        ({ ...(await fetchDentalProSnapshot(entry, timeZone)), entry: { kind: 'dentalPro', id: entry._id } }) satisfies MisSnapshot,
    })),
    ...activeEntries(integrations, 'macDent').map((entry) => ({
      entryId: entry._id,
      name: 'MacDent',
      fetch: async () =>
        ({ ...(await fetchMacDentSnapshot(entry, timeZone)), entry: { kind: 'macDent', id: entry._id } }) satisfies MisSnapshot,
    })),
  ];
  // Each entry's outcome is recorded for its card (integrations/mis-sync-status.ts).
  const outcomes = await Promise.allSettled(
    pulls.map(({ entryId, name, fetch }) => recordedSync(userId, entryId, name, timeZone, () => syncClinic(userId, fetch, timeZone))),
  );
  const failed = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  const done = outcomes
    .filter((outcome): outcome is PromiseFulfilledResult<SyncOutcome> => outcome.status === 'fulfilled')
    .map((o) => o.value);
  logger.info('mis sync of a clinic', { userId, synced: done, failed: failed.map((outcome) => String(outcome.reason)) });
  if (failed.length > 0) throw failed[0]!.reason;
  return done;
}
