// Issue 26 §4 over HTTP: a doctor's vacations, days off and one-off working days and the clinic's holidays
// change what GET /api/widget offers and what POST /api/ticket takes; a service of 60 minutes is offered and
// booked only where an hour fits and holds its hour; bad dates, ranges and durations are a 400 at their field;
// two overlapping bookings sent at once never both land.
import { BOOKING_REFUSALS } from '../../shared/domain/booking';
import { addDays, localMoment } from '../../shared/domain/schedule';
import type { DoctorView } from '../../shared/schemas/doctor';
import type { WidgetData, WidgetDoctor } from '../../shared/schemas/widget';
import { api, doctorVersionOf, registerAccount, versionOf } from './api';
import { setUpClinic, weekSchedule } from './clinic-fixtures';
import { ticketOf } from './leads-support';

// The clinic's doctor works every day 08:00–20:00 with a lunch 13:00–14:00, in 30-minute slots, 14 days ahead.
const week = weekSchedule;
const FILLING = 'Пломба, 4 500 ₽';
const CONSULTATION = 'Консультация';

let token: string;
let clinicKey: string;
let doctorId: string;
/** Days from today on the clinic's clocks (Moscow, the default zone). */
const day = (ahead: number) => addDays(localMoment('Europe/Moscow', new Date()).date, ahead);
let phones = 0;
const nextPhone = () => {
  phones += 1;
  return `+7 912 345-${String(10 + (phones % 90)).padStart(2, '0')}-${String(10 + Math.floor(phones / 90)).padStart(2, '0')}`;
};
const book = (PlanStart: string, DoctorService: string, doctor = doctorId) =>
  api('POST', '/api/ticket', {
    body: ticketOf(clinicKey, { action: 'Запись', doctorId: doctor, PlanStart, DoctorService, ClientPhone: nextPhone() }),
  });
const offered = async (): Promise<WidgetDoctor | undefined> =>
  (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body.doctors.find((doctor) => doctor._id === doctorId);
const saveSchedule = async (schedule: object) =>
  api('PUT', '/api/doctor', {
    token,
    body: { doctorList: [{ _id: doctorId, version: await doctorVersionOf(doctorId, token), schedule }] },
  });

beforeAll(async () => {
  ({ token } = await registerAccount());
  ({ doctorId } = await setUpClinic(token));
  clinicKey = (await api('GET', '/api/user', { token })).body._id;
  const setting = await api('PUT', '/api/setting', {
    token,
    body: {
      version: await versionOf('/api/setting', token),
      setting: {
        servicesList: {
          Терапия: [
            { name: 'Пломба', cost: '4500', duration: 60 },
            { name: CONSULTATION, cost: '' },
          ],
        },
      },
      renaming: {},
    },
  });
  expect(setting.status).toBe(200);
  expect(setting.body.servicesList.Терапия[0]).toEqual({ name: 'Пломба', cost: '4500', duration: 60 });
  const both = {
    Терапия: [
      { name: 'Пломба', checked: true },
      { name: CONSULTATION, checked: true },
    ],
  };
  const doctor = await api('PUT', '/api/doctor', {
    token,
    body: { doctorList: [{ _id: doctorId, version: await doctorVersionOf(doctorId, token), service: both }] },
  });
  expect(doctor.status).toBe(200);
});

describe('bad dates, ranges and durations', () => {
  it('are a 400 naming the field, in Russian, and nothing is saved', async () => {
    const reversed = await saveSchedule({ ...week, exceptions: [{ kind: 'vacation', from: day(5), to: day(3) }] });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      'doctorList.0.schedule.exceptions.0.to': expect.stringMatching(/^Отпуск .*: дата окончания раньше даты начала$/),
    });
    const notADate = await api('POST', '/api/doctor', {
      token,
      body: { name: 'Петров Пётр', schedule: { ...week, exceptions: [{ kind: 'dayOff', date: '2026-02-30' }] } },
    });
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields).toEqual({
      'schedule.exceptions.0.date': 'Выходной: дата в формате гггг-мм-дд, например 2026-05-01',
    });
    const holiday = await api('PUT', '/api/clinic', {
      token,
      body: { version: await versionOf('/api/clinic', token), holidays: [day(1), '2026-13-01'] },
    });
    expect(holiday.status).toBe(400);
    expect(holiday.body.error.fields).toEqual({ 'holidays.1': 'Праздничный день: дата в формате гггг-мм-дд, например 2026-05-01' });
    const duration = await api('PUT', '/api/setting', {
      token,
      body: {
        version: await versionOf('/api/setting', token),
        setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500', duration: 17 }] } },
        renaming: {},
      },
    });
    expect(duration.status).toBe(400);
    expect(duration.body.error.fields).toEqual({
      'setting.servicesList.Терапия.0.duration': 'Длительность услуги: от 15 до 240 минут, шагом 5 минут',
    });

    const doctors = await api<DoctorView[]>('GET', '/api/doctor', { token });
    expect(doctors.body.find((doctor) => doctor._id === doctorId)!.schedule!.exceptions ?? []).toEqual([]);
    expect((await api('GET', '/api/clinic', { token })).body.holidays).toEqual([]);
    expect((await api('GET', '/api/setting', { token })).body.servicesList.Терапия[0].duration).toBe(60);
  });
});

describe('a service of 60 minutes', () => {
  it('is offered and taken only where an hour fits before a break, the end of the day or a booking, and holds its hour', async () => {
    const date = day(1);
    const doctor = (await offered())!;
    expect(doctor.slots[date]).toEqual(expect.arrayContaining(['12:30', '19:30']));
    expect(doctor.slotsByDuration['60']![date]).not.toContain('12:30');
    expect(doctor.slotsByDuration['60']![date]).not.toContain('19:30');
    expect(doctor.slotsByDuration['60']![date]).toContain('12:00');

    const noRoom = await book(`${date}T12:30`, FILLING);
    expect(noRoom.status).toBe(409);
    expect(noRoom.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.noRoom });

    const booked = await book(`${date}T10:00`, FILLING);
    expect(booked.status).toBe(201);
    const after = (await offered())!;
    expect(after.slots[date]).not.toContain('10:00');
    expect(after.slots[date]).not.toContain('10:30');
    expect(after.slots[date]).toEqual(expect.arrayContaining(['09:30', '11:00']));
    expect(after.slotsByDuration['60']![date]).not.toContain('09:30');
    const inside = await book(`${date}T10:30`, CONSULTATION);
    expect(inside.status).toBe(409);
    expect(inside.body.error).toMatchObject({ code: 'SLOT_TAKEN', message: BOOKING_REFUSALS.slotTaken });
    const runsInto = await book(`${date}T09:30`, FILLING);
    expect(runsInto.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.noRoom });

    // Deleting the booking frees its whole hour.
    expect((await api('DELETE', `/api/google?id=${booked.body.id}`, { token })).status).toBeLessThan(300);
    const freed = (await offered())!;
    expect(freed.slots[date]).toEqual(expect.arrayContaining(['10:00', '10:30']));
  });

  it('shows in the journal as one visit of an hour', async () => {
    const date = day(10);
    const booked = await book(`${date}T15:00`, FILLING);
    expect(booked.status).toBe(201);
    const journal = await api('GET', `/api/ticket/journal?day=${date}`, { token });
    expect(journal.status).toBe(200);
    const doctor = journal.body.doctors.find((item: { id: string }) => item.id === doctorId);
    expect(doctor.entries).toEqual([expect.objectContaining({ start: '15:00', end: '16:00', kind: 'booking', leadId: booked.body.id })]);
  });

  it('of two overlapping bookings sent at once (different starts, same doctor), exactly one is stored', async () => {
    const date = day(2);
    const pairs: Array<[string, string, string, string]> = [
      ['08:00', FILLING, '08:30', CONSULTATION],
      ['09:30', CONSULTATION, '09:00', FILLING],
      ['10:00', FILLING, '10:30', FILLING],
      ['11:30', FILLING, '11:00', FILLING],
      ['15:00', FILLING, '15:30', CONSULTATION],
    ];
    for (const [first, firstService, second, secondService] of pairs) {
      const answers = await Promise.all([book(`${date}T${first}`, firstService), book(`${date}T${second}`, secondService)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    const leads = (await api('GET', '/api/ticket/user?limit=100', { token })).body.items as Array<{ PlanStart?: string }>;
    expect(leads.filter((lead) => lead.PlanStart?.startsWith(date))).toHaveLength(pairs.length);
  });
});

describe('dates on top of the week', () => {
  it('a vacation, a day off and a clinic holiday close those days in the widget and at booking; a one-off working day opens one', async () => {
    const exceptions = [
      { kind: 'vacation', from: day(3), to: day(4) },
      { kind: 'dayOff', date: day(6) },
      { kind: 'workday', date: day(7), start: '10:00', end: '12:00' },
      { kind: 'workday', date: day(5), start: '09:00', end: '10:00' },
    ];
    const saved = await saveSchedule({ ...week, exceptions });
    expect(saved.status).toBe(200);
    const holidays = await api('PUT', '/api/clinic', {
      token,
      body: { version: await versionOf('/api/clinic', token), holidays: [day(8), day(5)] },
    });
    expect(holidays.status).toBe(200);
    expect(holidays.body.holidays).toEqual([day(5), day(8)]);

    const doctor = (await offered())!;
    for (const closed of [day(3), day(4), day(6), day(8)]) {
      expect(doctor.slots[closed]).toBeUndefined();
      expect(doctor.slotsByDuration['60']![closed]).toBeUndefined();
    }
    expect(doctor.slots[day(7)]).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // On duty on a holiday: the doctor's one-off working day opens it.
    expect(doctor.slots[day(5)]).toEqual(['09:00', '09:30']);
    expect(doctor.slots[day(9)]?.[0]).toBe('08:00');

    const onVacation = await book(`${day(3)}T10:00`, CONSULTATION);
    expect(onVacation.status).toBe(409);
    expect(onVacation.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.slotNotFree });
    const onHoliday = await book(`${day(8)}T10:00`, CONSULTATION, 'All');
    expect(onHoliday.status).toBe(409);
    expect((await book(`${day(7)}T10:00`, FILLING)).status).toBe(201);
  });
});
