// Consumer of the lead-telegram queue: sends each lead to every Telegram group of its clinic.
import { telegramChannel } from '../domain/leads/channels';
import { deliverLead } from '../domain/leads/deliver';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadTelegram', leadMessage, (ref, attempt) => deliverLead(telegramChannel, ref, attempt));
