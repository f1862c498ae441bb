// Every 6 hours (locally TOKEN_REFRESH_EVERY_MINUTES, sped up by SCHEDULE_SPEED): refreshes the amoCRM
// token pairs due before their access token expires (domain/amo/keep-alive.ts), so no clinic's
// connection dies of disuse and a lost one is told to the clinic before a lead fails.
import type { ScheduledEvent } from 'aws-lambda';
import { refreshDueAmoTokens, type KeepAliveOutcome } from '../domain/amo/keep-alive';
import { logger } from '../logger';

export const handler = async (event?: ScheduledEvent): Promise<{ amo: KeepAliveOutcome }> => {
  const amo = await refreshDueAmoTokens();
  logger.info('integration tokens refreshed', { time: event?.time, ...amo });
  return { amo };
};
