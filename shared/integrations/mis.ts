// The MIS family: DentalPRO and MacDent sync doctors and free time, and take a widget booking of their doctor back
// as an appointment (the 'mis' channel, one value per MIS entry, only on such bookings); IDENT pulls its leads.
// The kinds call these factories marked pure, so a bundle that reaches a kind's file without its rules drops them.
import { shown } from './entry-values';

/** An MIS entry's name: its own, else the kind's. */
export const misEntryTitle = (kindTitle: string) => (entry: Record<string, unknown>) => shown(entry.name).trim() || kindTitle;

/** How a lead status names an MIS entry that takes bookings back: its id, and its name (its own, else the kind's). */
export const misDestinationName = (kindTitle: string) => {
  const entryTitle = misEntryTitle(kindTitle);
  return (entry: Record<string, unknown>) => [String(entry._id ?? ''), entryTitle(entry)] as const;
};
