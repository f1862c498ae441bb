// Telegram on the server: the lead-telegram queue; deliver.ts sends each lead from the bot to every proven group.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const telegramServer = {
  delivery: {
    channel: 'telegram',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/telegram/consumer.ts',
    // The lead and its statuses, a migrated group rewritten in the integrations (with its copies), the bot's token.
    consumerGrants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['telegramBot'] },
  } satisfies ChannelQueue<'telegram'>,
} as const satisfies IntegrationServer;
