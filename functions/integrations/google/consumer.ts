// Consumer of the lead-google queue: appends each lead as a row to every connected Google sheet of its clinic.
import { leadMessage } from '../../consumers/lead-message';
import { deliverLeadToGoogle } from '../../domain/google/deliver';
import { retryingBatchHandler } from '../../messaging/retrying-batch';
import { channelQueueKey } from '../registry';

export const handler = retryingBatchHandler(channelQueueKey('google'), leadMessage, (ref, attempt) => deliverLeadToGoogle(ref, attempt));
