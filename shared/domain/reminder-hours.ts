// How many hours before a booked visit a clinic's reminders go (issue 26 §2): by default 24 and 2, checked by this one
// rule in the cabinet's field and in PUT /api/clinic's schema. Apart from the due times (./reminders.ts), which need
// the clinic's clock, so the clinic's schema can use the rule without importing the clock.
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

/** The hours as the cabinet's field shows them: '24, 2'. */
export const reminderHoursText = (hours: readonly number[]): string => hours.join(', ');

/** The field's text read as hours ('24, 2', '24 2' or '24;2'; empty: no reminders), with what is wrong with it. */
export function readReminderHours(text: string): { hours: number[]; problem?: string } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const hours = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  if (hours.some(Number.isNaN)) return { hours: [], problem: `Часы до визита — целое число от 1 до ${MAX_REMINDER_HOURS}` };
  const problem = reminderHoursProblem(hours);
  return problem ? { hours, problem } : { hours };
}
