// (schedule) --> sweep --> queue
// Re-announces landing leads that were stored but never delivered (the process died between storing
// and queueing, or the queue was down). Delivery is idempotent, so announcing twice is harmless.
import { sendToQueue } from '../../messaging/send-to-queue';
import { listUndeliveredLandingLeads } from '../../store/landing-leads';

/** Leads younger than this are still on their first way through the queue. */
export const SWEEP_GRACE_MS = 2 * 60 * 1000;

export async function sweepLandingLeads(now = new Date()): Promise<number> {
  const stale = await listUndeliveredLandingLeads(new Date(now.getTime() - SWEEP_GRACE_MS).toISOString());
  for (const ref of stale) await sendToQueue('landingMail', ref);
  return stale.length;
}
