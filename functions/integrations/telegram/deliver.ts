// (lead-telegram queue) --> telegram: the product's bot, to every proven group; a per-chat pause after a 429, since
// Telegram blocks the bot for that chat until retry_after has passed.
import { isConfirmed } from '../../../shared/domain/integrations';
import { TELEGRAM_UNCONFIRMED_STATUS } from '../../../shared/schemas/integrations';
import { moveTelegramGroup } from '../../domain/integrations/manage';
import type { ChannelOutcome, DeliveryChannel } from '../../domain/leads/deliver';
import { channelDestinations } from '../../domain/leads/initial-status';
import { leadTelegramHtml } from '../../domain/leads/lead-message';
import { sendTelegramMessage } from '../../telegram/send-message';

/** chat id → epoch ms until which Telegram asked this bot to wait (this process's memory). */
const chatPausedUntil = new Map<string, number>();

export const telegramChannel: DeliveryChannel = {
  attribute: 'telegramm',
  destinations: channelDestinations('telegram'),
  refusal: (integrations, chatId) =>
    integrations.telegram.some((entry) => entry.id === chatId && isConfirmed(entry)) ? undefined : TELEGRAM_UNCONFIRMED_STATUS,
  entryOf: (integrations, chatId) => integrations.telegram.find((entry) => entry.id === chatId)?._id,
  send: async (lead, chatId, { deadline }): Promise<ChannelOutcome> => {
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
