// (handler) --> change password --> accounts store
import type { ChangePasswordInput, PasswordAnswer } from '../../../shared/schemas/user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { setPasswordHash } from '../../store/accounts';
import { ItemChanged } from '../../store/errors';
import { ConflictError, InvalidRequestError } from '../errors';
import { accountMessages } from './messages';
import { requireAccount } from './profile';

/**
 * Changes the password only when the old one matches (the schema already ensures the new one differs).
 * Every older token stops working; the answer carries a fresh one, so the tab that changed it stays in.
 */
export async function changePassword(userId: string, input: ChangePasswordInput, now = new Date()): Promise<PasswordAnswer> {
  const account = await requireAccount(userId);
  if (!(await verifyPassword(input.passwordOld, account.passwordHash))) {
    throw new InvalidRequestError('WRONG_PASSWORD', accountMessages.wrongOldPassword, { passwordOld: accountMessages.wrongOldPassword });
  }
  const sessionVersion = await setPasswordHash(account, await hashPassword(input.passwordNew), now.toISOString()).catch((error) => {
    if (error instanceof ItemChanged) throw new ConflictError('PASSWORD_CHANGED', accountMessages.passwordChangedMeanwhile);
    throw error;
  });
  return { _id: userId, token: await issueToken({ userId, sessionVersion }) };
}
