// (handler) --> login --> accounts store, login failures
import type { AuthorizationInput, TokenAnswer } from '../../../shared/schemas/user';
import { spendPasswordCheckTime, verifyPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { findAccountIdByEmail, getAccount } from '../../store/accounts';
import { clearLoginFailures, getLoginFailures, saveLoginFailures } from '../../store/login-failures';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import { afterFailure, LOGIN_LOCKOUT, lockedSeconds } from './login-lockout';
import { accountMessages } from './messages';

/**
 * Same answer, and about the same time, for an unknown e-mail and a wrong password. A locked e-mail is
 * refused before its password is checked, the right one too (otherwise guessing would go on).
 */
export async function login(input: AuthorizationInput, now = Date.now()): Promise<TokenAnswer> {
  const failures = await getLoginFailures(input.email);
  const wait = lockedSeconds(failures, now);
  if (wait > 0) throw new TooManyRequestsError('LOGIN_LOCKED', accountMessages.loginLocked(wait), wait);

  const userId = await findAccountIdByEmail(input.email);
  const account = userId ? await getAccount(userId) : undefined;
  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await spendPasswordCheckTime(input.password), false);
  if (!account || !valid) {
    await countLoginFailure(input.email, now);
    throw new UnauthorizedError('INVALID_CREDENTIALS', accountMessages.wrongCredentials);
  }
  if (failures && (failures.failures > 0 || failures.lockouts > 0)) await clearLoginFailures(input.email);
  return { token: await issueToken({ userId: account.id, sessionVersion: account.sessionVersion ?? 0 }) };
}

/**
 * Counts one wrong password for the e-mail (the login's, and the e-mail change's for the account's e-mail);
 * re-reads and retries when simultaneous attempts wrote first.
 */
export async function countLoginFailure(email: string, now: number): Promise<void> {
  const expiresAt = Math.ceil((now + LOGIN_LOCKOUT.memoryMs) / 1000);
  for (let attempt = 0; attempt < 5; attempt++) {
    const previous = await getLoginFailures(email);
    if (await saveLoginFailures(email, previous, afterFailure(previous, now), expiresAt)) return;
  }
}
