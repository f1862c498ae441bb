// Consumer of the lead-mis queue: a booking of a DentalPRO or MacDent doctor becomes an appointment in that MIS.
import { leadMessage } from '../../consumers/lead-message';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { misChannel } from '../../domain/mis/push';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';

export const handler = retryingBatchHandler(channelQueueKey('mis'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, misChannel, ref, attempt),
);
