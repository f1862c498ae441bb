// Every 15 minutes (locally MIS_SYNC_EVERY_MINUTES, sped up by SCHEDULE_SPEED): one message per clinic with
// a DentalPRO or MacDent entry on the misSync queue; the consumer (functions/consumers/mis-sync.ts) syncs
// each clinic on its own, so one clinic's broken MIS never holds up another's. IDENT pushes its
// schedule itself (POST /api/ident/PostTimeTable) and needs no run here.
import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../logger';
import { sendToQueue } from '../messaging/send-to-queue';
import { clinicsWithScheduledMis } from '../store/mis-registry';

export const handler = async (event?: ScheduledEvent): Promise<{ clinicsQueued: number }> => {
  const clinics = await clinicsWithScheduledMis();
  await Promise.all(clinics.map((userId) => sendToQueue('misSync', { userId })));
  logger.info('mis sync queued', { time: event?.time, clinics: clinics.length });
  return { clinicsQueued: clinics.length };
};
