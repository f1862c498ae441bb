// The product's one Telegram bot: its token comes from TELEGRAM_BOT_TOKEN locally (the local runtime
// points it at the fake) and from the Secrets Manager secret named in TELEGRAM_BOT_SECRET_ID on AWS,
// the same way functions/auth/keys.ts reads the token keys. Loaded once per process.
import { getSecretString } from '../clients/secrets';
import { MissingConfigError } from '../config';
import { secrets } from '../resources';

let token: Promise<string> | undefined;

/** The secret exists but the operator has not put the token into it yet. */
export class BotTokenMissingError extends Error {
  override name = 'BotTokenMissingError';
}

export function loadTelegramBotToken(): Promise<string> {
  token ??= readToken();
  token.catch(() => (token = undefined));
  return token;
}

async function readToken(): Promise<string> {
  const local = process.env.TELEGRAM_BOT_TOKEN;
  if (local) return local.trim();
  const secretId = process.env[secrets.telegramBot.env];
  if (!secretId) throw new MissingConfigError(`TELEGRAM_BOT_TOKEN or ${secrets.telegramBot.env}`);
  const empty = new BotTokenMissingError(`Secret ${secretId} has no value yet: put the bot token from @BotFather into it`);
  try {
    const secret = await getSecretString(secretId);
    if (!secret) throw empty;
    return secret.trim();
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') throw empty;
    throw error;
  }
}
