// A manual doctor's free slots, generated from the weekly schedule at read time (no cron, never stale).
// Everything is clinic wall-clock time: the clinic's zone gives today's date and the current minute,
// and slots are compared with it as local times. The zones a clinic may pick (Russia, Kazakhstan)
// keep no daylight saving time, so a wall-clock day is always 24 hours long.
import type { Appointment, WeeklySchedule } from '../schemas/doctor';
import { minutesOf } from '../schemas/doctor';
import { wallClock } from './clinic-time';

export interface LocalMoment {
  /** 'yyyy-mm-dd' in the zone. */
  date: string;
  /** Minutes since the zone's midnight. */
  minutes: number;
}

/** The date and minute of `now` on the clocks of `timeZone` (IANA). */
export function localMoment(timeZone: string, now: Date): LocalMoment {
  const clock = wallClock(timeZone, now);
  return { date: `${clock.year}-${clock.month}-${clock.day}`, minutes: Number(clock.hour) * 60 + Number(clock.minute) };
}

/** 'yyyy-mm-dd' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Slot start times of one working day: from the day's start, one slot after another while a whole slot
 * fits before the end; a slot that would overlap a break is not offered and the next one starts when
 * the break ends.
 */
export function daySlots(
  day: { start: string; end: string; breaks: Array<{ start: string; end: string }> },
  slotMinutes: number,
): number[] {
  const end = minutesOf(day.end);
  const breaks = day.breaks
    .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }))
    .sort((a, b) => a.start - b.start);
  const slots: number[] = [];
  let cursor = minutesOf(day.start);
  while (cursor + slotMinutes <= end) {
    const blocking = breaks.find((range) => cursor < range.end && cursor + slotMinutes > range.start);
    if (blocking) {
      cursor = blocking.end;
      continue;
    }
    slots.push(cursor);
    cursor += slotMinutes;
  }
  return slots;
}

/**
 * The appointment map (date → 'HH:mm' → busy) for `schedule.horizonDays` days from today in the
 * clinic's zone. Slots that have started are left out (a past slot is never free); `busy` holds
 * 'yyyy-mm-ddTHH:mm' keys already booked, which are listed as busy (true).
 */
export function generateAppointment(
  schedule: WeeklySchedule,
  timeZone: string,
  now: Date,
  busy: ReadonlySet<string> = new Set(),
): Appointment {
  const today = localMoment(timeZone, now);
  const byWeekday = new Map(schedule.days.map((day) => [day.weekday, day]));
  const appointment: Appointment = {};
  for (let offset = 0; offset < schedule.horizonDays; offset++) {
    const date = addDays(today.date, offset);
    const day = byWeekday.get(isoWeekday(date));
    if (!day) continue;
    const slots: Record<string, boolean> = {};
    for (const start of daySlots(day, schedule.slotMinutes)) {
      if (offset === 0 && start <= today.minutes) continue;
      const time = timeOf(start);
      slots[time] = busy.has(`${date}T${time}`);
    }
    if (Object.keys(slots).length > 0) appointment[date] = slots;
  }
  return appointment;
}

/** Whether a stored (MIS) appointment map offers this slot as free and not yet started. */
export function isFreeSlot(appointment: Appointment, date: string, time: string, timeZone: string, now: Date): boolean {
  if (appointment[date]?.[time] !== false) return false;
  const today = localMoment(timeZone, now);
  return date > today.date || (date === today.date && minutesOf(time) > today.minutes);
}
