// The lockout rule of the login, pure: after MAX_FAILURES wrong passwords for one e-mail within the
// window, the e-mail is locked; each lockout in a row lasts twice the one before, up to the cap. The
// count is kept for every e-mail, registered or not, so the lockout tells nothing about accounts.
import type { LoginFailures } from '../../store/login-failures';

export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  /** How long the table remembers an e-mail's failures and lockouts after the last one (TTL). */
  memoryMs: 24 * 60 * 60_000,
} as const;

export type { LoginFailures };

/** Seconds the e-mail stays locked, or 0. */
export function lockedSeconds(state: LoginFailures | undefined, now: number): number {
  return state && state.lockedUntil > now ? Math.ceil((state.lockedUntil - now) / 1000) : 0;
}

export function lockDurationMs(lockouts: number): number {
  return Math.min(LOGIN_LOCKOUT.firstLockMs * 2 ** lockouts, LOGIN_LOCKOUT.maxLockMs);
}

/** The state after one more wrong password at `now`. */
export function afterFailure(state: LoginFailures | undefined, now: number): LoginFailures {
  const inWindow = state !== undefined && now < state.windowEndsAt;
  const failures = (inWindow ? state.failures : 0) + 1;
  const windowEndsAt = inWindow ? state.windowEndsAt : now + LOGIN_LOCKOUT.windowMs;
  const lockouts = state?.lockouts ?? 0;
  if (failures < LOGIN_LOCKOUT.maxFailures) return { failures, windowEndsAt, lockedUntil: state?.lockedUntil ?? 0, lockouts };
  return { failures: 0, windowEndsAt: now, lockedUntil: now + lockDurationMs(lockouts), lockouts: lockouts + 1 };
}
