// When a booked visit's reminders are due (issue 26 §2): each clinic names how many hours before the visit they go
// (by default 24 and 2), checked by one rule in the cabinet and on the server. A reminder whose time has passed when
// the visit is booked (a visit booked for tonight has no 24-hour reminder) is not made.
import { wallClock } from './clinic-time';

export { DEFAULT_REMINDER_HOURS, MAX_REMINDER_HOURS, MAX_REMINDERS, reminderHoursProblem } from './reminder-hours';

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
