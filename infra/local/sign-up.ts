// Signs a clinic up the way a person does, for the demo seed and the tests: the registration call,
// the letter in the SES emulator's mailbox, the confirmation call with the letter's code.
import { CONFIRMATION_CODE_PARAM, REGISTRATION_CONFIRM_PAGE } from '../../shared/account-pages';
import type { RegistrationInput } from '../../shared/schemas/user';
import { waitFor } from './testing/wait-for';

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

/** Mail the SES emulator holds for `address`, sent at `sinceSeconds` or later. */
export async function mailsTo(mailboxUrl: string, address: string, sinceSeconds = 0): Promise<StoredMail[]> {
  const response = await fetch(`${mailboxUrl}/store?since=${Math.max(0, Math.floor(sinceSeconds))}`);
  const store = (await response.json()) as { emails: StoredMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

const codePattern = new RegExp(`${REGISTRATION_CONFIRM_PAGE}#${CONFIRMATION_CODE_PARAM}=([A-Za-z0-9_-]+)`);

/** The confirmation code a letter links to, if it is a confirmation letter. */
export function confirmationCodeIn(mail: StoredMail): string | undefined {
  return codePattern.exec(mail.body.text ?? '')?.[1];
}

/** The page and token of an account letter's link (sign-in, new password, new login e-mail), if it has one. */
export function accountLinkIn(mail: StoredMail): { page: string; token: string; path: string } | undefined {
  const found = /https?:\/\/[^/\s]+(\/[\w/-]+)#token=([\w-]+)/.exec(mail.body.text ?? '');
  return found ? { page: found[1]!, token: found[2]!, path: `${found[1]}#token=${found[2]}` } : undefined;
}

/** The newest letter to `address` with `subject`, sent at `sinceSeconds` or later, once it has arrived. */
export async function letterTo(mailboxUrl: string, address: string, subject: string, sinceSeconds: number): Promise<StoredMail> {
  return waitFor(`the letter «${subject}» to ${address}`, async () =>
    (await mailsTo(mailboxUrl, address, sinceSeconds)).filter((mail) => mail.subject === subject).at(-1),
  );
}

/**
 * The sign-up letter to `address` sent at `sinceSeconds` or later, after the `earlier` ones already
 * there: a confirmation (with its code) or the registered-address warning.
 */
export async function signUpLetter(
  mailboxUrl: string,
  address: string,
  sinceSeconds: number,
  earlier = 0,
): Promise<{ mail: StoredMail; code?: string }> {
  const mail = await waitFor(`a sign-up letter to ${address}`, async () => (await mailsTo(mailboxUrl, address, sinceSeconds))[earlier], {
    everyMs: 100,
  });
  const code = confirmationCodeIn(mail);
  return code ? { mail, code } : { mail };
}

/** POSTs JSON to the app; the answer's body parsed, or its text when it is not JSON. */
export async function postJson(appUrl: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(new URL(path, appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: response.status, body: text };
  }
}

export class AddressRegisteredError extends Error {}

/** Registers and confirms; answers the new account's token. A registered address ends in AddressRegisteredError. */
export async function signUpAndConfirm(appUrl: string, mailboxUrl: string, form: RegistrationInput): Promise<string> {
  const address = form.email.trim().toLowerCase();
  const since = Date.now() / 1000 - 1;
  // The mailbox tells time in whole seconds: letters to this address already there are skipped.
  const earlier = (await mailsTo(mailboxUrl, address, since)).length;
  const registration = await postJson(appUrl, '/api/user/registration', form);
  if (registration.status !== 201) throw new Error(`registration answered ${registration.status}: ${JSON.stringify(registration.body)}`);
  const { mail, code } = await signUpLetter(mailboxUrl, address, since, earlier);
  if (!code) throw new AddressRegisteredError(`${form.email} is registered already (the letter: ${mail.subject})`);
  const confirmed = await postJson(appUrl, '/api/user/registration/confirm', { code });
  if (confirmed.status !== 201 || typeof confirmed.body?.token !== 'string') {
    throw new Error(`confirmation answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  }
  return confirmed.body.token;
}
