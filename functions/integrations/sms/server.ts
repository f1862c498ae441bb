// SMS on the server: the lead-sms queue; deliver.ts sends each widget booking's confirmation to the patient's phone.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const smsServer = {
  delivery: {
    channel: 'sms',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/sms/consumer.ts',
    // The lead and its statuses, the allowance counters (one UpdateItem each), the card's outcome.
    consumerGrants: { table: ['GetItem', 'UpdateItem'] },
  } satisfies ChannelQueue<'sms'>,
} as const satisfies IntegrationServer;
