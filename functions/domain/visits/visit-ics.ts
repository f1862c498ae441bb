// The booking as a calendar event (.ics, RFC 5545) for the patient's letter, made by the `ics` library
// (npmjs.com/package/ics: `createEvent`, a start as epoch ms with startInputType/startOutputType 'utc',
// a `duration`). The event is in UTC, as long as the visit; the lead id is its UID, so a letter about the
// same visit later (moved, cancelled) updates the patient's calendar entry instead of adding one.
import { createEvent } from 'ics';
import type { LeadItem } from '../../store/leads';
import { instantOf } from '../mis/booking';

export const ICS_PRODUCT_ID = 'dentlead/visit';

/** The visit's start instant (its PlanStart is on the clinic's clocks when booked). */
export function visitStart(lead: Pick<LeadItem, 'PlanStart' | 'timezone'>): Date {
  const [date = '', time = ''] = (lead.PlanStart ?? '').split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOf(date, hours * 60 + minutes, lead.timezone);
}

export function visitIcs(lead: LeadItem, link: string): string {
  const cancelled = lead.visitChange?.kind === 'cancelled';
  const { error, value } = createEvent({
    productId: ICS_PRODUCT_ID,
    method: 'PUBLISH',
    uid: `${lead.id}@dentlead.ru`,
    sequence: lead.visitChange ? Math.floor(Date.parse(lead.visitChange.at) / 1000) - Math.floor(Date.parse(lead.createdAt) / 1000) : 0,
    start: visitStart(lead).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: lead.visitMinutes ?? 30 },
    title: `Приём${lead.DoctorService ? `: ${lead.DoctorService}` : ''} — ${lead.clinicName}`,
    description: [lead.DoctorName ? `Врач: ${lead.DoctorName}` : '', `Отменить или перенести: ${link}`].filter(Boolean).join('\n'),
    ...(lead.address ? { location: lead.address } : {}),
    url: link,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw error ?? new Error('ics: no event');
  return value;
}
