// What the schedule dialog adds for each kind of exception (issue 26): dates a clinic most often means,
// counted from the browser's today (the clinic edits them at once; the server checks what is applied).
import type { ScheduleException } from '../../../../shared/schemas/doctor';
import { addDays, isoWeekday } from '../../../../shared/domain/schedule';

export type ExceptionKind = ScheduleException['kind'];

/** Today in the browser, 'yyyy-mm-dd'. */
export const localToday = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A vacation of a week from tomorrow, a day off tomorrow, or a working Saturday 10:00–14:00 (the next one). */
export function newException(kind: ExceptionKind, now: Date): ScheduleException {
  const tomorrow = addDays(localToday(now), 1);
  if (kind === 'vacation') return { kind, from: tomorrow, to: addDays(tomorrow, 6) };
  if (kind === 'dayOff') return { kind, date: tomorrow };
  const saturday = addDays(tomorrow, (6 - isoWeekday(tomorrow) + 7) % 7);
  return { kind, date: saturday, start: '10:00', end: '14:00', breaks: [] };
}
