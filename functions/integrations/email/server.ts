// E-mail on the server: the lead-mail queue; deliver.ts mails each lead, consumer.ts is the queue's function.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const emailServer = {
  delivery: {
    channel: 'mail',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/email/consumer.ts',
    consumerGrants: { table: ['GetItem', 'UpdateItem'], sendMail: true, secrets: ['visitLink'] },
  } satisfies ChannelQueue<'mail'>,
} as const satisfies IntegrationServer;
