// Our leads as IDENT's tickets (docs/integrations.md, IDENT), pure: the lead id is the ticket's stable Id
// (IDENT polls the same window again and again and de-duplicates by it); times carry the clinic's offset;
// empty fields are left out; the full name is sent, never the split names; PlanStart only for a booked
// time ('Запись'), PlanEnd when the visit ends (its service's length; one slot for bookings made before lengths).
import { DEFAULT_SLOT_MINUTES } from '../../../shared/schemas/doctor';
import type { IdentTicket } from '../../../shared/schemas/ident';
import type { LeadItem } from '../../store/leads';
import { localMoment } from '../../../shared/domain/schedule';
import { clinicInstant } from '../../mis/local-time';
import { misDoctorId } from '../../mis/snapshot';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as 'yyyy-mm-ddTHH:MM:SS+hh:mm' on the clocks of `timeZone`. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const local = localMoment(timeZone, instant);
  const wall = Date.parse(`${local.date}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}:00Z`);
  const offset = Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const seconds = pad(instant.getUTCSeconds());
  return `${local.date}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}:${seconds}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** A clinic-local 'yyyy-mm-ddTHH:mm' plus `minutes`, with the clinic's offset. */
function localWithOffset(local: string, minutes: number, timeZone: string): string | undefined {
  const instant = clinicInstant(local, timeZone);
  return instant && isoWithOffset(new Date(instant.getTime() + minutes * 60_000), timeZone);
}

export function identTicketOf(lead: LeadItem, timeZone: string): IdentTicket {
  const utm = new URLSearchParams(lead.Utm ?? '');
  const identDoctor = lead.doctorId?.startsWith(misDoctorId('ident', ''))
    ? Number(lead.doctorId.slice(misDoctorId('ident', '').length))
    : NaN;
  const booked = lead.action === 'Запись' && lead.PlanStart;
  const ticket: Record<string, string | number | undefined> = {
    Id: lead.id,
    DateAndTime: isoWithOffset(new Date(lead.createdAt), timeZone),
    ClientPhone: lead.ClientPhone,
    ClientFullName: lead.ClientFullName?.trim(),
    FormName: lead.FormName ?? (lead.kind === 'quiz' ? 'Квиз' : 'Онлайн-запись'),
    DoctorId: Number.isInteger(identDoctor) ? identDoctor : undefined,
    DoctorName: lead.DoctorName,
    PlanStart: booked ? localWithOffset(lead.PlanStart!, 0, timeZone) : undefined,
    PlanEnd: booked ? localWithOffset(lead.PlanStart!, lead.visitMinutes ?? DEFAULT_SLOT_MINUTES, timeZone) : undefined,
    Comment: [lead.DoctorService ? `Услуга: ${lead.DoctorService}` : '', lead.comment ?? '']
      .filter((part) => part.trim() !== '')
      .join('. '),
    UtmSource: utm.get('utm_source') ?? undefined,
    UtmMedium: utm.get('utm_medium') ?? undefined,
    UtmCampaign: utm.get('utm_campaign') ?? undefined,
    UtmTerm: utm.get('utm_term') ?? undefined,
    UtmContent: utm.get('utm_content') ?? undefined,
    HttpReferer: lead.URL,
  };
  return Object.fromEntries(Object.entries(ticket).filter(([, value]) => value !== undefined && value !== '')) as IdentTicket;
}
