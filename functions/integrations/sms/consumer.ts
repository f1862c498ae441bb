// Consumer of the lead-sms queue: sends each widget booking's confirmation by SMS through the clinic's SMS.ru account.
import { leadMessage } from '../../consumers/lead-message';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';
import { smsDelivery } from './deliver';

export const handler = retryingBatchHandler(channelQueueKey('sms'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, smsDelivery, ref, attempt),
);
