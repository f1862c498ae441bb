// The local SES (aws-ses-v2-local behind ses.ts's proxy) against what SES documents for SendEmail (the
// SES API reference's SendEmail: a verified sender, in the sandbox verified recipients, at most 50
// recipients, one malformed address rejecting the message; the v2 errors by type), and the product's
// sendMail against it: what SES refuses for good becomes PermanentMailError, a sent message is in the mailbox.
import { PermanentMailError, sendMail, type MailMessage } from '../../../functions/mail/send-mail';
import { sesRefusal } from './ses-rules';
import { startSes, type SesEmulator } from './ses';

let ses: SesEmulator;
const message = (to: string[]): MailMessage => ({ to, subject: 'Новая заявка', text: 'Текст', html: '<p>Текст</p>', kind: 'lead' });
const identities = (body: object) => fetch(`${ses.endpoint}/__fake/identities`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  ses = await startSes({ port: 0 });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    MAIL_FROM: 'noreply@dentlead.ru',
  });
});
afterAll(() => ses.stop());
afterEach(() => identities({}));

describe('SES rules the emulator leaves out', () => {
  it('refuses more than 50 recipients, a malformed address, and an unverified sender or sandbox recipient', () => {
    const many = Array.from({ length: 51 }, (_, index) => `a${index}@clinic.ru`);
    expect(sesRefusal({ Destination: { ToAddresses: many.slice(0, 30), BccAddresses: many.slice(30) } })).toMatchObject({
      type: 'MessageRejected',
    });
    expect(sesRefusal({ Destination: { ToAddresses: many.slice(0, 50) } })).toBeUndefined();
    expect(sesRefusal({ Destination: { ToAddresses: ['ok@clinic.ru', 'not-an-address'] } })).toMatchObject({ type: 'BadRequestException' });
    const verified = { verified: ['dentlead.ru', 'owner@clinic.ru'] };
    expect(sesRefusal({ FromEmailAddress: 'noreply@dentlead.ru', Destination: { ToAddresses: ['x@y.ru'] } }, verified)).toBeUndefined();
    expect(sesRefusal({ FromEmailAddress: 'ДентЛид <noreply@other.ru>', Destination: {} }, verified)).toMatchObject({
      type: 'MessageRejected',
    });
    const sandbox = { ...verified, sandbox: true };
    expect(sesRefusal({ FromEmailAddress: 'noreply@dentlead.ru', Destination: { ToAddresses: ['x@y.ru'] } }, sandbox)).toMatchObject({
      message: expect.stringMatching(/x@y\.ru/),
    });
    expect(
      sesRefusal({ FromEmailAddress: 'noreply@dentlead.ru', Destination: { ToAddresses: ['owner@clinic.ru'] } }, sandbox),
    ).toBeUndefined();
  });
});

describe('the product’s sendMail against the local SES', () => {
  it('sends a message that lands in the mailbox with its sender, subject and both bodies', async () => {
    const id = await sendMail(message(['owner@clinic.ru']));
    expect(id).not.toBe('');
    const store = (await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: Array<Record<string, any>> };
    expect(store.emails.find((email) => email.messageId === id)).toMatchObject({
      from: 'noreply@dentlead.ru',
      destination: { to: ['owner@clinic.ru'] },
      subject: 'Новая заявка',
      body: { html: '<p>Текст</p>', text: 'Текст' },
    });
  });

  it('gives up for good on what SES refuses for good, by the error type SES names', async () => {
    await expect(sendMail(message(['not-an-address']))).rejects.toThrow(PermanentMailError);
    await expect(sendMail(message(['not-an-address']))).rejects.toThrow(/BadRequestException: Illegal address/);
    await identities({ verified: ['dentlead.ru'], sandbox: true });
    await expect(sendMail(message(['owner@clinic.ru']))).rejects.toThrow(/MessageRejected: Email address is not verified/);
    // What the emulator itself refuses (no subject here) carries SES's type too.
    await identities({});
    await expect(sendMail({ ...message(['owner@clinic.ru']), subject: '' })).rejects.toThrow(PermanentMailError);
  });
});
