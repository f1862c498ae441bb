// (handler) --> register / confirm registration --> accounts store, account-mail queue
// A sign-up never says whether an e-mail is registered: it answers the same for both and mails the
// address. A new address gets a confirmation link whose code opens the account; the owner of a
// registered one gets a warning. Only someone who reads the mailbox learns which it was.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  AuthorizationInput,
  ConfirmRegistrationInput,
  RegistrationAnswer,
  RegistrationInput,
  TokenAnswer,
} from '../../../shared/schemas/user';
import { hashPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { sendToQueue } from '../../messaging/send-to-queue';
import { createAccount, EmailTakenError, findAccountIdByEmail } from '../../store/accounts';
import { emptyClinic } from '../../store/clinic-items';
import { ItemMissing } from '../../store/errors';
import { keys } from '../../store/keys';
import {
  getPendingRegistration,
  type PendingRegistration,
  savePendingEmail,
  savePendingRegistration,
} from '../../store/pending-registrations';
import { takeAllowance } from '../../store/rate-counters';
import { ConflictError, InvalidRequestError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { addressScope } from './login-lockout';
import { accountMessages } from './messages';
import { pendingSignUpOf } from './pending-sign-up';
import { rememberSignInAddress, takePasswordAttempt } from './password-attempts';
import { CONFIRMATION_HOURS, type SignUpMail } from './sign-up-mail';

/** Letters one address may be sent by sign-ups: enough to retry, too few to flood someone's mailbox. */
const SIGN_UP_MAILS = { limit: 5, windowSeconds: 60 * 60 };

const codeHash = (code: string) => createHash('sha256').update(code).digest('base64url');

export async function register(input: RegistrationInput, now = new Date()): Promise<RegistrationAnswer> {
  const allowance = await takeAllowance(`sign-up:${input.email}`, SIGN_UP_MAILS, now.getTime());
  if (!allowance.allowed) {
    throw new TooManyRequestsError('TOO_MANY_SIGN_UPS', accountMessages.tooManySignUps, allowance.retryAfterSeconds);
  }
  // Hashed in both cases, so a registered e-mail answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const { name, email, phone, utm } = input;
  const mail: SignUpMail = (await findAccountIdByEmail(email))
    ? { kind: 'taken', to: email }
    : { kind: 'confirm', to: email, code: await savePending({ name, email, phone, passwordHash, ...(utm ? { utm } : {}) }, now) };
  await sendToQueue('accountMail', mail);
  return { messages: [accountMessages.confirmationSent(email)] };
}

/** Stores a pending sign-up under a new code (and as the e-mail's latest); answers the code for the letter. */
async function savePending(signUp: Omit<PendingRegistration, 'createdAt' | 'expiresAt'>, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + CONFIRMATION_HOURS * 3600;
  await savePendingRegistration(codeHash(code), { ...signUp, createdAt: now.toISOString(), expiresAt });
  await savePendingEmail(signUp.email, { codeHash: codeHash(code), passwordHash: signUp.passwordHash, expiresAt });
  return code;
}

/**
 * 'Отправить письмо ещё раз' after a login before the confirmation: only for the password of the pending
 * sign-up (taken as a login attempt, so it guesses nothing), within the sign-up's letters per address.
 */
export async function resendSignUpLetter(input: AuthorizationInput, sourceIp: string, now = new Date()): Promise<RegistrationAnswer> {
  const { email } = input;
  const attempt = await takePasswordAttempt({
    email,
    address: addressScope(sourceIp),
    lockedMessage: accountMessages.loginLocked,
    now: now.getTime(),
  });
  const pending = (await findAccountIdByEmail(email)) ? undefined : await pendingSignUpOf(email, input.password);
  if (!pending) {
    await attempt.wrong();
    throw new UnauthorizedError('INVALID_CREDENTIALS', accountMessages.wrongCredentials);
  }
  await attempt.right();
  const allowance = await takeAllowance(`sign-up:${email}`, SIGN_UP_MAILS, now.getTime());
  if (!allowance.allowed) throw new TooManyRequestsError('TOO_MANY_SIGN_UPS', accountMessages.tooManySignUps, allowance.retryAfterSeconds);
  const { name, phone, passwordHash, utm } = pending;
  const code = await savePending({ name, email, phone, passwordHash, ...(utm ? { utm } : {}) }, now);
  await sendToQueue('accountMail', { kind: 'confirm', to: email, code } satisfies SignUpMail);
  return { messages: [accountMessages.confirmationSent(email)] };
}

/** Opens the account of a pending sign-up; its code works once, and only while the e-mail is still free. */
export async function confirmRegistration({ code }: ConfirmRegistrationInput, sourceIp: string, now = new Date()): Promise<TokenAnswer> {
  const hash = codeHash(code);
  const pending = await getPendingRegistration(hash);
  const invalid = new InvalidRequestError('CONFIRMATION_INVALID', accountMessages.confirmationInvalid);
  // TTL removes an expired item late, so its time is checked here too.
  if (!pending || pending.expiresAt * 1000 <= now.getTime()) throw invalid;
  const id = randomUUID();
  const createdAt = now.toISOString();
  try {
    await createAccount(
      {
        id,
        name: pending.name,
        email: pending.email,
        phone: pending.phone,
        passwordHash: pending.passwordHash,
        validUntil: null,
        ...(pending.utm ? { utm: pending.utm } : {}),
        createdAt,
        updatedAt: createdAt,
      },
      { ...emptyClinic(), clinic: pending.name, updatedAt: createdAt },
      keys.pendingRegistration(hash),
    );
  } catch (error) {
    if (error instanceof ItemMissing) throw invalid;
    if (error instanceof EmailTakenError) throw new ConflictError('EMAIL_TAKEN', accountMessages.emailRegisteredMeanwhile);
    throw error;
  }
  await rememberSignInAddress(pending.email, addressScope(sourceIp), now.getTime());
  return { token: await issueToken({ userId: id, sessionVersion: 0 }) };
}
