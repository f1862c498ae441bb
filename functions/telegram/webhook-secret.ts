// The secret Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token), derived from the
// bot token, and the setWebhook call that registers it. No SDK client here: the local runtime and the
// deploy script use it before any function module is loaded.
import { createHmac } from 'node:crypto';

/** The `secret_token` of setWebhook: 64 hex characters (Telegram allows A-Z, a-z, 0-9, _ and -). */
export function webhookSecretFor(botToken: string): string {
  return createHmac('sha256', botToken).update('dentlead telegram webhook').digest('hex');
}

/** Registers where Telegram posts the bot's updates (npm start does it with the fake; scripts/telegram-webhook.ts on AWS). */
export async function setTelegramWebhook(url: string, botToken: string, apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/bot${botToken}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, secret_token: webhookSecretFor(botToken), allowed_updates: ['message'] }),
    signal: AbortSignal.timeout(8_000),
  });
  const answer = (await response.json()) as { ok?: boolean; description?: string };
  if (!answer.ok) throw new Error(`setWebhook answered ${response.status}: ${answer.description ?? ''}`);
}
