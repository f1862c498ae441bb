// (handlers) --> change the login e-mail / confirm it --> accounts store, password attempts, account-mail queue
// The e-mail one logs in with changes only with the current password (a session left open must not let
// someone take the account) and only once the new address has opened its letter's link (a typo must not
// lock the clinic out). The request answers the same whether the new address is registered or not: only
// its mailbox learns which (link-mail.ts). Wrong passwords take attempts as the login's do (password-attempts.ts).
import type { AccountLinkInput, ChangeEmailInput, EmailChangeAnswer } from '../../../shared/schemas/user';
import { verifyPassword } from '../../auth/passwords';
import { sendToQueue } from '../../messaging/send-to-queue';
import { changeAccountEmail, EmailTakenError } from '../../store/accounts';
import { takeAllowance } from '../../store/rate-counters';
import { StaleWriteError } from '../../store/versioned-writes';
import { requireBasedOn } from '../edit-conflict';
import { ConflictError, InvalidRequestError, TooManyRequestsError } from '../errors';
import { spendAccountLink } from './account-links';
import type { LinkMail } from './link-mail';
import { addressScope } from './login-lockout';
import { accountMessages } from './messages';
import { takePasswordAttempt } from './password-attempts';
import { requireAccount } from './profile';
import type { SignUpMail } from './sign-up-mail';

/** Letters to new addresses one account may ask for per hour. */
const CHANGE_LETTERS = { limit: 5, windowSeconds: 3600 };

const fieldError = (code: string, field: string, message: string) => new InvalidRequestError(code, message, { [field]: message });

/** Checks the password and mails the new address its link; the login stays as it is until the link is opened. */
export async function requestEmailChange(
  userId: string,
  { email, password, version }: ChangeEmailInput,
  sourceIp: string,
  now = Date.now(),
): Promise<EmailChangeAnswer> {
  const account = await requireAccount(userId);
  const attempt = await takePasswordAttempt({
    email: account.email,
    address: addressScope(sourceIp),
    lockedMessage: accountMessages.emailChangeLocked,
    now,
  });
  if (!(await verifyPassword(password, account.passwordHash))) {
    await attempt.wrong();
    throw fieldError('WRONG_PASSWORD', 'password', accountMessages.wrongCurrentPassword);
  }
  await attempt.right();
  requireBasedOn(version, account.version ?? 0);
  if (email === account.email) throw fieldError('EMAIL_UNCHANGED', 'email', accountMessages.emailUnchanged);
  const allowance = await takeAllowance(`login-email#${userId}`, CHANGE_LETTERS, now);
  if (!allowance.allowed) {
    throw new TooManyRequestsError(
      'TOO_MANY_LETTERS',
      accountMessages.tooManyLinks(allowance.retryAfterSeconds),
      allowance.retryAfterSeconds,
    );
  }
  await sendToQueue('accountMail', { kind: 'email-change', userId, from: account.email, to: email } satisfies LinkMail);
  return { sentTo: email, messages: [accountMessages.emailChangeSent(email)] };
}

/** The button of the letter's page: moves the login (all or nothing) and tells the previous address. */
export async function confirmEmailChange({ token }: AccountLinkInput, now = Date.now()): Promise<{ email: string }> {
  const { link, account: first } = await spendAccountLink(token, 'email-change', now);
  const email = link.newEmail ?? '';
  let account = first;
  for (let tries = 1; ; tries++) {
    try {
      await changeAccountEmail(account, email, new Date(now).toISOString());
      break;
    } catch (error) {
      // The mailbox is proven now, so saying that the address is taken tells its owner nothing new.
      if (error instanceof EmailTakenError) {
        throw new ConflictError('EMAIL_TAKEN', accountMessages.loginEmailTaken, { email: accountMessages.loginEmailTaken });
      }
      // A profile save came between the read and the write: read again, unless the login itself moved.
      if (!(error instanceof StaleWriteError) || tries >= 3) throw error;
      account = await requireAccount(link.userId);
      if (account.email !== link.email) throw new InvalidRequestError('LINK_INVALID', accountMessages.linkInvalid);
    }
  }
  await sendToQueue('accountMail', { kind: 'email-changed', to: link.email, newEmail: email } satisfies SignUpMail);
  return { email };
}
