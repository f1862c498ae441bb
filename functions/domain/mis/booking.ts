// A widget booking of an MIS doctor, as the MIS is asked to make it (pure). At booking time the lead keeps
// which MIS and doctor (the doctor's MisRef) and, for MacDent, the filial of the booked time; at push time
// the booked slot ('yyyy-mm-ddTHH:mm' on the clinic's clocks when the lead came in) becomes the MIS's own
// wall clock (DentalPRO and MacDent take naive clinic-local times), then each MIS's request fields.
import { addDays, localMoment, timeOf } from '../../../shared/domain/schedule';
import { DEFAULT_SLOT_MINUTES } from '../../../shared/schemas/doctor';
import type { LeadItem } from '../../store/leads';
import type { MisBooking, MisRef } from '../../mis/snapshot';
import { misChannel } from '../../../shared/integrations/mis';

export type { MisBooking };

/** The mis channel's destination: the entry a booking of an MIS doctor goes to; none for other leads. */
export const misDestinations = (_integrations: unknown, lead: Pick<LeadItem, 'misBooking'>): string[] =>
  misChannel.destinationsOfLead(lead);

const PLAN_START = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The booking to push for a doctor with an MIS ref; undefined for manual and IDENT doctors. */
export function misBookingOf(doctor: { mis?: MisRef }, planStart: string, minutes: number = DEFAULT_SLOT_MINUTES): MisBooking | undefined {
  const ref = doctor.mis;
  const match = PLAN_START.exec(planStart);
  if (!ref || !match) return undefined;
  const start = Number(match[2]) * 60 + Number(match[3]);
  const range = ref.filials?.find((item) => item.date === match[1] && item.start <= start && start + minutes <= item.end);
  const filial = range?.filial ?? ref.filial;
  return { kind: ref.kind, entryId: ref.entryId, misId: ref.misId, minutes, ...(filial ? { filial } : {}) };
}

/** A visit on the MIS's clocks: the start's and end's date and 'HH:MM'. */
export interface MisVisit {
  date: string;
  begin: string;
  endDate: string;
  end: string;
}

/** The instant of a wall-clock time in a zone (zones without DST here, but computed, not assumed). */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wanted;
  for (let round = 0; round < 3; round++) {
    const seen = localMoment(timeZone, new Date(guess));
    const [y, m, d] = seen.date.split('-').map(Number) as [number, number, number];
    const diff = wanted - Date.UTC(y, m - 1, d, 0, seen.minutes);
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}

/**
 * The booked slot on the MIS's clocks. `bookedZone`: the clinic's zone when the lead came in (its
 * PlanStart is on those clocks); `misZone`: the clinic's zone now, in which the sync reads the MIS's times.
 */
export function misVisit(planStart: string, minutes: number, bookedZone: string, misZone: string): MisVisit | undefined {
  const match = PLAN_START.exec(planStart);
  if (!match) return undefined;
  const instant = instantOf(match[1]!, Number(match[2]) * 60 + Number(match[3]), bookedZone);
  const start = localMoment(misZone, instant);
  const endMinutes = start.minutes + minutes;
  const dayShift = Math.floor(endMinutes / (24 * 60));
  return {
    date: start.date,
    begin: timeOf(start.minutes),
    endDate: addDays(start.date, dayShift),
    end: timeOf(endMinutes - dayShift * 24 * 60),
  };
}

/** 'yyyy-mm-dd' + 'HH:MM' → MacDent's 'dd.mm.yyyy HH:MM:SS'. */
export const macDentTime = (date: string, time: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${time}:00`;

/** The patient as the MIS card gets it: the name typed in the widget (or a placeholder) and the phone's digits. */
export function misPatient(lead: Pick<LeadItem, 'ClientFullName' | 'ClientPhone' | 'birthdate'>) {
  const digits = (lead.ClientPhone ?? '').replace(/\D/g, '');
  const phone = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return { name: (lead.ClientFullName ?? '').trim() || 'Пациент с сайта', phone, birthdate: lead.birthdate ?? '' };
}

/**
 * A short note on the appointment: where it came from, what the patient wrote, and the birth date the
 * widget asked for (neither MIS's patient call takes one: docs/integrations.md).
 */
export function misComment(lead: Pick<LeadItem, 'DoctorService' | 'comment' | 'id' | 'birthdate'>): string {
  const birth = lead.birthdate ? `Дата рождения: ${lead.birthdate}` : '';
  return [`Онлайн-запись с сайта (ДентЛид ${lead.id})`, lead.DoctorService, lead.comment, birth].filter(Boolean).join('. ');
}

/**
 * The patient's card as DentalPRO's records/createClient takes it: the ФИО the widget asks for is
 * 'Фамилия Имя [Отчество]', so the first word is the surname and the rest the name; a single word is a name.
 */
export function dentalProPatientOf(lead: Pick<LeadItem, 'ClientFullName' | 'ClientPhone' | 'birthdate'>) {
  const { name, phone } = misPatient(lead);
  const words = name.split(/\s+/);
  return words.length > 1 ? { surname: words[0]!, name: words.slice(1).join(' '), phone } : { surname: '', name, phone };
}

/** DentalPRO records/create query fields (as DentalTelegramBot sends them; `comment` is ours, docs/integrations.md). */
export function dentalProRecordParams(
  booking: MisBooking,
  visit: MisVisit,
  ids: { clientId: string; receptionType: string },
  comment: string,
): Record<string, string> {
  return {
    date: visit.date,
    time_start: `${visit.begin}:00`,
    time_end: visit.endDate === visit.date ? `${visit.end}:00` : '23:59:00',
    doctor_id: booking.misId,
    client_id: ids.clientId,
    appointment_id: ids.receptionType,
    is_planned: '0',
    comment,
  };
}

/** MacDent zapis/add form fields: doctor, patient, start, end, filial (required; never guessed). */
export function macDentZapisParams(booking: MisBooking, visit: MisVisit, patientId: string, comment: string): Record<string, string> {
  return {
    doctor: booking.misId,
    patient: patientId,
    start: macDentTime(visit.date, visit.begin),
    end: macDentTime(visit.endDate, visit.end),
    filial: booking.filial ?? '',
    comment,
  };
}
