// Consumer of the lead-amo queue: records "not connected" until the CRM issue brings the delivery.
import { recordAmoNotConnected } from '../domain/leads/unconnected-channels';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadAmo', leadMessage, (ref) => recordAmoNotConnected(ref));
