// Google Sheets on the server: the lead-google queue; the delivery and the connect flow are in functions/domain/google/.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const googleServer = {
  delivery: {
    channel: 'google',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/google/consumer.ts',
    // The lead and its status, the grant (access token saved after a refresh), the lead's row step
    // (store/remote-steps.ts), the entry's reconnect mark in the integrations (with its copies).
    consumerGrants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['googleClient'] },
  } satisfies ChannelQueue<'google'>,
} as const satisfies IntegrationServer;
