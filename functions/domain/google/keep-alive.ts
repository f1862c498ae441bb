// The token schedule's Google part (issue 24 §2): every working grant is refreshed once a day, so a
// revoked or expired one is found before a lead needs it (and a published app's refresh token is never
// left unused for Google's six months); where Google said when the grant ends (an app in testing: 7 days
// after the consent), the clinic is mailed GRANT_WARN_AHEAD_MS before it and the card says so, and the
// grant is looked at again at its end. A refused grant marks the card 'Подключить заново' at once and
// mails the clinic: it hears of it from us, not from a lead that failed.
import { nextGrantCheck, grantEndsSoon } from '../../../shared/domain/google-grant';
import { syncTimeText } from '../../../shared/domain/mis-sync';
import { DEFAULT_TIMEZONE } from '../../../shared/schemas/clinic';
import { logger } from '../../logger';
import { getClinicItem } from '../../store/clinic';
import { getGoogleGrant, googleGrantsDue, scheduleGrantCheck } from '../../store/google-grants';
import { tellClinicAccessEnding, tellClinicAccessLost } from '../integrations/access-lost-mail';
import { accessTokenOf } from './access';

/** Grants checked per run; a backlog is taken by the next runs (each a few hours apart). */
const PER_RUN = 200;

export interface GrantCheckOutcome {
  refreshed: number;
  warned: number;
  lost: number;
  failed: number;
}

async function endText(userId: string, at: number): Promise<string> {
  const zone = (await getClinicItem(userId))?.timezone ?? DEFAULT_TIMEZONE;
  return `${syncTimeText(new Date(at).toISOString(), zone)} по времени клиники`;
}

export async function checkDueGoogleGrants(now = Date.now()): Promise<GrantCheckOutcome> {
  const outcome: GrantCheckOutcome = { refreshed: 0, warned: 0, lost: 0, failed: 0 };
  for (const { userId, entryId } of await googleGrantsDue(now, PER_RUN)) {
    const grant = await getGoogleGrant(userId, entryId);
    if (!grant || grant.revokedAt) continue;
    const access = await accessTokenOf(grant, { forceRefresh: true });
    if (access.kind === 'revoked') {
      // accessTokenOf marked the grant and the card; the clinic is told by letter.
      outcome.lost += 1;
      await tellClinicAccessLost(userId, 'Google Таблицы');
      continue;
    }
    if (access.kind === 'failed') {
      // Passing (Google down, rate-limited): the grant stays due and the next run tries again.
      outcome.failed += 1;
      logger.warn('google grant check failed', { userId, entryId, reason: access.reason });
      continue;
    }
    outcome.refreshed += 1;
    const checkedAt = Date.now();
    const warn = grant.expiryWarnedAt === undefined && grantEndsSoon(grant.grantExpiresAt, checkedAt);
    if (warn) {
      await tellClinicAccessEnding(userId, 'Google Таблицы', await endText(userId, grant.grantExpiresAt!));
      outcome.warned += 1;
    }
    const warnedAt = warn ? checkedAt : grant.expiryWarnedAt;
    await scheduleGrantCheck(grant, nextGrantCheck({ ...grant, expiryWarnedAt: warnedAt }, checkedAt), warn ? checkedAt : undefined);
  }
  return outcome;
}
