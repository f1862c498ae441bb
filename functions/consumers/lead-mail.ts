// Consumer of the lead-mail queue: mails each lead to every e-mail entry of its clinic.
import { mailChannel } from '../domain/leads/channels';
import { deliverLead } from '../domain/leads/deliver';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadMail', leadMessage, (ref, attempt) => deliverLead(mailChannel, ref, attempt));
