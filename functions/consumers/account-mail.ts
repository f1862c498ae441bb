// Consumer of the account-mail queue: sends a sign-up's letter (functions/domain/accounts/sign-up-mail.ts).
// A redelivered message sends the letter again, which is harmless; an address SES refuses for good is logged.
import { signUpLetter, signUpMailSchema } from '../domain/accounts/sign-up-mail';
import { logger } from '../logger';
import { PermanentMailError, sendMail } from '../mail/send-mail';
import { sqsBatchHandler } from '../messaging/sqs-batch';

export const handler = sqsBatchHandler(signUpMailSchema, async (mail) => {
  try {
    await sendMail(signUpLetter(mail));
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error('sign-up mail refused for good', { kind: mail.kind, reason: error.message });
  }
});
