// 'Журнал' (issue 26 §1): one day per doctor in the clinic's zone. The widget's bookings are the day's
// booked slots (each names its lead: patient, service, the staff's status); an MIS that tells its busy time
// (IDENT pushes busy intervals beside the free ones) adds the times taken there. Bounded: one Query for the
// clinic's items and at most JOURNAL_MAX_BOOKINGS leads read, JOURNAL_READS at a time.
import { clinicTime } from '../../../shared/domain/clinic-time';
import { handlingOf } from '../../../shared/domain/lead-list/handling';
import { localMoment, timeOf } from '../../../shared/domain/schedule';
import { DEFAULT_SLOT_MINUTES, minutesOf } from '../../../shared/schemas/doctor';
import type { JournalAnswer, JournalDoctor, JournalEntry, JournalQuery } from '../../../shared/schemas/journal';
import type { DoctorItem } from '../../store/clinic-items';
import { readClinicWithSlots, type BookedSlot } from '../../store/journal';
import { getLead, refOfLeadId, type LeadItem } from '../../store/leads';
import { toClinicView } from '../clinic/views';

export const JOURNAL_MAX_BOOKINGS = 300;
const JOURNAL_READS = 10;

async function leadsOf(userId: string, slots: readonly BookedSlot[]): Promise<Map<string, LeadItem>> {
  const found = new Map<string, LeadItem>();
  const queue = slots.filter((slot) => slot.leadId);
  const worker = async () => {
    for (let slot = queue.shift(); slot; slot = queue.shift()) {
      const ref = refOfLeadId(userId, slot.leadId!);
      const lead = ref ? await getLead(ref) : undefined;
      if (lead) found.set(lead.id, lead);
    }
  };
  await Promise.all(Array.from({ length: JOURNAL_READS }, worker));
  return found;
}

const slotMinutesOf = (doctor: DoctorItem) => doctor.schedule?.slotMinutes ?? DEFAULT_SLOT_MINUTES;

function bookingEntry(slot: BookedSlot, doctor: DoctorItem, lead: LeadItem | undefined): JournalEntry {
  const start = minutesOf(slot.planStart.slice(11, 16));
  const minutes = slot.minutes ?? lead?.visitMinutes ?? lead?.misBooking?.minutes ?? slotMinutesOf(doctor);
  return {
    start: timeOf(start),
    end: timeOf(Math.min(start + minutes, 24 * 60)),
    kind: 'booking',
    ...(slot.leadId ? { leadId: slot.leadId } : {}),
    ...(lead
      ? {
          patient: lead.ClientFullName?.trim() || 'Без имени',
          phone: lead.ClientPhone ?? '',
          ...(lead.DoctorService ? { service: lead.DoctorService } : {}),
          status: handlingOf(lead.handling).status,
        }
      : {}),
  };
}

/** The MIS's busy ranges of the day that no booking of ours already shows. */
function misEntries(doctor: DoctorItem, day: string, bookings: readonly JournalEntry[]): JournalEntry[] {
  const ours = new Set(bookings.map((entry) => entry.start));
  return (doctor.misBusy?.[day] ?? [])
    .filter((range) => !ours.has(timeOf(range.start)))
    .map((range) => ({ start: timeOf(range.start), end: timeOf(Math.min(range.end, 24 * 60)), kind: 'mis' as const }));
}

export async function clinicJournal(userId: string, query: JournalQuery, now = new Date()): Promise<JournalAnswer> {
  const { partition, slots } = await readClinicWithSlots(userId);
  const { timezone } = toClinicView(userId, partition.clinicItem);
  const today = localMoment(timezone, now).date;
  const day = query.day ?? today;
  const daySlots = slots.filter((slot) => slot.planStart.startsWith(`${day}T`)).sort((a, b) => a.planStart.localeCompare(b.planStart));
  const shown = daySlots.slice(0, JOURNAL_MAX_BOOKINGS);
  const leads = await leadsOf(userId, shown);
  const doctors: JournalDoctor[] = partition.doctorItems
    .filter((doctor) => !doctor.deleteDoctor)
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    .map((doctor) => {
      const bookings = shown
        .filter((slot) => slot.doctorId === doctor.id)
        .map((slot) => bookingEntry(slot, doctor, slot.leadId ? leads.get(slot.leadId) : undefined));
      const entries = [...bookings, ...misEntries(doctor, day, bookings)].sort((a, b) => a.start.localeCompare(b.start));
      return { id: doctor.id, name: doctor.name.trim() || 'Врач без имени', source: doctor.source, entries };
    });
  return {
    day,
    today,
    timezone,
    zone: clinicTime(now.toISOString(), timezone)?.zone ?? 'UTC',
    doctors,
    truncated: daySlots.length > shown.length,
  };
}
