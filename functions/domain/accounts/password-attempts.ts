// (login, e-mail change, password change, sign-up resend) --> password attempts, known addresses
// Every check of a password first takes an attempt (login-lockout.ts says in which scopes and what they
// mean); a locked scope refuses before any password is checked, the right one too.
import { keys } from '../../store/keys';
import { isKnownAddress, rememberAddress } from '../../store/known-addresses';
import {
  type AttemptCounter,
  type AttemptKey,
  clearAttempts,
  giveAttemptBack,
  lockScope,
  takeAttempt,
} from '../../store/password-attempts';
import { TooManyRequestsError } from '../errors';
import { LOGIN_LOCKOUT, lockAfter, waitSeconds } from './login-lockout';

export interface PasswordAttempt {
  /** The password was wrong: the attempt stays taken, and the last one of a window locks its scope. */
  wrong(): Promise<void>;
  /** The password was right: this address's count is forgotten, the e-mail-wide attempt given back. */
  right(): Promise<void>;
}

export interface AttemptOptions {
  email: string;
  address: string;
  lockedMessage: (seconds: number) => string;
  now?: number;
}

export async function takePasswordAttempt(options: AttemptOptions): Promise<PasswordAttempt> {
  const { email, address, now = Date.now() } = options;
  const scopes: AttemptKey[] = [keys.loginFrom(email, address)];
  // The clinic's own addresses (signed in from before) are spared the e-mail-wide scope, which strangers share.
  if (!(await isKnownAddress(email, address))) scopes.push(keys.loginFailures(email));
  const taken: Array<{ key: AttemptKey; counter: AttemptCounter }> = [];
  for (const key of scopes) {
    // Scope by scope: a refused address never spends the e-mail-wide attempts, which all strangers share.
    const outcome = await takeAttempt(key, LOGIN_LOCKOUT, now);
    if (!outcome.taken) {
      const seconds = waitSeconds(outcome.counter, now);
      throw new TooManyRequestsError('LOGIN_LOCKED', options.lockedMessage(seconds), seconds);
    }
    taken.push({ key, counter: outcome.counter });
  }
  return {
    wrong: async () => {
      for (const { key, counter } of taken) {
        const until = lockAfter(counter, now);
        if (until !== undefined) await lockScope(key, counter, until, now);
      }
    },
    right: async () => {
      const [own, shared] = taken;
      if (own) await clearAttempts(own.key, now);
      if (shared) await giveAttemptBack(shared.key, shared.counter);
    },
  };
}

/** After a sign-in with the password: this address is the clinic's own from now on. */
export function rememberSignInAddress(email: string, address: string, now = Date.now()): Promise<void> {
  return rememberAddress(email, address, LOGIN_LOCKOUT.knownAddressMs, now);
}

/** After a sign-in by a link from the mailbox: the address is the clinic's own, and its lock is lifted. */
export async function trustAddress(email: string, address: string, now = Date.now()): Promise<void> {
  await Promise.all([rememberSignInAddress(email, address, now), clearAttempts(keys.loginFrom(email, address), now)]);
}
