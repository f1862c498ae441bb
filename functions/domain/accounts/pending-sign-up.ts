// (login, sign-up resend) --> pending sign-ups: the maker of a sign-up not confirmed yet, known by its password.
import { spendPasswordCheckTime, verifyPassword } from '../../auth/passwords';
import { getPendingEmail, getPendingRegistration, type PendingRegistration } from '../../store/pending-registrations';

/**
 * The e-mail's latest pending sign-up when `password` is its password; otherwise undefined, after as long a
 * check as a password takes, so an e-mail without one answers no faster.
 */
export async function pendingSignUpOf(email: string, password: string): Promise<PendingRegistration | undefined> {
  const latest = await getPendingEmail(email);
  if (!latest) {
    await spendPasswordCheckTime(password);
    return undefined;
  }
  if (!(await verifyPassword(password, latest.passwordHash))) return undefined;
  return getPendingRegistration(latest.codeHash);
}
