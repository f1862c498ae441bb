// Every channel consumer starts here: the lead as it is now, taken out of the sweeper's outbox on the
// way (a consumer holding the message proves the announcement arrived). The fastest consumer (amo and
// google have nothing to send yet) does it within moments of the announcement.
import { getLead, isInOutbox, markAnnounced, type LeadItem, type LeadRef } from '../../store/leads';

/** undefined: the lead was deleted meanwhile. */
export async function receivedLead(ref: LeadRef, now = new Date()): Promise<LeadItem | undefined> {
  const lead = await getLead(ref);
  if (lead && isInOutbox(lead)) await markAnnounced(ref, now.toISOString());
  return lead;
}
