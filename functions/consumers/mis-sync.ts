// Consumer of the mis-sync queue: one clinic per message, its DentalPRO and MacDent entries synced.
// Messages of a batch run side by side; a failed one is retried later and finally dead-lettered alone.
import * as z from 'zod/mini';
import { syncScheduledMis } from '../domain/mis/scheduled-sync';
import { retryingBatchHandler } from '../messaging/retrying-batch';

const misSyncMessage = z.object({ userId: z.string() });

export const handler = retryingBatchHandler('misSync', misSyncMessage, async ({ userId }) => {
  await syncScheduledMis(userId);
});
