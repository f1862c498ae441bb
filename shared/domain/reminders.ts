// When a booked visit's reminders are due (issue 26 §2): each clinic names how many hours before the visit they go
// (by default 24 and 2), checked by one rule in the cabinet and on the server. A reminder whose time has passed when
// the visit is booked (a visit booked for tonight has no 24-hour reminder) is not made.
import { wallClock } from './clinic-time';

export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2];
export const MAX_REMINDERS = 3;
/** A week: a reminder further ahead is forgotten by the time it arrives. */
export const MAX_REMINDER_HOURS = 168;

/** What is wrong with a clinic's reminder hours, in the words shown next to the field; undefined when nothing. */
export function reminderHoursProblem(hours: readonly number[]): string | undefined {
  if (hours.length > MAX_REMINDERS) return `Не больше ${MAX_REMINDERS} напоминаний`;
  if (hours.some((value) => !Number.isInteger(value) || value < 1 || value > MAX_REMINDER_HOURS))
    return `Часы до визита — целое число от 1 до ${MAX_REMINDER_HOURS}`;
  if (new Set(hours).size !== hours.length) return 'Два напоминания в одно время: укажите разные часы';
  return undefined;
}

/** The instant of a wall time 'yyyy-mm-ddTHH:mm' on the clocks of `timeZone` (the clinics' zones keep no summer time). */
export function wallTimeInstant(wallTime: string, timeZone: string): number {
  const asUtc = Date.parse(`${wallTime.slice(0, 16)}:00Z`);
  const clock = wallClock(timeZone, new Date(asUtc));
  const shown = Date.parse(`${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:00Z`);
  return asUtc - (shown - asUtc);
}

export interface DueReminder {
  /** Hours before the visit: names the reminder among the visit's. */
  hours: number;
  /** Epoch ms when it goes. */
  dueAt: number;
}

/** The visit's reminders still to come at `now`, earliest first. */
export function dueReminders(planStart: string, timeZone: string, hours: readonly number[], now: number): DueReminder[] {
  const visit = wallTimeInstant(planStart, timeZone);
  if (Number.isNaN(visit)) return [];
  return hours
    .map((value) => ({ hours: value, dueAt: visit - value * 3_600_000 }))
    .filter((reminder) => reminder.dueAt > now)
    .sort((a, b) => a.dueAt - b.dueAt);
}
