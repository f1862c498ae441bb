// Every few minutes: re-announce leads that were stored but whose delivery never started.
// Covers landing leads now; booking and quiz leads join when the lead pipeline lands.
import type { ScheduledEvent } from 'aws-lambda';
import { sweepLandingLeads } from '../domain/landing-leads/sweep';
import { logger } from '../logger';

export const handler = async (event: ScheduledEvent): Promise<{ requeued: number }> => {
  const requeued = await sweepLandingLeads(new Date(event.time));
  if (requeued > 0) logger.warn('requeued undelivered landing leads', { requeued });
  return { requeued };
};
