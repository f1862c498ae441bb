// The two channels that deliver now: mail (SES, one message per address, so one bad address fails
// only itself) and telegram (the product's bot, to every group; a per-chat pause after a 429, since
// Telegram blocks the bot for that chat until retry_after has passed).
import { isConfirmed } from '../../../shared/domain/integrations';
import { EMAIL_UNCONFIRMED_STATUS, TELEGRAM_UNCONFIRMED_STATUS } from '../../../shared/schemas/integrations';
import { PermanentMailError, sendMail } from '../../mail/send-mail';
import { sendTelegramMessage } from '../../telegram/send-message';
import { moveTelegramGroup } from '../integrations/manage';
import type { ChannelOutcome, DeliveryChannel } from './deliver';
import { channelDestinations } from './initial-status';
import { leadMail, leadTelegramHtml } from './lead-message';

export const mailChannel: DeliveryChannel = {
  attribute: 'mail',
  destinations: channelDestinations('mail'),
  refusal: (integrations, address) =>
    integrations.email.some((entry) => entry.text === address && isConfirmed(entry)) ? undefined : EMAIL_UNCONFIRMED_STATUS,
  entryOf: (integrations, address) => integrations.email.find((entry) => entry.text === address)?._id,
  send: async (lead, address): Promise<ChannelOutcome> => {
    try {
      await sendMail({ to: [address], kind: 'lead', ...leadMail(lead) });
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof PermanentMailError) return { kind: 'permanent', reason: `Почтовый сервис отклонил адрес: ${error.message}` };
      return { kind: 'transient', reason: `почта временно недоступна: ${(error as Error).name}: ${(error as Error).message}` };
    }
  },
};

/** chat id → epoch ms until which Telegram asked this bot to wait (this process's memory). */
const chatPausedUntil = new Map<string, number>();

export const telegramChannel: DeliveryChannel = {
  attribute: 'telegramm',
  destinations: channelDestinations('telegram'),
  refusal: (integrations, chatId) =>
    integrations.telegram.some((entry) => entry.id === chatId && isConfirmed(entry)) ? undefined : TELEGRAM_UNCONFIRMED_STATUS,
  entryOf: (integrations, chatId) => integrations.telegram.find((entry) => entry.id === chatId)?._id,
  send: async (lead, chatId, deadline): Promise<ChannelOutcome> => {
    const pausedMs = (chatPausedUntil.get(chatId) ?? 0) - Date.now();
    if (pausedMs > 0) {
      if (Date.now() + pausedMs > deadline) {
        return { kind: 'rate-limited', retryAfterSeconds: Math.ceil(pausedMs / 1000), reason: 'Telegram просит подождать (429)' };
      }
      await new Promise((resolve) => setTimeout(resolve, pausedMs));
    }
    const outcome = await sendTelegramMessage(chatId, leadTelegramHtml(lead));
    switch (outcome.kind) {
      case 'sent':
        return { kind: 'sent' };
      case 'migrated':
        return { kind: 'migrated', newDestination: outcome.newChatId };
      case 'rate-limited':
        chatPausedUntil.set(chatId, Date.now() + outcome.retryAfterSeconds * 1000);
        return outcome;
      default:
        return outcome;
    }
  },
  onMoved: moveTelegramGroup,
};
