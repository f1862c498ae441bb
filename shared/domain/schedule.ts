// A doctor's days as plans (free-starts.ts): a manual doctor's from the weekly schedule with its
// exceptions and the clinic's holidays, at read time (no cron, never stale); an MIS doctor's from the map
// the MIS sent.
// Everything is clinic wall-clock time: the clinic's zone gives today's date and the current minute,
// and slots are compared with it as local times. The zones a clinic may pick (Russia, Kazakhstan)
// keep no daylight saving time, so a wall-clock day is always 24 hours long.
import type { Appointment, WeeklySchedule, WorkingDay } from '../schemas/doctor';
import { DEFAULT_SLOT_MINUTES, minutesOf } from '../schemas/doctor';
import { wallClock } from './clinic-time';
import { cellPlan, freeStarts, gridPlan, overlaps, subtractSpans, type DayPlan, type Span } from './free-starts';
import { isOffDay } from './schedule-exceptions';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface LocalMoment {
  /** 'yyyy-mm-dd' in the zone. */
  date: string;
  /** Minutes since the zone's midnight. */
  minutes: number;
}

let lastMoment: { key: string; moment: LocalMoment } | undefined;

/** The date and minute of `now` on the clocks of `timeZone` (IANA); the last answer is kept, as Intl is slow and callers ask in a row. */
export function localMoment(timeZone: string, now: Date): LocalMoment {
  const key = `${timeZone}|${Math.floor(now.getTime() / 60_000)}`;
  if (lastMoment?.key === key) return { ...lastMoment.moment };
  const clock = wallClock(timeZone, now);
  const moment = { date: `${clock.year}-${clock.month}-${clock.day}`, minutes: Number(clock.hour) * 60 + Number(clock.minute) };
  lastMoment = { key, moment };
  return { ...moment };
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

/** A booking a doctor holds: its start ('yyyy-mm-ddTHH:mm') and length (absent on reservations made before lengths: one slot). */
export interface Booked {
  start: string;
  minutes?: number;
}

/** An MIS map's cells last as long as the sync cuts the MIS's free time (functions/domain/mis/free-slots.ts). */
export const MIS_CELL_MINUTES = DEFAULT_SLOT_MINUTES;

type Hours = Pick<WorkingDay, 'start' | 'end' | 'breaks'>;

/**
 * The hours a doctor with a weekly template works on `date`, or undefined for a day without work: a
 * one-off working day's hours; else none on a clinic holiday, a day off or in a vacation; else the
 * template's weekday (schedule-exceptions.ts says why in this order).
 */
export function hoursOn(schedule: WeeklySchedule, date: string, holidays: ReadonlySet<string>): Hours | undefined {
  const exceptions = schedule.exceptions ?? [];
  const extra = exceptions.find((exception) => exception.kind === 'workday' && exception.date === date);
  if (extra?.kind === 'workday') return extra;
  if (holidays.has(date) || isOffDay(exceptions, date)) return undefined;
  return schedule.days.find((day) => day.weekday === isoWeekday(date));
}

/** The day's hours less its breaks, in minutes. */
export const spansOf = (hours: Hours): Span[] =>
  subtractSpans(
    { start: minutesOf(hours.start), end: minutesOf(hours.end) },
    hours.breaks.map((pause) => ({ start: minutesOf(pause.start), end: minutesOf(pause.end) })),
  );

/** A template doctor's plan of `date` (slots every slotMinutes from the start of each stretch between breaks), or undefined. */
export function templatePlan(schedule: WeeklySchedule, date: string, holidays: ReadonlySet<string>): DayPlan | undefined {
  const hours = hoursOn(schedule, date, holidays);
  return hours ? gridPlan(spansOf(hours), schedule.slotMinutes) : undefined;
}

/** An MIS doctor's plan of one date of its map: the free cells ('HH:mm' → false). */
export function mapPlan(times: Readonly<Record<string, boolean>>): DayPlan {
  const free = Object.keys(times).filter((time) => times[time] === false && HH_MM.test(time));
  return cellPlan(free.map(minutesOf), MIS_CELL_MINUTES);
}

/** The spans the bookings hold on `date`; a reservation without a length holds `defaultMinutes`. */
export function busyOn(booked: readonly Booked[] | undefined, date: string, defaultMinutes: number): Span[] {
  return (booked ?? [])
    .filter((item) => item.start.slice(0, 10) === date)
    .map((item) => {
      const start = minutesOf(item.start.slice(11, 16));
      return { start, end: start + (item.minutes ?? defaultMinutes) };
    });
}

/**
 * Slot start times of one working day: from the day's start, one slot after another while a whole slot
 * fits before the end; a slot that would overlap a break is not offered and the next one starts when
 * the break ends.
 */
export function daySlots(day: Hours, slotMinutes: number): number[] {
  return freeStarts(gridPlan(spansOf(day), slotMinutes), slotMinutes, []);
}

/**
 * The appointment map (date → 'HH:mm' → busy) for `schedule.horizonDays` days from today in the
 * clinic's zone, the doctor's exceptions and the clinic's holidays applied. Slots that have started are
 * left out (a past slot is never free); a slot a booking overlaps is listed as busy (true).
 */
export function generateAppointment(
  schedule: WeeklySchedule,
  timeZone: string,
  now: Date,
  booked: readonly Booked[] = [],
  holidays: ReadonlySet<string> = new Set(),
): Appointment {
  const today = localMoment(timeZone, now);
  const appointment: Appointment = {};
  for (let offset = 0; offset < schedule.horizonDays; offset++) {
    const date = addDays(today.date, offset);
    const plan = templatePlan(schedule, date, holidays);
    if (!plan) continue;
    const busy = busyOn(booked, date, schedule.slotMinutes);
    const slots: Record<string, boolean> = {};
    for (const start of freeStarts(plan, schedule.slotMinutes, [])) {
      if (offset === 0 && start <= today.minutes) continue;
      slots[timeOf(start)] = busy.some((span) => overlaps(span, { start, end: start + schedule.slotMinutes }));
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
