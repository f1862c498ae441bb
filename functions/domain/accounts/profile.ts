// (handler) --> profile --> accounts store
import type { UpdateUserInput, UserView } from '../../../shared/schemas/user';
import { getAccount, updateAccountProfile, type Account } from '../../store/accounts';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { InvalidRequestError, UnauthorizedError } from '../errors';
import { toUserView } from './account-view';
import { accountMessages } from './messages';

/** The signed-in account; a valid token for an account that no longer exists counts as signed out. */
export async function requireAccount(userId: string): Promise<Account> {
  const account = await getAccount(userId);
  if (!account) throw new UnauthorizedError('UNAUTHORIZED', accountMessages.accountGone);
  return account;
}

export async function getProfile(userId: string): Promise<UserView> {
  return toUserView(await requireAccount(userId));
}

export async function updateProfile(userId: string, { user, version }: UpdateUserInput, now = new Date()) {
  const account = await requireAccount(userId);
  requireBasedOn(version, account.version ?? 0);
  // The login e-mail changes only with the password (changeEmail); nothing of this save is written then.
  if (user.email !== account.email) {
    throw new InvalidRequestError('EMAIL_NEEDS_PASSWORD', accountMessages.emailNeedsPassword, {
      'user.email': accountMessages.emailNeedsPassword,
    });
  }
  await writeBasedOn(() => updateAccountProfile(account, user, now.toISOString()));
  return { name: user.name, email: user.email, phone: user.phone, version: version + 1 };
}
