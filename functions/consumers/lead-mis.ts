// Consumer of the lead-mis queue: a booking of a DentalPRO or MacDent doctor becomes an appointment in that MIS.
import { misChannel } from '../domain/mis/push';
import { deliverLead } from '../domain/leads/deliver';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadMis', leadMessage, (ref, attempt) => deliverLead(misChannel, ref, attempt));
