import { GRANT_CHECK_EVERY_MS, GRANT_WARN_AHEAD_MS, grantEndsSoon, nextGrantCheck } from './google-grant';

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
});
