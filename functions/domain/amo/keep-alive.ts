// The token schedule's amo part (issue 24 §2): amo's refresh token dies when unused (three months) and an
// access token lasts 24 h, so a quiet clinic would lose the connection unnoticed until a lead failed.
// Every pair due (REFRESH_AHEAD_MS before its access token expires, store/amo-tokens.ts) is refreshed
// here, through the same one-refresh-for-all as the consumers (amo/refresh.ts), before any lead needs it.
// A refusal marks the entry 'Был потерян доступ к амо' at once and mails the clinic: it hears of it from
// us, not from a lead that failed.
import { AmoCallError } from '../../amo/client';
import { AmoAccessLost, freshTokens } from './refresh';
import { logger } from '../../logger';
import { amoTokensDue, getAmoTokens } from '../../store/amo-tokens';
import { tellClinicAccessLost } from '../integrations/access-lost-mail';
import { markAmoAccessLost } from './entries';

/** Pairs refreshed per run; a backlog is taken by the next runs (each a few hours apart, well within 24 h). */
const PER_RUN = 200;
/** One refresh's budget, as a consumer's. */
const REFRESH_BUDGET_MS = 20_000;

export interface KeepAliveOutcome {
  refreshed: number;
  lost: number;
  failed: number;
}

export async function refreshDueAmoTokens(now = Date.now()): Promise<KeepAliveOutcome> {
  const outcome: KeepAliveOutcome = { refreshed: 0, lost: 0, failed: 0 };
  for (const { userId, entryId } of await amoTokensDue(now, PER_RUN)) {
    const seen = await getAmoTokens(userId, entryId);
    if (!seen || seen.revoked) continue;
    try {
      await freshTokens(userId, entryId, seen, Date.now() + REFRESH_BUDGET_MS);
      outcome.refreshed += 1;
    } catch (error) {
      if (error instanceof AmoAccessLost) {
        outcome.lost += 1;
        await markAmoAccessLost(userId, entryId);
        await tellClinicAccessLost(userId, 'amoCRM');
      } else if (error instanceof AmoCallError) {
        // Passing (amo down, rate-limited): the pair stays due and the next run tries again.
        outcome.failed += 1;
        logger.warn('amo token refresh failed', { userId, entryId, reason: error.message });
      } else throw error;
    }
  }
  return outcome;
}
