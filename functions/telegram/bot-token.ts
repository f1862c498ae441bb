// The product's one Telegram bot: its token comes from TELEGRAM_BOT_TOKEN locally (the local runtime
// points it at the fake) and from the Secrets Manager secret named in TELEGRAM_BOT_SECRET_ID on AWS,
// the same way functions/auth/keys.ts reads the token keys. Loaded once per process.
import { configuredSecret } from '../clients/configured-secret';

export const loadTelegramBotToken = /* @__PURE__ */ configuredSecret(
  'TELEGRAM_BOT_TOKEN',
  'telegramBot',
  'put the bot token from @BotFather into it',
);
