// (handler) --> change password --> accounts store, password attempts
import type { ChangePasswordInput, PasswordAnswer } from '../../../shared/schemas/user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { setPasswordHash } from '../../store/accounts';
import { ItemChanged } from '../../store/errors';
import { ConflictError, InvalidRequestError } from '../errors';
import { addressScope } from './login-lockout';
import { accountMessages } from './messages';
import { takePasswordAttempt } from './password-attempts';
import { requireAccount } from './profile';

/**
 * Changes the password only when the old one matches (the schema already ensures the new one differs);
 * each check of the old one takes an attempt as the login's do, so an open session cannot guess it.
 * Every older token stops working; the answer carries a fresh one, so the tab that changed it stays in.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  sourceIp: string,
  now = new Date(),
): Promise<PasswordAnswer> {
  const account = await requireAccount(userId);
  const attempt = await takePasswordAttempt({
    email: account.email,
    address: addressScope(sourceIp),
    lockedMessage: accountMessages.passwordChangeLocked,
    now: now.getTime(),
  });
  if (!(await verifyPassword(input.passwordOld, account.passwordHash))) {
    await attempt.wrong();
    throw new InvalidRequestError('WRONG_PASSWORD', accountMessages.wrongOldPassword, { passwordOld: accountMessages.wrongOldPassword });
  }
  await attempt.right();
  const sessionVersion = await setPasswordHash(account, await hashPassword(input.passwordNew), now.toISOString()).catch((error) => {
    if (error instanceof ItemChanged) throw new ConflictError('PASSWORD_CHANGED', accountMessages.passwordChangedMeanwhile);
    throw error;
  });
  return { _id: userId, token: await issueToken({ userId, sessionVersion }) };
}
