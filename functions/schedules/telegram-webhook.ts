// Every hour, and once after each deploy (a CDK trigger, infra/cdk/stacks/schedules-stack.ts): points the
// product bot's webhook at this deployment's POST /api/telegram/webhook with its secret. setWebhook is
// idempotent, so running it again costs one request; a bot token put into the secret after the deploy,
// or replaced, is picked up by the next run, and nobody registers the webhook by hand.
import { config } from '../config';
import { logger } from '../logger';
import { SecretNotFilledError } from '../clients/configured-secret';
import { loadTelegramBotToken } from '../telegram/bot-token';
import { telegramApiUrl } from '../telegram/send-message';
import { setTelegramWebhook } from '../telegram/webhook-secret';

export type WebhookRun = { registered: true; url: string } | { registered: false; reason: string };

export const handler = async (): Promise<WebhookRun> => {
  let token: string;
  try {
    token = await loadTelegramBotToken();
  } catch (error) {
    // Not a failure of the job: the operator fills the secret after the first deploy (README).
    if (error instanceof SecretNotFilledError) {
      logger.warn('telegram webhook: no bot token yet', { reason: error.message });
      return { registered: false, reason: error.message };
    }
    throw error;
  }
  const url = `${config.publicBaseUrl().replace(/\/$/, '')}/api/telegram/webhook`;
  await setTelegramWebhook(url, token, telegramApiUrl());
  logger.info('telegram webhook registered', { url });
  return { registered: true, url };
};
