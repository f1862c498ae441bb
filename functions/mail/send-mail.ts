// Sends one message through SES v2. Errors that retrying cannot fix (a rejected or unverified address,
// a suspended account) become PermanentMailError so the caller records them instead of retrying.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../clients/sesv2';
import { config } from '../config';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string[];
  /** An SES tag, e.g. 'landing-lead', to tell message kinds apart in delivery events. */
  kind: string;
}

export class PermanentMailError extends Error {}

const PERMANENT = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'BadRequestException',
  'NotFoundException',
]);

export async function sendMail(message: MailMessage): Promise<string> {
  try {
    const answer = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom(),
        Destination: { ToAddresses: message.to },
        ...(message.replyTo ? { ReplyToAddresses: message.replyTo } : {}),
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        },
        EmailTags: [{ Name: 'type', Value: message.kind }],
      }),
    );
    return answer.MessageId ?? '';
  } catch (error) {
    if (error instanceof Error && PERMANENT.has(error.name)) throw new PermanentMailError(`${error.name}: ${error.message}`);
    throw error;
  }
}
