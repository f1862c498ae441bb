// Every 6 hours (locally TOKEN_REFRESH_EVERY_MINUTES, sped up by SCHEDULE_SPEED): refreshes the amoCRM
// token pairs due before their access token expires (domain/amo/keep-alive.ts) and checks the Google grants
// due (domain/google/keep-alive.ts: daily, and ahead of a known end), so no clinic's connection dies of
// disuse, a lost one is told to the clinic before a lead fails, and an ending one before it ends.
import type { ScheduledEvent } from 'aws-lambda';
import { refreshDueAmoTokens, type KeepAliveOutcome } from '../domain/amo/keep-alive';
import { checkDueGoogleGrants, type GrantCheckOutcome } from '../domain/google/keep-alive';
import { logger } from '../logger';

export const handler = async (event?: ScheduledEvent): Promise<{ amo: KeepAliveOutcome; google: GrantCheckOutcome }> => {
  // Each part on its own: one service failing does not keep the other's tokens from being refreshed.
  const [amo, google] = await Promise.all([refreshDueAmoTokens(), checkDueGoogleGrants()]);
  logger.info('integration tokens refreshed', { time: event?.time, amo, google });
  return { amo, google };
};
