import {
  dentalProPatientOf,
  dentalProRecordParams,
  instantOf,
  macDentTime,
  macDentZapisParams,
  misBookingOf,
  misComment,
  misDestinations,
  misPatient,
  misVisit,
} from './booking';
import type { MisRef } from '../../mis/snapshot';

const macDentRef: MisRef = {
  kind: 'macDent',
  entryId: 'entry-1',
  misId: '23273',
  filials: [
    { date: '2026-12-01', start: 9 * 60, end: 13 * 60, filial: '200' },
    { date: '2026-12-01', start: 14 * 60, end: 18 * 60, filial: '300' },
  ],
};

describe('a booking of an MIS doctor', () => {
  it('keeps the MIS, the doctor and the filial of the booked time; none for manual or IDENT doctors', () => {
    expect(misBookingOf({ mis: macDentRef }, '2026-12-01T09:30')).toEqual({
      kind: 'macDent',
      entryId: 'entry-1',
      misId: '23273',
      filial: '200',
      minutes: 30,
    });
    expect(misBookingOf({ mis: macDentRef }, '2026-12-01T15:00')?.filial).toBe('300');
    // A visit running past the filial's range is not that filial's; the doctor's only filial, if known, is.
    expect(misBookingOf({ mis: macDentRef }, '2026-12-01T12:45')?.filial).toBeUndefined();
    expect(misBookingOf({ mis: { ...macDentRef, filial: '200' } }, '2026-12-02T10:00')?.filial).toBe('200');
    expect(misBookingOf({ mis: { kind: 'dentalPro', entryId: 'e', misId: '2' } }, '2026-12-01T10:00')).toEqual({
      kind: 'dentalPro',
      entryId: 'e',
      misId: '2',
      minutes: 30,
    });
    expect(misBookingOf({}, '2026-12-01T10:00')).toBeUndefined();
    expect(misBookingOf({ mis: macDentRef }, '')).toBeUndefined();
    expect(misDestinations(undefined, { misBooking: misBookingOf({ mis: macDentRef }, '2026-12-01T09:30') })).toEqual(['entry-1']);
    expect(misDestinations(undefined, {})).toEqual([]);
  });
});

describe('the booked time on the MIS clocks', () => {
  it('finds the instant of a wall-clock time in a zone', () => {
    expect(instantOf('2026-12-01', 10 * 60, 'Europe/Moscow').toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(instantOf('2026-12-01', 0, 'Asia/Kamchatka').toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('stays on the same wall clock when the clinic kept its zone, and moves with the zone when it changed', () => {
    expect(misVisit('2026-12-01T10:00', 30, 'Europe/Moscow', 'Europe/Moscow')).toEqual({
      date: '2026-12-01',
      begin: '10:00',
      endDate: '2026-12-01',
      end: '10:30',
    });
    // Booked on Moscow clocks, the clinic now on Yekaterinburg's (+2 h): the MIS reads its own local time.
    expect(misVisit('2026-12-01T23:00', 30, 'Europe/Moscow', 'Asia/Yekaterinburg')).toEqual({
      date: '2026-12-02',
      begin: '01:00',
      endDate: '2026-12-02',
      end: '01:30',
    });
    // A visit ending after midnight ends on the next day.
    expect(misVisit('2026-12-31T23:45', 30, 'Asia/Almaty', 'Asia/Almaty')).toEqual({
      date: '2026-12-31',
      begin: '23:45',
      endDate: '2027-01-01',
      end: '00:15',
    });
    expect(misVisit('01.12.2026 10:00', 30, 'Europe/Moscow', 'Europe/Moscow')).toBeUndefined();
  });
});

describe('the MIS requests', () => {
  const lead = {
    id: '1764000000000-abcdefabcdef',
    ClientFullName: '  Иванова Мария ',
    ClientPhone: '8 (912) 345-67-89',
    birthdate: '01.02.1990',
    DoctorService: 'Чистка, 3000 ₽',
    comment: 'после работы',
  };

  it('names the patient and notes where the visit came from', () => {
    expect(misPatient(lead)).toEqual({ name: 'Иванова Мария', phone: '79123456789', birthdate: '01.02.1990' });
    expect(misPatient({ ClientFullName: '', ClientPhone: '+7 900 000-00-00' })).toEqual({
      name: 'Пациент с сайта',
      phone: '79000000000',
      birthdate: '',
    });
    expect(misComment(lead)).toBe(
      'Онлайн-запись с сайта (ДентЛид 1764000000000-abcdefabcdef). Чистка, 3000 ₽. после работы. Дата рождения: 01.02.1990',
    );
  });

  it("splits the ФИО into DentalPRO's surname and name; a single word is a name", () => {
    expect(dentalProPatientOf(lead)).toEqual({ surname: 'Иванова', name: 'Мария', phone: '79123456789' });
    expect(dentalProPatientOf({ ClientFullName: 'Иванова  Мария Петровна', ClientPhone: '' })).toEqual({
      surname: 'Иванова',
      name: 'Мария Петровна',
      phone: '',
    });
    expect(dentalProPatientOf({ ClientFullName: 'Мария', ClientPhone: '79123456789' })).toEqual({
      surname: '',
      name: 'Мария',
      phone: '79123456789',
    });
  });

  it("writes DentalPRO's date and times and MacDent's dd.mm.yyyy HH:MM:SS with the filial", () => {
    const visit = misVisit('2026-12-01T09:30', 30, 'Asia/Almaty', 'Asia/Almaty')!;
    const dentalPro = misBookingOf({ mis: { kind: 'dentalPro', entryId: 'e', misId: '2' } }, '2026-12-01T09:30')!;
    // DentalTelegramBot's RecordCreate: time_start/time_end as HH:MM:SS, a reception type, not planned.
    expect(dentalProRecordParams(dentalPro, visit, { clientId: '50001', receptionType: '86' }, 'note')).toEqual({
      date: '2026-12-01',
      time_start: '09:30:00',
      time_end: '10:00:00',
      doctor_id: '2',
      client_id: '50001',
      appointment_id: '86',
      is_planned: '0',
      comment: 'note',
    });
    const macDent = misBookingOf({ mis: macDentRef }, '2026-12-01T09:30')!;
    expect(macDentZapisParams(macDent, visit, '12263809', 'note')).toEqual({
      doctor: '23273',
      patient: '12263809',
      start: '01.12.2026 09:30:00',
      end: '01.12.2026 10:00:00',
      filial: '200',
      comment: 'note',
    });
    expect(macDentTime('2027-01-05', '08:05')).toBe('05.01.2027 08:05:00');
  });
});
