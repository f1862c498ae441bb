// Free ranges into the appointment map the widget reads ('yyyy-mm-dd' → 'HH:mm' → busy): touching or
// overlapping ranges of a day are merged first (DentalPro sends 5-minute cells), then cut into visits of
// `slotMinutes`; a tail shorter than a visit is not offered.
import type { Appointment } from '../../../shared/schemas/doctor';
import { timeOf } from '../../../shared/domain/schedule';
import type { FreeRange } from '../../mis/snapshot';

const DAY = 24 * 60;

export function mergeRanges(ranges: readonly FreeRange[]): FreeRange[] {
  const sorted = ranges
    .filter((range) => range.end > range.start)
    .map((range) => ({ ...range, end: Math.min(range.end, DAY) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
  const merged: FreeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && last.date === range.date && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function appointmentOf(ranges: readonly FreeRange[], slotMinutes: number): Appointment {
  const appointment: Appointment = {};
  for (const range of mergeRanges(ranges)) {
    for (let start = range.start; start + slotMinutes <= range.end; start += slotMinutes) {
      (appointment[range.date] ??= {})[timeOf(start)] = false;
    }
  }
  return appointment;
}
