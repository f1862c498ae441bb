// (handler) --> login --> accounts store
import type { AuthorizationInput, TokenAnswer } from '../../../shared/schemas/user';
import { spendPasswordCheckTime, verifyPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { findAccountIdByEmail, getAccount } from '../../store/accounts';
import { UnauthorizedError } from '../errors';
import { accountMessages } from './messages';

/** Same answer, and about the same time, for an unknown e-mail and a wrong password. */
export async function login(input: AuthorizationInput): Promise<TokenAnswer> {
  const userId = await findAccountIdByEmail(input.email);
  const account = userId ? await getAccount(userId) : undefined;
  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await spendPasswordCheckTime(input.password), false);
  if (!account || !valid) throw new UnauthorizedError('INVALID_CREDENTIALS', accountMessages.wrongCredentials);
  return { token: await issueToken({ userId: account.id, sessionVersion: account.sessionVersion ?? 0 }) };
}
