// The MIS channel: a widget booking of a DentalPRO or MacDent doctor goes back to that MIS as an appointment (one
// value per MIS entry, only on such bookings).
import { CHANNEL_NOT_CONFIGURED } from '../delivery-values';
import type { LeadChannelShared } from '../integration';

/** mis value once the appointment is in the MIS. */
export const MIS_OK_TEXT = 'запись создана в МИС';

/** No destinations at intake: a booking of an MIS doctor names its own entry (the lead's misBooking). */
export const misChannel = {
  name: 'mis',
  statusKey: 'mis',
  column: 5,
  label: 'МИС',
  columnWhenUsed: true,
  isDelivered: (value) => value === MIS_OK_TEXT,
  notADestination: (value) => value === CHANNEL_NOT_CONFIGURED,
  destinationsOfLead: (lead: { misBooking?: { entryId: string } }) => (lead.misBooking ? [lead.misBooking.entryId] : []),
  removedName: 'МИС, удалённая из интеграций',
  resendNone: 'Эта заявка не запись к врачу из МИС: в МИС передавать нечего',
} as const satisfies LeadChannelShared;
