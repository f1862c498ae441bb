// Where the schedule dialog says what is wrong: a day's problem at that day's row (the shared rule's
// message names the day), everything else (slot length, horizon) under the days.
import type { WeeklySchedule } from '../../../../shared/schemas/doctor';

export interface ScheduleErrors {
  /** ISO weekday → its messages. */
  byWeekday: Map<number, string[]>;
  other: string[];
}

export function scheduleErrors(draft: WeeklySchedule, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ScheduleErrors {
  const errors: ScheduleErrors = { byWeekday: new Map(), other: [] };
  for (const issue of issues) {
    const [list, index] = issue.path;
    const weekday = list === 'days' && typeof index === 'number' ? draft.days[index]?.weekday : undefined;
    const messages = weekday === undefined ? errors.other : (errors.byWeekday.get(weekday) ?? []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
    if (weekday !== undefined) errors.byWeekday.set(weekday, messages);
  }
  return errors;
}
