// Consumer of the account-mail queue: sends a sign-up's letter (functions/domain/accounts/sign-up-mail.ts)
// or a staff invitation (functions/domain/staff/invitation-mail.ts), or a letter with an account link, made here (functions/domain/accounts/link-mail.ts). A redelivered
// message sends the letter again (with a new link), which is harmless; an address SES refuses for good is logged.
import * as z from 'zod/mini';
import { linkLetter, linkMailSchema } from '../domain/accounts/link-mail';
import { signUpLetter, signUpMailSchema } from '../domain/accounts/sign-up-mail';
import { invitationLetter, invitationMailSchema } from '../domain/staff/invitation-mail';
import { logger } from '../logger';
import { PermanentMailError, sendMail } from '../mail/send-mail';
import { sqsBatchHandler } from '../messaging/sqs-batch';

const accountMailSchema = z.union([signUpMailSchema, linkMailSchema, invitationMailSchema]);
type AccountMail = z.infer<typeof accountMailSchema>;

const isLinkMail = (mail: AccountMail): mail is z.infer<typeof linkMailSchema> =>
  mail.kind === 'sign-in-link' || mail.kind === 'password-reset' || mail.kind === 'email-change';

export const handler = sqsBatchHandler(accountMailSchema, async (mail) => {
  const message = isLinkMail(mail)
    ? await linkLetter(mail)
    : mail.kind === 'staff-invitation'
      ? invitationLetter(mail)
      : signUpLetter(mail);
  if (!message) return;
  try {
    await sendMail(message);
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error('account mail refused for good', { kind: mail.kind, reason: error.message });
  }
});
