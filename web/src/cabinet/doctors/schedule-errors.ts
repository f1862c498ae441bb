// Where the schedule dialog says what is wrong: a day's problem at that day's row (the shared rule's
// message names the day), an exception's at its row (issue 26), everything else (slot length, horizon,
// too many exceptions) under the days.
import type { ScheduleDraft } from '../../../../shared/schemas/doctor';

export interface ScheduleErrors {
  /** ISO weekday → its messages. */
  byWeekday: Map<number, string[]>;
  /** Index in `exceptions` → its messages. */
  byException: Map<number, string[]>;
  other: string[];
}

export const noScheduleErrors = (): ScheduleErrors => ({ byWeekday: new Map(), byException: new Map(), other: [] });

export function scheduleErrors(draft: ScheduleDraft, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ScheduleErrors {
  const errors = noScheduleErrors();
  for (const issue of issues) {
    const [list, index] = issue.path;
    const weekday = list === 'days' && typeof index === 'number' ? draft.days[index]?.weekday : undefined;
    const exception = list === 'exceptions' && typeof index === 'number' ? index : undefined;
    const [byRow, row] =
      weekday !== undefined ? [errors.byWeekday, weekday] : exception !== undefined ? [errors.byException, exception] : [];
    const messages = byRow && row !== undefined ? (byRow.get(row) ?? []) : errors.other;
    if (!messages.includes(issue.message)) messages.push(issue.message);
    if (byRow && row !== undefined) byRow.set(row, messages);
  }
  return errors;
}
