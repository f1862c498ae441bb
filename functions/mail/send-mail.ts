// Sends one message through SES v2's SendEmail (a JSON POST to /v2/email/outbound-emails, over the signed
// fetch: the SDK client weighed 60 KB and 15 KB more of @smithy/core in every function that mails).
// Errors that retrying cannot fix (a rejected or unverified address, a suspended account) become
// PermanentMailError so the caller records them instead of retrying.
import { awsFetch, serviceEndpoint } from '../clients/aws-fetch';
import { config } from '../config';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string[];
  /** An SES tag, e.g. 'landing-lead', to tell message kinds apart in delivery events. */
  kind: string;
  /** Files (SES v2 `Attachment`: docs.aws.amazon.com/ses/latest/APIReference-V2/API_Attachment.html), content as text. */
  attachments?: Array<{ fileName: string; contentType: string; content: string }>;
}

export class PermanentMailError extends Error {}

const PERMANENT = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'BadRequestException',
  'NotFoundException',
]);

/** SES v2 SendEmail's input (docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html), a simple message. */
function sendEmailInput(message: MailMessage) {
  return {
    FromEmailAddress: config.mailFrom(),
    Destination: { ToAddresses: message.to },
    ...(message.replyTo ? { ReplyToAddresses: message.replyTo } : {}),
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        ...(message.attachments
          ? {
              Attachments: message.attachments.map((file) => ({
                FileName: file.fileName,
                ContentType: file.contentType,
                RawContent: Buffer.from(file.content, 'utf8').toString('base64'),
              })),
            }
          : {}),
      },
    },
    EmailTags: [{ Name: 'type', Value: message.kind }],
  };
}

export async function sendMail(message: MailMessage): Promise<string> {
  try {
    const response = await awsFetch('ses', {
      iam: ['ses:SendEmail'],
      method: 'POST',
      url: new URL('/v2/email/outbound-emails', serviceEndpoint('ses')),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sendEmailInput(message)),
    });
    const answer = (await response.json()) as { MessageId?: string };
    return answer.MessageId ?? '';
  } catch (error) {
    if (error instanceof Error && PERMANENT.has(error.name)) throw new PermanentMailError(`${error.name}: ${error.message}`);
    throw error;
  }
}
