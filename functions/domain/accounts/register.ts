// (handler) --> register / confirm registration --> accounts store, account-mail queue
// A sign-up never says whether an e-mail is registered: it answers the same for both and mails the
// address. A new address gets a confirmation link whose code opens the account; the owner of a
// registered one gets a warning. Only someone who reads the mailbox learns which it was.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ConfirmRegistrationInput, RegistrationAnswer, RegistrationInput, TokenAnswer } from '../../../shared/schemas/user';
import { hashPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import { sendToQueue } from '../../messaging/send-to-queue';
import { createAccount, EmailTakenError, findAccountIdByEmail } from '../../store/accounts';
import { emptyClinic } from '../../store/clinic-items';
import { ItemMissing } from '../../store/errors';
import { keys } from '../../store/keys';
import { getPendingRegistration, savePendingRegistration } from '../../store/pending-registrations';
import { takeAllowance } from '../../store/rate-counters';
import { ConflictError, InvalidRequestError, TooManyRequestsError } from '../errors';
import { accountMessages } from './messages';
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
  const mail: SignUpMail = (await findAccountIdByEmail(input.email))
    ? { kind: 'taken', to: input.email }
    : { kind: 'confirm', to: input.email, code: await savePending(input, passwordHash, now) };
  await sendToQueue('accountMail', mail);
  return { messages: [accountMessages.confirmationSent(input.email)] };
}

async function savePending(input: RegistrationInput, passwordHash: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await savePendingRegistration(codeHash(code), {
    name: input.name,
    email: input.email,
    phone: input.phone,
    passwordHash,
    ...(input.utm ? { utm: input.utm } : {}),
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + CONFIRMATION_HOURS * 3600,
  });
  return code;
}

/** Opens the account of a pending sign-up; its code works once, and only while the e-mail is still free. */
export async function confirmRegistration({ code }: ConfirmRegistrationInput, now = new Date()): Promise<TokenAnswer> {
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
  return { token: await issueToken({ userId: id, sessionVersion: 0 }) };
}
