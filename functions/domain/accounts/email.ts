// (handler) --> change the login e-mail --> accounts store, login failures, account-mail queue
// The e-mail one logs in with changes only with the current password: a typo in the new address must not
// lock the clinic out unnoticed, nor an open session let someone else take the account. Wrong passwords
// count with the login's for the account's e-mail, so guessing here is locked out as it is at the login.
import type { ChangeEmailInput } from '../../../shared/schemas/user';
import { verifyPassword } from '../../auth/passwords';
import { sendToQueue } from '../../messaging/send-to-queue';
import { changeAccountEmail, EmailTakenError } from '../../store/accounts';
import { clearLoginFailures, getLoginFailures } from '../../store/login-failures';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { ConflictError, InvalidRequestError, TooManyRequestsError } from '../errors';
import { countLoginFailure } from './login';
import { lockedSeconds } from './login-lockout';
import { accountMessages } from './messages';
import { requireAccount } from './profile';
import type { SignUpMail } from './sign-up-mail';

const fieldError = (code: string, field: string, message: string) => new InvalidRequestError(code, message, { [field]: message });

/** Moves the login to `email` (all or nothing) and tells the previous address; answers the contact fields. */
export async function changeEmail(userId: string, { email, password, version }: ChangeEmailInput, now = new Date()) {
  const account = await requireAccount(userId);
  const failures = await getLoginFailures(account.email);
  const wait = lockedSeconds(failures, now.getTime());
  if (wait > 0) throw new TooManyRequestsError('LOGIN_LOCKED', accountMessages.emailChangeLocked(wait), wait);
  if (!(await verifyPassword(password, account.passwordHash))) {
    await countLoginFailure(account.email, now.getTime());
    throw fieldError('WRONG_PASSWORD', 'password', accountMessages.wrongCurrentPassword);
  }
  if (failures && (failures.failures > 0 || failures.lockouts > 0)) await clearLoginFailures(account.email);
  requireBasedOn(version, account.version ?? 0);
  if (email === account.email) throw fieldError('EMAIL_UNCHANGED', 'email', accountMessages.emailUnchanged);
  try {
    await writeBasedOn(() => changeAccountEmail(account, email, now.toISOString()));
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw new ConflictError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken });
    throw error;
  }
  const notice: SignUpMail = { kind: 'email-changed', to: account.email, newEmail: email };
  await sendToQueue('accountMail', notice);
  return { name: account.name, email, phone: account.phone, version: version + 1 };
}
