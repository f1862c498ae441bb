// (account-mail consumer) --> make a link;  (handlers) --> use a link --> accounts store
// One mechanism for every mailed link of an account: a sign-in past the lockout, a new password, a new
// login e-mail. The token is 32 random bytes in the link's fragment (never in a URL's query, so never in
// an access log) and in a POST body; the table keeps only its SHA-256. A link works once, until it
// expires, and only while the account is as it was: a password change or reset, or a moved login,
// ends every link made before it.
import { createHash, randomBytes } from 'node:crypto';
import { type Account, getAccount } from '../../store/accounts';
import { type AccountLink, type AccountLinkPurpose, claimAccountLink, putAccountLink } from '../../store/account-links';
import { InvalidRequestError } from '../errors';
import { accountMessages } from './messages';

/** Minutes each kind of link stays valid. */
export const LINK_MINUTES: Record<AccountLinkPurpose, number> = {
  'sign-in': 30,
  'password-reset': 60,
  'email-change': 24 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link for `account`; answers its token, which only the letter carries. */
export async function makeAccountLink(purpose: AccountLinkPurpose, account: Account, now = Date.now(), newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await putAccountLink(hashOf(token), {
    purpose,
    userId: account.id,
    email: account.email,
    sessionVersion: account.sessionVersion ?? 0,
    ...(newEmail ? { newEmail } : {}),
    linkExpiresAt: now + LINK_MINUTES[purpose] * 60_000,
  });
  return token;
}

/** Spends a link: the account it was made for, as it still is; a used, expired or outdated link is a 400. */
export async function spendAccountLink(
  token: string,
  purpose: AccountLinkPurpose,
  now = Date.now(),
): Promise<{ link: AccountLink; account: Account }> {
  const invalid = new InvalidRequestError('LINK_INVALID', accountMessages.linkInvalid);
  const link = await claimAccountLink(hashOf(token), purpose, now);
  if (!link) throw invalid;
  const account = await getAccount(link.userId);
  if (!account || account.email !== link.email || (account.sessionVersion ?? 0) !== link.sessionVersion) throw invalid;
  return { link, account };
}
