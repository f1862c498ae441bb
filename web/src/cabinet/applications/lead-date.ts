// Lead dates as the spec shows them (cabinet §9): dd.mm.yyyy hh:mm in the viewer's local time.
import { format, isValid } from 'date-fns';

export const LEAD_DATE_PATTERN = 'dd.MM.yyyy HH:mm';

/** Accepts an ISO string or epoch milliseconds; an unreadable value gives ''. */
export function formatLeadDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return isValid(date) ? format(date, LEAD_DATE_PATTERN) : '';
}
