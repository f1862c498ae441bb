// (handler) --> login --> accounts store, password attempts, pending sign-ups
import type { AuthorizationInput, TokenAnswer } from '../../../shared/schemas/user';
import { verifyPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { findAccountIdByEmail, getAccount } from '../../store/accounts';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { addressScope } from './login-lockout';
import { accountMessages } from './messages';
import { rememberSignInAddress, takePasswordAttempt } from './password-attempts';
import { pendingSignUpOf } from './pending-sign-up';

/**
 * Same answer, and about the same time, for an unknown e-mail and a wrong password. The attempt is taken
 * before the password is checked: a locked scope is refused, the right password too (password-attempts.ts).
 * The right password of a sign-up not confirmed yet is told so (only its maker knows that password).
 */
export async function login(input: AuthorizationInput, sourceIp: string, now = Date.now()): Promise<TokenAnswer> {
  const address = addressScope(sourceIp);
  const attempt = await takePasswordAttempt({
    email: input.email,
    address,
    lockedMessage: accountMessages.loginLocked,
    now,
  });
  const userId = await findAccountIdByEmail(input.email);
  const account = userId ? await getAccount(userId) : undefined;
  if (!account) {
    const pending = await pendingSignUpOf(input.email, input.password);
    await (pending ? attempt.right() : attempt.wrong());
    if (pending) throw new ForbiddenError('EMAIL_NOT_CONFIRMED', accountMessages.emailNotConfirmed(input.email));
    throw new UnauthorizedError('INVALID_CREDENTIALS', accountMessages.wrongCredentials);
  }
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    await attempt.wrong();
    throw new UnauthorizedError('INVALID_CREDENTIALS', accountMessages.wrongCredentials);
  }
  await attempt.right();
  await rememberSignInAddress(account.email, address, now);
  return { token: await issueToken({ userId: account.id, sessionVersion: account.sessionVersion ?? 0 }) };
}
