// When a Google grant is checked and when its clinic is warned (issue 24 §2). Google's refresh tokens
// do not rotate and die unused after six months; a consent to an app in testing lasts 7 days, which
// Google's token answer says (refresh_token_expires_in). The token schedule refreshes each working grant
// once a day (a revoked or expired one is found within a day, before a lead fails), and where the end is
// known it warns the clinic GRANT_WARN_AHEAD_MS before it and looks again at that moment. The cabinet's
// card says the same (integration-badge.ts).

export const GRANT_CHECK_EVERY_MS = 24 * 3_600_000;
export const GRANT_WARN_AHEAD_MS = 2 * 24 * 3_600_000;

const epoch = (value: string | number | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
};

/**
 * When a grant ends, from Google's answer: `secondsLeft` (refresh_token_expires_in) is whole seconds,
 * rounded down when Google answered, which was before `answeredAt`. The end is the latest it can be, so a
 * check at it finds the grant refused; counted from before the request or without the dropped second,
 * the check could come up to a second early, find the grant working, and look again only a day later.
 */
export function grantEndOf(secondsLeft: number, answeredAt: number): number {
  return answeredAt + (Math.floor(secondsLeft) + 1) * 1000;
}

/** The grant ends within GRANT_WARN_AHEAD_MS (and has not ended yet). */
export function grantEndsSoon(grantExpiresAt: string | number | undefined, now: number): boolean {
  const end = epoch(grantExpiresAt);
  return end !== undefined && end > now && end - now <= GRANT_WARN_AHEAD_MS;
}

export interface GrantTimes {
  grantExpiresAt?: number;
  expiryWarnedAt?: number;
}

/**
 * When the schedule checks a grant next, after checking it at `checkedAt`: a day later, or sooner when the
 * grant's end is known: when the warning is due (not sent yet), and at the end itself (to find the loss
 * and tell it). An end already past while the grant still works was wrong, and is ignored.
 */
export function nextGrantCheck(grant: GrantTimes, checkedAt: number): number {
  const daily = checkedAt + GRANT_CHECK_EVERY_MS;
  const end = grant.grantExpiresAt;
  if (end === undefined || end <= checkedAt) return daily;
  const warnAt = grant.expiryWarnedAt === undefined ? Math.max(checkedAt, end - GRANT_WARN_AHEAD_MS) : end;
  return Math.min(daily, warnAt, end);
}
