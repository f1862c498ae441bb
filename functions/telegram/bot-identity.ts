// Who the product's bot is (its username, from getMe, for the t.me links) and the secret Telegram
// sends with every webhook call. The secret is derived from the bot token (HMAC), so it needs no
// setting of its own and changes whenever the token is rotated; only Telegram and us know it.
import { timingSafeEqual } from 'node:crypto';
import { loadTelegramBotToken } from './bot-token';
import { telegramApiUrl } from './send-message';
import { webhookSecretFor } from './webhook-secret';

let username: Promise<string> | undefined;

/** The bot's username (without '@'); TELEGRAM_BOT_USERNAME skips the getMe call. */
export function telegramBotUsername(): Promise<string> {
  const configured = process.env.TELEGRAM_BOT_USERNAME?.trim();
  if (configured) return Promise.resolve(configured.replace(/^@/, ''));
  username ??= askGetMe();
  username.catch(() => (username = undefined));
  return username;
}

async function askGetMe(): Promise<string> {
  const token = await loadTelegramBotToken();
  const response = await fetch(`${telegramApiUrl()}/bot${token}/getMe`, { signal: AbortSignal.timeout(8_000) });
  const answer = (await response.json()) as { ok?: boolean; result?: { username?: string } };
  if (!answer.ok || !answer.result?.username) throw new Error(`getMe answered ${response.status}`);
  return answer.result.username;
}

/** Where the clinic's browser opens the bot (https://t.me; locally the Telegram fake's page). */
export function telegramLinkBase(): string {
  return (process.env.TELEGRAM_LINK_URL || 'https://t.me').replace(/\/$/, '');
}

export async function isWebhookSecret(header: string | undefined): Promise<boolean> {
  if (!header) return false;
  const expected = Buffer.from(webhookSecretFor(await loadTelegramBotToken()));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
