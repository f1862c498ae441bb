// The demo clinic's notification integrations: an e-mail (its mail shows in the SES emulator's
// mailbox) and a Telegram group (its messages show in the Telegram fake, GET <fake>/__fake/messages).
// Made through the API and proved the way a clinic proves them: the address by the link of its
// confirmation mail (read from the mailbox), the group by a one-time code arriving in it (an update
// the Telegram fake posts to the webhook). Only when the clinic has none of either yet.
import type { IntegrationsAnswer } from '../../shared/schemas/integrations';

export const demoIntegrations = {
  email: [{ text: 'admin@ulybka-demo.ru' }],
  telegram: [{ id: '-1001234567890', name: 'Администраторы «Улыбки»' }],
};

export interface SeedServices {
  mailboxUrl?: string;
  /** Absent when a real Bot API is configured: then the demo has no group. */
  telegramFakeUrl?: string | undefined;
}

export async function seedDemoIntegrations(appUrl: string, token: string, services: SeedServices = {}): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, appUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const view = (await call('GET', '/api/integration')) as IntegrationsAnswer;
  if (view.email.length === 0) {
    await call('PUT', '/api/integration', { email: demoIntegrations.email, version: view.version });
    const opened = services.mailboxUrl && (await openConfirmationLink(services.mailboxUrl, demoIntegrations.email[0]!.text, appUrl));
    if (opened && opened.status !== 200) throw new Error(`the confirmation link answered ${opened.status}`);
  }
  if (view.telegram.length === 0 && services.telegramFakeUrl) {
    const status = await connectGroupByCode(appUrl, token, services.telegramFakeUrl, demoIntegrations.telegram[0]!);
    if (status !== 200) throw new Error(`the webhook answered ${status} to the demo group's code`);
  }
}

/**
 * What a clinic does to connect a group: asks for a one-time code, and someone in the group sends it
 * (the Telegram fake posts '/start@<bot> <code>' from that chat to the webhook). Answers the webhook's status.
 */
export async function connectGroupByCode(
  appUrl: string,
  token: string,
  telegramFakeUrl: string,
  group: { id: string; name: string; type?: string },
): Promise<number> {
  const issued = await fetch(new URL('/api/integration/telegram/code', appUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (issued.status !== 201) throw new Error(`POST /api/integration/telegram/code answered ${issued.status}: ${await issued.text()}`);
  const { code, botUsername } = (await issued.json()) as { code: string; botUsername: string };
  return postTelegramUpdate(
    telegramFakeUrl,
    { id: group.id, type: group.type ?? 'supergroup', title: group.name },
    `/start@${botUsername} ${code}`,
  );
}

/** A message in a chat, delivered by the Telegram fake to the registered webhook; answers the webhook's status. */
export async function postTelegramUpdate(
  telegramFakeUrl: string,
  chat: { id: string; type?: string; title?: string },
  text: string,
): Promise<number> {
  const posted = await fetch(`${telegramFakeUrl}/__fake/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat, text }),
  });
  const answer = (await posted.json()) as { webhookStatus?: number };
  if (posted.status !== 200) throw new Error(`the Telegram fake did not post the update: ${posted.status} ${JSON.stringify(answer)}`);
  return answer.webhookStatus ?? 0;
}

/** The page link (path and query) of the newest confirmation letter mailed to `address` (the SES emulator's /store). */
export async function confirmationLinkTo(mailboxUrl: string, address: string): Promise<{ pageUrl: string; token: string }> {
  const store = (await (await fetch(`${mailboxUrl}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
  };
  const mail = store.emails.filter((candidate) => candidate.destination.to.includes(address)).at(-1);
  const link = /https?:\/\/[^/\s]+(\/email\/confirm#token=([\w-]+))/.exec(mail?.body.text ?? '');
  if (!link) throw new Error(`no confirmation mail to ${address} in the mailbox`);
  return { pageUrl: link[1]!, token: link[2]! };
}

/** Does what the owner of `address` does with the newest letter: opens its page and presses 'Подтвердить адрес' (a POST). */
export async function openConfirmationLink(mailboxUrl: string, address: string, appUrl: string): Promise<Response> {
  const { token } = await confirmationLinkTo(mailboxUrl, address);
  return fetch(new URL('/api/integration/email/confirm', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}
