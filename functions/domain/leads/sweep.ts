// (schedule) --> sweep --> announce, and put the lead back at the end of the outbox
// Leads stored but never announced (the function died between storing and publishing, or SNS was
// down, or no consumer has received it yet) are announced again. Delivery is idempotent per destination,
// so announcing twice is harmless.
import { leadFanoutChannels } from '../../../shared/domain/lead-fanout';
import { listUnannouncedLeads, markAnnounced, postponeInOutbox, type UnannouncedLead } from '../../store/leads';
import { announceLead } from './announce';

/** Leads younger than this are still on their first way to the topic. */
export const LEAD_SWEEP_GRACE_MS = 2 * 60 * 1000;

const SWEEP_PARALLEL = 8;

export async function sweepUnannouncedLeads(now = new Date()): Promise<number> {
  const stale = await listUnannouncedLeads(new Date(now.getTime() - LEAD_SWEEP_GRACE_MS).toISOString());
  // A few at a time: a long outbox (SNS was down) must not hold back the leads after it for minutes.
  for (let start = 0; start < stale.length; start += SWEEP_PARALLEL) {
    await Promise.all(stale.slice(start, start + SWEEP_PARALLEL).map((lead) => sweepOne(lead, now)));
  }
  return stale.length;
}

async function sweepOne(lead: UnannouncedLead, now: Date): Promise<void> {
  // Stored with the outbox marker before leads without a destination went without one: nobody would take it out.
  if (leadFanoutChannels(lead.statusSend).length === 0) return markAnnounced(lead, now.toISOString());
  await announceLead(lead);
  // Still queued behind a backlog, it is not announced again before another grace period: no storm of repeats.
  await postponeInOutbox(lead, now.toISOString());
}
