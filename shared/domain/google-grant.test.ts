import { GRANT_CHECK_EVERY_MS, GRANT_WARN_AHEAD_MS, grantEndOf, grantEndsSoon, nextGrantCheck } from './google-grant';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 21, 9, 0);

describe('a Google grant’s checks', () => {
  it('is checked once a day while its end is unknown or far', () => {
    expect(nextGrantCheck({}, now)).toBe(now + GRANT_CHECK_EVERY_MS);
    expect(nextGrantCheck({ grantExpiresAt: now + 30 * 24 * HOUR }, now)).toBe(now + GRANT_CHECK_EVERY_MS);
  });

  it('is checked when the warning is due, then at its end', () => {
    const end = now + GRANT_WARN_AHEAD_MS + 5 * HOUR;
    expect(nextGrantCheck({ grantExpiresAt: end }, now)).toBe(end - GRANT_WARN_AHEAD_MS);
    const soon = now + 10 * HOUR;
    expect(nextGrantCheck({ grantExpiresAt: soon }, now)).toBe(now);
    expect(nextGrantCheck({ grantExpiresAt: soon, expiryWarnedAt: now }, now)).toBe(soon);
  });

  it('ignores an end already past while the grant still works', () => {
    expect(nextGrantCheck({ grantExpiresAt: now - HOUR, expiryWarnedAt: now - 3 * HOUR }, now)).toBe(now + GRANT_CHECK_EVERY_MS);
  });

  it('ends soon within the warning window only', () => {
    expect(grantEndsSoon(undefined, now)).toBe(false);
    expect(grantEndsSoon(now + GRANT_WARN_AHEAD_MS + 1, now)).toBe(false);
    expect(grantEndsSoon(new Date(now + HOUR).toISOString(), now)).toBe(true);
    expect(grantEndsSoon(now - 1, now)).toBe(false);
    expect(grantEndsSoon('not a date', now)).toBe(false);
  });

  it.each([
    ['a whole second left', 40_000, 0],
    ['a fraction of a second over', 40_999, 0],
    ['an answer that took 300 ms to arrive', 40_500, 300],
    ['the last fraction of the grant', 999, 50],
  ])('is never recorded before Google’s own end: %s', (_case, leftAtGoogle, transitMs) => {
    const googleNow = now;
    const realEnd = googleNow + leftAtGoogle;
    const secondsLeft = Math.floor(leftAtGoogle / 1000);
    const recorded = grantEndOf(secondsLeft, googleNow + transitMs);
    expect(recorded).toBeGreaterThanOrEqual(realEnd);
    expect(recorded - realEnd).toBeLessThanOrEqual(1000 + transitMs);
    // So the check at the recorded end comes when Google refuses the grant, not a day later.
    expect(nextGrantCheck({ grantExpiresAt: recorded, expiryWarnedAt: now }, googleNow + transitMs)).toBe(recorded);
  });
});
