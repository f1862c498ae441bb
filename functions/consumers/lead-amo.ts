// Consumer of the lead-amo queue: sends each lead to every connected amoCRM account of its clinic.
import { amoChannel } from '../domain/amo/deliver-lead';
import { deliverLead } from '../domain/leads/deliver';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadAmo', leadMessage, (ref, attempt) => deliverLead(amoChannel, ref, attempt));
