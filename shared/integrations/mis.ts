// The MIS family: DentalPRO and MacDent sync doctors and free time, and take a widget booking of their doctor back
// as an appointment (the 'mis' channel, one value per MIS entry, only on such bookings); IDENT pulls its leads.
import { CHANNEL_NOT_CONFIGURED } from './delivery-values';
import { shown } from './entry-fields';
import type { LeadChannelShared } from './integration';

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

/** An MIS entry's name: its own, else the kind's. */
export const misEntryTitle = (kindTitle: string) => (entry: Record<string, unknown>) => shown(entry.name).trim() || kindTitle;

/** What an MIS that takes bookings back shares: its name rule, its statuses' names, the MIS channel, the doctor sync. */
export function bookingMis(kindTitle: string) {
  const entryTitle = misEntryTitle(kindTitle);
  return {
    entryTitle,
    destinationName: (entry: Record<string, unknown>) => [String(entry._id ?? ''), entryTitle(entry)] as const,
    leads: { channel: misChannel },
    syncsDoctors: true,
  } as const;
}
