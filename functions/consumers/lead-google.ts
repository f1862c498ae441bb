// Consumer of the lead-google queue: records "not connected" until the CRM issue brings the delivery.
import { recordGoogleNotConnected } from '../domain/leads/unconnected-channels';
import { retryingBatchHandler } from '../messaging/retrying-batch';
import { leadMessage } from './lead-message';

export const handler = retryingBatchHandler('leadGoogle', leadMessage, (ref) => recordGoogleNotConnected(ref));
