// (handlers) --> ask for a link / sign in by it / set a new password by it --> account links, accounts store
// 'Забыли пароль?' and the way around a locked login: the request answers the same whether the e-mail is
// registered or not (the letter is chosen off the request, link-mail.ts), within letters per e-mail (so
// no one's mailbox is flooded) and per address (so no one mails the whole list of addresses).
import type { AccountLinkInput, LinkRequest, PasswordResetInput, RegistrationAnswer, TokenAnswer } from '../../../shared/schemas/user';
import { hashPassword } from '../../auth/passwords';
import { config } from '../../config';
import { issueToken } from '../../auth/tokens';
import { sendToQueue } from '../../messaging/send-to-queue';
import { setPasswordHash } from '../../store/accounts';
import { ItemChanged } from '../../store/errors';
import { keys } from '../../store/keys';
import { clearAttempts } from '../../store/password-attempts';
import { takeAllowance } from '../../store/rate-counters';
import { ConflictError, TooManyRequestsError } from '../errors';
import { spendAccountLink } from './account-links';
import type { LinkMail } from './link-mail';
import { addressScope } from './login-lockout';
import { accountMessages } from './messages';
import { trustAddress } from './password-attempts';
import { resendSignUpLetter } from './register';

/** Letters with a link one e-mail may be sent, and one address may ask for, per hour. */
export const LINK_LETTERS = { perEmail: { limit: 5, windowSeconds: 3600 }, perAddress: { limit: 20, windowSeconds: 3600 } };

async function mailLink(kind: 'sign-in-link' | 'password-reset', email: string, sourceIp: string, now: number): Promise<void> {
  const perAddress = { ...LINK_LETTERS.perAddress, limit: LINK_LETTERS.perAddress.limit * config.callerLimitScale(sourceIp) };
  for (const [scope, allowance] of [
    [`account-link-from:${addressScope(sourceIp)}`, perAddress],
    [`account-link:${email}`, LINK_LETTERS.perEmail],
  ] as const) {
    const outcome = await takeAllowance(scope, allowance, now);
    if (!outcome.allowed)
      throw new TooManyRequestsError(
        'TOO_MANY_LETTERS',
        accountMessages.tooManyLinks(outcome.retryAfterSeconds),
        outcome.retryAfterSeconds,
      );
  }
  await sendToQueue('accountMail', { kind, to: email } satisfies LinkMail);
}

/** A letter with a link: to sign in, to set a new password, or a pending sign-up's confirmation again (register.ts). */
export async function requestLink(request: LinkRequest, sourceIp: string, now = Date.now()): Promise<RegistrationAnswer> {
  const { email } = request;
  if (request.purpose === 'sign-up') return resendSignUpLetter(request, sourceIp, new Date(now));
  if (request.purpose === 'sign-in') {
    await mailLink('sign-in-link', email, sourceIp, now);
    return { messages: [accountMessages.signInLinkSent(email)] };
  }
  await mailLink('password-reset', email, sourceIp, now);
  return { messages: [accountMessages.resetLinkSent(email)] };
}

/** The link from the mailbox signs in, whatever the lockout, and lifts this address's lock. */
export async function signInByLink({ token }: AccountLinkInput, sourceIp: string, now = Date.now()): Promise<TokenAnswer> {
  const { account } = await spendAccountLink(token, 'sign-in', now);
  await trustAddress(account.email, addressScope(sourceIp), now);
  return { token: await issueToken({ userId: account.id, sessionVersion: account.sessionVersion ?? 0 }) };
}

/**
 * Sets the new password: every session of the account ends (and every other link), the lockout of the
 * e-mail is lifted (the mailbox is proven), and this browser is signed in with a fresh session.
 */
export async function resetPassword({ token, password }: PasswordResetInput, sourceIp: string, now = Date.now()): Promise<TokenAnswer> {
  const { account } = await spendAccountLink(token, 'password-reset', now);
  const sessionVersion = await setPasswordHash(account, await hashPassword(password), new Date(now).toISOString()).catch((error) => {
    if (error instanceof ItemChanged) throw new ConflictError('PASSWORD_CHANGED', accountMessages.passwordChangedMeanwhile);
    throw error;
  });
  await Promise.all([trustAddress(account.email, addressScope(sourceIp), now), clearAttempts(keys.loginFailures(account.email), now)]);
  return { token: await issueToken({ userId: account.id, sessionVersion }) };
}
