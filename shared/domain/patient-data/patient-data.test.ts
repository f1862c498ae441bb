import { ERASED_PATIENT_DESTINATION, handlingWithoutNotes, pageWithoutQuery, statusesWithoutPatient } from './anonymise';
import { patientPhoneKeys } from './phone-keys';

describe('patientPhoneKeys', () => {
  it('gives one key for a +7 number however it is typed', () => {
    for (const typed of ['+7 999 123-45-67', '89991234567', '8 (999) 123 45 67', '79991234567']) {
      expect(patientPhoneKeys(typed)).toEqual(['+79991234567']);
    }
  });

  it('looks under the bare digits too when the code was left out', () => {
    expect(patientPhoneKeys('999 123-45-67')).toEqual(['+9991234567', '+79991234567']);
  });

  it('keeps a foreign number as its digits', () => {
    expect(patientPhoneKeys('+49 30 1234567')).toEqual(['+49301234567']);
  });

  it('refuses what is not a phone', () => {
    expect(patientPhoneKeys('12-34')).toEqual([]);
    expect(patientPhoneKeys('anna_petrova')).toEqual([]);
    expect(patientPhoneKeys('1'.repeat(16))).toEqual([]);
  });
});

describe('anonymising a lead', () => {
  it('drops the staff notes, keeping the statuses, who and when', () => {
    const change = { status: 'calledBack', note: 'Анна просила после 18', by: { id: 'u', name: 'a@b.ru' }, at: '2026-01-01T00:00:00Z' };
    const handling = { status: 'calledBack', note: 'Анна просила после 18', version: 1, history: [change] };
    expect(handlingWithoutNotes(handling)).toEqual({ ...handling, note: '', history: [{ ...change, note: '' }] });
  });

  it('keeps a page without its parameters', () => {
    expect(pageWithoutQuery('https://clinic.ru/price?name=Анна&phone=79991234567#form')).toBe('https://clinic.ru/price');
  });
});

describe('statusesWithoutPatient', () => {
  it("renames the patient's own address and only the maps that hold it", () => {
    const statusSend = {
      mail: { 'clinic@example.ru': 'ok', 'пациент: anna@mail.ru': 'ok' },
      telegram: { '-100': 'ok' },
      google: 'ok',
    };
    expect(statusesWithoutPatient(statusSend)).toEqual({
      mail: { 'clinic@example.ru': 'ok', [ERASED_PATIENT_DESTINATION]: 'ok' },
    });
    expect(JSON.stringify(statusesWithoutPatient(statusSend))).not.toContain('anna@mail.ru');
  });

  it('changes nothing for a lead without a patient address', () => {
    expect(statusesWithoutPatient({ mail: { 'clinic@example.ru': 'ok' }, google: 'ok' })).toEqual({});
  });
});
