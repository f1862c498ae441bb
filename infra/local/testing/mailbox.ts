// Test support: the SES emulator's mailbox (aws-ses-v2-local keeps every sent mail at /store).
import { testRuntime } from './runtime';
import { waitFor } from './wait-for';

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string; html?: string };
}

/** Waits for the first mail whose subject holds `fragment`. */
export function mailWithSubject(fragment: string): Promise<StoredMail> {
  return waitFor(`a mail with "${fragment}"`, async () => {
    const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as { emails: StoredMail[] };
    return store.emails.find((mail) => mail.subject.includes(fragment));
  });
}

/** Every mail whose subject holds `fragment`, now. */
export async function mailsWithSubject(fragment: string): Promise<StoredMail[]> {
  const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter((mail) => mail.subject.includes(fragment));
}
