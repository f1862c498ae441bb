// Consumer of the lead-amo queue: sends each lead to every connected amoCRM account of its clinic.
import { leadMessage } from '../../consumers/lead-message';
import { amoChannel } from '../../domain/amo/deliver-lead';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';

export const handler = retryingBatchHandler(channelQueueKey('amo'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, amoChannel, ref, attempt),
);
