// How long a clinic keeps its patients' data (issue 28 §2; 152-FZ art. 5 part 7: no longer than the purpose needs):
// a lead older than the clinic's period is anonymised by the retention job. Three years unless the clinic sets less.
export const DEFAULT_RETENTION_MONTHS = 36;
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = DEFAULT_RETENTION_MONTHS;
export const RETENTION_MESSAGE = `Срок хранения — целое число месяцев от ${MIN_RETENTION_MONTHS} до ${MAX_RETENTION_MONTHS}`;

export function isRetentionMonths(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_RETENTION_MONTHS && value <= MAX_RETENTION_MONTHS;
}

/** The ISO time before which a lead has outlived `months` at `now`: the same day and time that many months back (UTC). */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff.toISOString();
}
