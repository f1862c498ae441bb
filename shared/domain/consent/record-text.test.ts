import { consentDateLabel, consentRecordText } from './record-text';
import { CURRENT_CONSENT } from './versions';

describe('consentRecordText', () => {
  const record = {
    versionId: CURRENT_CONSENT.id,
    hash: 'ab'.repeat(32),
    at: '2026-11-28T11:05:00.000Z',
    page: 'https://clinic.ru/implants',
    ip: '203.0.113.7',
  };

  it('names the version and its date, the time on the clinic’s clocks, the page, the address and the hash', () => {
    expect(consentRecordText(record, 'Europe/Moscow')).toBe(
      `версия ${CURRENT_CONSENT.id} от ${consentDateLabel(CURRENT_CONSENT.date)}; дано 28.11.2026 14:05 (время клиники, UTC+3); ` +
        `страница https://clinic.ru/implants; адрес 203.0.113.7; SHA-256 текста ${'ab'.repeat(32)}`,
    );
  });

  it('leaves out what an erasure emptied, and is empty for a lead without a record', () => {
    expect(consentRecordText({ ...record, ip: '', page: '' }, 'Europe/Moscow')).not.toMatch(/адрес|страница/);
    expect(consentRecordText(undefined, 'Europe/Moscow')).toBe('');
  });

  it('reads a date as the policy page shows it', () => {
    expect(consentDateLabel('2026-11-28')).toBe('28.11.2026');
  });
});
