import { addressScope, LOGIN_LOCKOUT, lockAfter, lockDurationMs, waitSeconds } from './login-lockout';

const MINUTE = 60_000;

describe('the login lockout', () => {
  it('locks on the wrong password that took the fifth attempt of the window, not before', () => {
    const now = 1_000_000;
    const window = { windowEndsAt: now + LOGIN_LOCKOUT.windowMs, lockedUntil: 0, lockouts: 0 };
    expect(lockAfter({ ...window, failures: 4 }, now)).toBeUndefined();
    expect(lockAfter({ ...window, failures: 5 }, now)).toBe(now + 5 * MINUTE);
  });

  it('doubles each lockout in a row up to an hour', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((lockouts) => lockDurationMs(lockouts) / MINUTE)).toEqual([5, 10, 20, 40, 60, 60, 60]);
  });

  it('tells a refused caller when to come back: the lock, or the end of a window whose attempts are taken', () => {
    const now = 1_000_000;
    expect(waitSeconds({ failures: 0, windowEndsAt: now, lockedUntil: now + 5 * MINUTE, lockouts: 1 }, now)).toBe(300);
    expect(waitSeconds({ failures: 5, windowEndsAt: now + 90_500, lockedUntil: 0, lockouts: 0 }, now)).toBe(91);
    expect(waitSeconds({ failures: 5, windowEndsAt: now, lockedUntil: 0, lockouts: 0 }, now)).toBe(1);
  });
});

describe('the address scope', () => {
  it('keeps an IPv4 address and folds an IPv6 one to its /64, however it is written', () => {
    expect(addressScope('203.0.113.7')).toBe('203.0.113.7');
    expect(addressScope('2001:db8:aa:1::5')).toBe('2001:db8:aa:1::/64');
    expect(addressScope('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(addressScope('::1')).toBe('0:0:0:0::/64');
    expect(addressScope('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
