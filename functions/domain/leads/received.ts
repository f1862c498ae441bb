// Every channel consumer starts here: the lead as it is now, taken out of the sweeper's outbox on the
// way (a consumer holding the message proves the announcement arrived). The fastest consumer (amo and
// google have nothing to send yet) does it within moments of the announcement.
import type { LeadItem, LeadRef } from '../../store/leads';
import { isInOutbox } from '../../store/leads';
import type { DeliveryStore } from './delivery-store';

/** undefined: the lead was deleted meanwhile. */
export async function receivedLead(
  store: Pick<DeliveryStore, 'getLead' | 'markAnnounced'>,
  ref: LeadRef,
  now = new Date(),
): Promise<LeadItem | undefined> {
  const lead = await store.getLead(ref);
  if (lead && isInOutbox(lead)) await store.markAnnounced(ref, now.toISOString());
  return lead;
}
