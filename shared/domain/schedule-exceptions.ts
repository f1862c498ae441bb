// Dates on top of the weekly template (issue 26 §4): a doctor's days off, vacations and one-off working
// days, and the clinic's holidays. Which hours a doctor works on a date follows one order: a one-off
// working day of the doctor gives that day's hours (so a doctor on duty works on a holiday or inside a
// vacation, as the clinic said); otherwise a clinic holiday, a day off or a vacation closes the day;
// otherwise the weekly template's weekday applies (schedule.ts hoursOn). The schemas (shared/schemas/
// doctor.ts, clinic.ts) run the date rules below in the browser and on the server, each message naming the entry.
import type { ScheduleException } from '../schemas/doctor';

export const SCHEDULE_EXCEPTIONS_MAX = 100;
export const HOLIDAYS_MAX = 100;
export const VACATION_DAYS_MAX = 366;
/** Dates outside this window are typing slips ('0202', '3025'), not plans. */
export const SCHEDULE_DATE_MIN = '2020-01-01';
export const SCHEDULE_DATE_MAX = '2099-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-05-01' → '01.05.2026', as the cabinet writes dates. */
export const displayDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** Whether 'yyyy-mm-dd' names a day of the calendar ('2026-02-30' does not). */
export function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Why `date` cannot be a schedule date (`label` says which one), or null. */
export function scheduleDateProblem(date: string, label: string): string | null {
  if (!isCalendarDate(date)) return `${label}: дата в формате гггг-мм-дд, например 2026-05-01`;
  if (date < SCHEDULE_DATE_MIN || date > SCHEDULE_DATE_MAX)
    return `${label}: дата с ${displayDate(SCHEDULE_DATE_MIN)} по ${displayDate(SCHEDULE_DATE_MAX)}`;
  return null;
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a vacation's range (its dates are checked on their own first), at its 'to' field. */
export function vacationProblem(vacation: { from: string; to: string }): string | null {
  if (!isCalendarDate(vacation.from) || !isCalendarDate(vacation.to)) return null;
  if (vacation.to < vacation.from)
    return `Отпуск ${displayDate(vacation.from)}–${displayDate(vacation.to)}: дата окончания раньше даты начала`;
  if (daysBetween(vacation.from, vacation.to) > VACATION_DAYS_MAX)
    return `Отпуск ${displayDate(vacation.from)}–${displayDate(vacation.to)}: не длиннее ${VACATION_DAYS_MAX} дней`;
  return null;
}

/** How the dialog and the messages name an entry. */
export function exceptionLabel(exception: ScheduleException): string {
  if (exception.kind === 'vacation') return `Отпуск ${displayDate(exception.from)}–${displayDate(exception.to)}`;
  if (exception.kind === 'dayOff') return `Выходной ${displayDate(exception.date)}`;
  return `Рабочий день ${displayDate(exception.date)}`;
}

/** Index → message for entries that repeat another: two one-off working days on one date, or the same day off twice. */
export function repeatedExceptions(exceptions: readonly ScheduleException[]): Map<number, string> {
  const seen = new Set<string>();
  const repeated = new Map<number, string>();
  exceptions.forEach((exception, index) => {
    const key = exception.kind === 'vacation' ? `v${exception.from}${exception.to}` : `${exception.kind}${exception.date}`;
    if (seen.has(key)) repeated.set(index, `${exceptionLabel(exception)} указан дважды`);
    seen.add(key);
  });
  return repeated;
}

/** Index → message for a holiday listed twice. */
export function repeatedHolidays(holidays: readonly string[]): Map<number, string> {
  const repeated = new Map<number, string>();
  holidays.forEach((date, index) => {
    if (holidays.indexOf(date) !== index) repeated.set(index, `Праздничный день ${displayDate(date)} указан дважды`);
  });
  return repeated;
}

/** Whether a day off or a vacation of the doctor covers `date`. */
export function isOffDay(exceptions: readonly ScheduleException[], date: string): boolean {
  return exceptions.some(
    (exception) =>
      (exception.kind === 'dayOff' && exception.date === date) ||
      (exception.kind === 'vacation' && exception.from <= date && date <= exception.to),
  );
}
