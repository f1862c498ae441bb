// Consumer of the lead-google queue: appends each lead as a row to every connected Google sheet of its clinic.
import { deliverLeadToGoogle } from '../domain/google/deliver';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadGoogle', leadMessage, (ref, attempt) => deliverLeadToGoogle(ref, attempt));
