// Consumer of the lead-google queue: appends each lead as a row to every connected Google sheet of its clinic.
import { leadMessage } from '../../consumers/lead-message';
import { googleChannel } from '../../domain/google/deliver';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';

export const handler = retryingBatchHandler(channelQueueKey('google'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, googleChannel, ref, attempt),
);
