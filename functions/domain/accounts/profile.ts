// (handler) --> profile --> accounts store
import type { UpdateUserInput, UserView } from '../../../shared/schemas/user';
import { EmailTakenError, getAccount, updateAccountProfile, type Account } from '../../store/accounts';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { ConflictError, UnauthorizedError } from '../errors';
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
  try {
    await writeBasedOn(() => updateAccountProfile(account, user, now.toISOString()));
  } catch (error) {
    if (error instanceof EmailTakenError) {
      throw new ConflictError('EMAIL_TAKEN', accountMessages.emailTaken, { 'user.email': accountMessages.emailTaken });
    }
    throw error;
  }
  return { name: user.name, email: user.email, phone: user.phone, version: version + 1 };
}
