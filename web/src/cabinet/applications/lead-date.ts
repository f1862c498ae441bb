// A lead's time as 'Заявки' shows it: the way its mail, Telegram message, CRM note and sheet row wrote it,
// on the clinic's clocks in the zone the lead came in, labelled (shared/domain/clinic-time.ts), whatever
// the zone of the browser.
import { clinicTimeLabel } from '../../../../shared/domain/clinic-time';
import type { LeadView } from '../../../../shared/schemas/leads';

export const leadTime = (lead: Pick<LeadView, 'createdAt' | 'timezone'>): string => clinicTimeLabel(lead.createdAt, lead.timezone);
