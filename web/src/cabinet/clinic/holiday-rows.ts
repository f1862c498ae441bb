// The clinic's holidays on 'Ваша клиника' (issue 26): one date per row; a row still being typed is empty
// and not saved (as an empty address), a date twice is said at its row and keeps the list from saving.
import { repeatedHolidays } from '../../../../shared/domain/schedule-exceptions';
import type { TextRow } from '../controls/TextListEditor';

/** The dates to save, ascending (the server keeps them so). */
export const holidaysOf = (rows: readonly TextRow[]): string[] =>
  rows
    .map((row) => row.value)
    .filter((value) => value !== '')
    .sort();

/** Row id → why its date cannot be saved (the shared rule's message). */
export function holidayProblems(rows: readonly TextRow[]): Map<string, string> {
  const dated = rows.filter((row) => row.value !== '');
  const repeated = repeatedHolidays(dated.map((row) => row.value));
  return new Map([...repeated].map(([index, message]) => [dated[index]!.id, message]));
}
