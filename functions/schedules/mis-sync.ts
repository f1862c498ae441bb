// Every 15 minutes: the MIS doctor sync (IDENT, MacDent, DentalPro). The integrations issue fills it;
// until then there is no clinic with an MIS integration to visit, and the run says so.
import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../logger';

export const handler = async (event: ScheduledEvent): Promise<{ clinicsSynced: number }> => {
  logger.info('mis sync: no MIS integrations are configurable yet', { time: event.time });
  return { clinicsSynced: 0 };
};
