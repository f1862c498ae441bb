// amoCRM on the server: the lead-amo queue (30 s a batch: a refresh waits for the consumer holding it; calls queue
// for the account's 7/s); the delivery and the connect flow are in functions/domain/amo/.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const amoCrmServer = {
  delivery: {
    channel: 'amo',
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/amo-crm/consumer.ts',
    consumerGrants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['amoClient'] },
  } satisfies ChannelQueue<'amo'>,
} as const satisfies IntegrationServer;
