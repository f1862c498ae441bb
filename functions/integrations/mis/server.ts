// The MIS that take bookings back (DentalPRO, MacDent) on the server: one lead-mis queue for both. A widget booking
// of their doctor becomes a patient and an appointment in that MIS (functions/domain/mis/push.ts); IDENT pulls its
// leads itself, and leads of other doctors are skipped without a write.
import type { ChannelQueue, IntegrationServer } from '../integration';

export const bookingMisServer = {
  delivery: {
    channel: 'mis',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 8,
    batchSize: 10,
    consumer: 'functions/integrations/mis/consumer.ts',
    // The lead and its status, the per-lead progress in the MIS (patient, appointment), the integrations,
    // the clinic's time zone (one Query of its partition).
    consumerGrants: { table: ['GetItem', 'Query', 'UpdateItem'] },
  } satisfies ChannelQueue<'mis'>,
} as const satisfies IntegrationServer;
