// A lead's final outcome (or an access check) on its entry's card (shared/domain/integration-badge.ts,
// stored by store/entry-outcomes.ts). The card is a view: failing to note it never fails a delivery.
import type { EntryDelivery } from '../../../shared/schemas/integrations';
import { logger } from '../../logger';
import { recordDelivery } from '../../store/entry-outcomes';

/** `timeZone`: the clinic's, as a lead carries it; a check leaves it out (the stored zone stays). */
export async function noteEntryOutcome(
  userId: string,
  entryId: string,
  outcome: Omit<EntryDelivery, 'at'>,
  timeZone?: string,
): Promise<void> {
  try {
    await recordDelivery(userId, entryId, { at: new Date().toISOString(), ...outcome }, timeZone);
  } catch (error) {
    logger.warn('entry outcome not recorded', { userId, entryId, reason: (error as Error).message });
  }
}
