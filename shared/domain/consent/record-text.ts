// How a lead's consent record reads to the clinic (issue 28 §1): in the lead's detail in 'Заявки' and in its export,
// one line with the version and the date it came into force, when it was given on the clinic's clocks, the page, the
// address, and the SHA-256 of the exact text shown (which the version's text can be checked against).
import { clinicTimeLabel } from '../clinic-time';
import type { ConsentRecord } from './record';
import { consentVersionOf } from './versions';

/** '28.11.2026' from '2026-11-28'. */
export const consentDateLabel = (date: string): string => date.split('-').reverse().join('.');

/** '' for a lead stored before consent was recorded; 'версия не передана; …' for a lead from a page older than versions. */
export function consentRecordText(record: ConsentRecord | undefined, timeZone: string | undefined): string {
  if (!record) return '';
  const version = consentVersionOf(record.versionId);
  const parts = [
    `версия ${record.versionId}${version ? ` от ${consentDateLabel(version.date)}` : ''}`,
    `дано ${clinicTimeLabel(record.at, timeZone) || record.at}`,
    record.page ? `страница ${record.page}` : '',
    record.ip ? `адрес ${record.ip}` : '',
    record.hash ? `SHA-256 текста ${record.hash}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}
