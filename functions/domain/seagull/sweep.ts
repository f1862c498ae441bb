// (schedule) --> sweep --> queue
// Re-announces configurator requests that were stored but never delivered. Delivery is idempotent.
import { sendToQueue } from '../../messaging/send-to-queue';
import { listUndeliveredSeagullRequests } from '../../store/seagull-requests';
import { SWEEP_GRACE_MS } from '../landing-leads/sweep';

export async function sweepSeagullRequests(now = new Date()): Promise<number> {
  const stale = await listUndeliveredSeagullRequests(new Date(now.getTime() - SWEEP_GRACE_MS).toISOString());
  for (const ref of stale) await sendToQueue('seagullMail', ref);
  return stale.length;
}
