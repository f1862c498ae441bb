// Consumer of the lead-telegram queue: sends each lead to every Telegram group of its clinic.
import { leadMessage } from '../../consumers/lead-message';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';
import { telegramChannel } from './deliver';

export const handler = retryingBatchHandler(channelQueueKey('telegram'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, telegramChannel, ref, attempt),
);
