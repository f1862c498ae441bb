// (handler) --> change password --> accounts store
import type { ChangePasswordInput } from '../../../shared/schemas/user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { setPasswordHash } from '../../store/accounts';
import { InvalidRequestError } from '../errors';
import { accountMessages } from './messages';
import { requireAccount } from './profile';

/** Changes the password only when the old one matches (the schema already ensures the new one differs). */
export async function changePassword(userId: string, input: ChangePasswordInput, now = new Date()): Promise<{ _id: string }> {
  const account = await requireAccount(userId);
  if (!(await verifyPassword(input.passwordOld, account.passwordHash))) {
    throw new InvalidRequestError('WRONG_PASSWORD', accountMessages.wrongOldPassword, { passwordOld: accountMessages.wrongOldPassword });
  }
  await setPasswordHash(userId, await hashPassword(input.passwordNew), now.toISOString());
  return { _id: userId };
}
