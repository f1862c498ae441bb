// (schedule) --> sweep --> announce
// Leads stored but never announced (the function died between storing and publishing, or SNS was
// down) are announced again. Delivery is idempotent per destination, so announcing twice is harmless.
import { listUnannouncedLeads } from '../../store/leads';
import { announceLead } from './announce';

/** Leads younger than this are still on their first way to the topic. */
export const LEAD_SWEEP_GRACE_MS = 2 * 60 * 1000;

export async function sweepUnannouncedLeads(now = new Date()): Promise<number> {
  const stale = await listUnannouncedLeads(new Date(now.getTime() - LEAD_SWEEP_GRACE_MS).toISOString());
  for (const ref of stale) await announceLead(ref, now);
  return stale.length;
}
