// `npm run telegram:webhook -- https://<api host>`: points the product's bot at the deployed webhook
// route (POST /api/telegram/webhook) with its secret, once per deployment and after each token change.
// The token comes from TELEGRAM_BOT_TOKEN (the value stored in the secret dentlead/telegram-bot-token).
import { setTelegramWebhook } from '../../functions/telegram/webhook-secret';

const [base] = process.argv.slice(2);
const token = process.env.TELEGRAM_BOT_TOKEN?.trim();
if (!base || !token) {
  console.error('usage: TELEGRAM_BOT_TOKEN=<token> npm run telegram:webhook -- https://<site or API host>');
  process.exit(2);
}
const url = `${base.replace(/\/$/, '')}/api/telegram/webhook`;
await setTelegramWebhook(url, token, process.env.TELEGRAM_API_URL || 'https://api.telegram.org');
console.log(`webhook set: ${url}`);
