// Consumer of the lead-mail queue: mails each lead to every e-mail entry of its clinic.
import { leadMessage } from '../../consumers/lead-message';
import { deliverLead } from '../../domain/leads/deliver';
import { leadDeliveryStore } from '../../domain/leads/delivery-store';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';
import { mailChannel } from './deliver';

export const handler = retryingBatchHandler(channelQueueKey('mail'), leadMessage, (ref, attempt) =>
  deliverLead(leadDeliveryStore, mailChannel, ref, attempt),
);
