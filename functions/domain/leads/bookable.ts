// Whether a doctor can be booked at a slot: accepting (status true, not deleted), and the slot is one of
// the doctor's free slots that has not started on the clinic's clocks. Whether someone else booked it
// is not checked here: the reservation's conditional write decides that, race-free.
import { generateAppointment, isFreeSlot } from '../../../shared/domain/schedule';
import type { DoctorItem } from '../../store/clinic-items';

export function isBookable(doctor: DoctorItem, planStart: string, timeZone: string, now: Date): boolean {
  if (!doctor.status || doctor.deleteDoctor) return false;
  const [date, time] = planStart.split('T') as [string, string];
  if (doctor.source === 'manual' || doctor.schedule) {
    if (!doctor.schedule) return false;
    return generateAppointment(doctor.schedule, timeZone, now)[date]?.[time] === false;
  }
  const appointment = doctor.appointment ?? {};
  // MIS maps may key dates as dd.mm.yyyy (widget spec §3).
  const [year, month, day] = date.split('-');
  return isFreeSlot(appointment, date, time, timeZone, now) || isFreeSlot({ [date]: appointment[`${day}.${month}.${year}`] ?? {} }, date, time, timeZone, now);
}

/** A checked service of the doctor is the one chosen: 'name', 'name, price' or 'name - price'. */
export function offersService(doctor: DoctorItem, chosen: string): boolean {
  const wanted = chosen.trim();
  if (wanted === '') return true;
  return doctor.services.some((direction) =>
    direction.choices.some((choice) => choice.checked && (wanted === choice.name || wanted.startsWith(`${choice.name}, `) || wanted.startsWith(`${choice.name} - `))),
  );
}
