// The lockout rule of password checks, pure. Attempts are taken before a password is checked (so a burst
// sent at once gets no more checks than a slow one), in two scopes: the e-mail from one address, and the
// e-mail from every address it never signed in from. MAX_FAILURES attempts within the window lock a scope;
// each lockout in a row lasts twice the one before, up to the cap. So a flood from many addresses locks only
// those addresses and strangers out; the clinic's own office keeps its password, and anyone who reads the
// mailbox signs in by a link. Counts are kept for every e-mail, registered or not: they tell nothing.
import { isIPv6 } from 'node:net';
import type { AttemptCounter } from '../../store/password-attempts';

export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  /** How long the table remembers a scope's attempts and lockouts after the last one (TTL). */
  memoryMs: 24 * 60 * 60_000,
  /** How long an address the account signed in from is spared by the e-mail-wide lock. */
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

export function lockDurationMs(lockouts: number): number {
  return Math.min(LOGIN_LOCKOUT.firstLockMs * 2 ** lockouts, LOGIN_LOCKOUT.maxLockMs);
}

/** Seconds until a refused scope takes attempts again: its lockout, or the end of a window whose attempts are all taken. */
export function waitSeconds(counter: AttemptCounter, now: number): number {
  const until = counter.lockedUntil > now ? counter.lockedUntil : counter.windowEndsAt;
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** The lock that a wrong password on the window's last attempt earns (the attempt counted `taken`). */
export function lockAfter(taken: AttemptCounter, now: number): number | undefined {
  return taken.failures >= LOGIN_LOCKOUT.maxFailures ? now + lockDurationMs(taken.lockouts) : undefined;
}

/**
 * The caller's address as a lockout scope: an IPv4 address as it is, an IPv6 one by its /64 (one
 * subscriber gets a whole /64, so single addresses would be free to rotate).
 */
export function addressScope(sourceIp: string): string {
  const address = sourceIp.trim().toLowerCase();
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
