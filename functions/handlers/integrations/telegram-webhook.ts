import { handleTelegramUpdate } from '../../domain/integrations/telegram-connect';
import { UnauthorizedError } from '../../domain/errors';
import { httpHandler } from '../../http/handler';
import { telegramWebhook } from '../../routes/leads';
import { isWebhookSecret } from '../../telegram/bot-identity';

export const handler = httpHandler(telegramWebhook, async ({ body, headers }) => {
  if (!(await isWebhookSecret(headers['x-telegram-bot-api-secret-token'])))
    throw new UnauthorizedError('TELEGRAM_WEBHOOK_SECRET', 'Неверный секрет вебхука Telegram');
  await handleTelegramUpdate(body);
  return { ok: true as const };
});
