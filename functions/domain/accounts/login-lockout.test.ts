import { afterFailure, LOGIN_LOCKOUT, lockedSeconds, type LoginFailures } from './login-lockout';

const MINUTE = 60_000;

function fail(times: number, from: LoginFailures | undefined, now: number): LoginFailures | undefined {
  let state = from;
  for (let i = 0; i < times; i++) state = afterFailure(state, now);
  return state;
}

describe('the login lockout', () => {
  it('locks on the fifth wrong password within the window, not before', () => {
    const now = 1_000_000;
    expect(lockedSeconds(fail(4, undefined, now), now)).toBe(0);
    expect(lockedSeconds(fail(5, undefined, now), now)).toBe(5 * 60);
  });

  it('forgets failures older than the window', () => {
    const now = 1_000_000;
    const early = fail(4, undefined, now);
    const later = afterFailure(early, now + LOGIN_LOCKOUT.windowMs + 1);
    expect(later.failures).toBe(1);
    expect(lockedSeconds(later, now + LOGIN_LOCKOUT.windowMs + 1)).toBe(0);
  });

  it('doubles each lockout in a row up to an hour', () => {
    let now = 1_000_000;
    let state: LoginFailures | undefined;
    const lengths: number[] = [];
    for (let round = 0; round < 6; round++) {
      state = fail(5, state, now);
      lengths.push(lockedSeconds(state, now) / 60);
      now = state!.lockedUntil; // the lockout ran out
      expect(lockedSeconds(state, now)).toBe(0);
    }
    expect(lengths).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it('keeps a lockout when a failure after it starts a new window', () => {
    const now = 1_000_000;
    const locked = fail(5, undefined, now)!;
    expect(afterFailure(locked, now + MINUTE).lockedUntil).toBe(locked.lockedUntil);
  });
});
