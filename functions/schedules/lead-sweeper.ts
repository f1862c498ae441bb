// Every few minutes: re-announce leads that were stored but whose delivery never started: landing
// leads and configurator requests (back on their mail queues) and clinic leads never announced on the lead topic.
import type { ScheduledEvent } from 'aws-lambda';
import { sweepLandingLeads } from '../domain/landing-leads/sweep';
import { sweepUnannouncedLeads } from '../domain/leads/sweep';
import { sweepSeagullRequests } from '../domain/seagull/sweep';
import { logger } from '../logger';
import { sweepLog } from './sweep-log';

export const handler = async (event: ScheduledEvent): Promise<{ requeued: number; announced: number }> => {
  const now = new Date(event.time);
  const requeued = (await sweepLandingLeads(now)) + (await sweepSeagullRequests(now));
  if (requeued > 0) logger.warn(sweepLog.landingRequeued, { requeued });
  const announced = await sweepUnannouncedLeads(now);
  if (announced > 0) logger.warn(sweepLog.leadsAnnounced, { announced });
  return { requeued, announced };
};
