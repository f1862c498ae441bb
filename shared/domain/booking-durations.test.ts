// The booking rule with service durations, vacations and holidays (issue 26 §4): what the widget offers
// and what POST /api/ticket accepts are the same starts, and none of them breaks the schedule.
import fc from 'fast-check';
import type { ScheduleDraft, ScheduleException } from '../schemas/doctor';
import { bookableSlots, bookingOffer, canBook, type BookingClinic, type BookingDoctor } from './booking';
import { overlaps } from './free-starts';
import { addDays, hoursOn, spansOf, type Booked } from './schedule';

// Monday 2030-01-07, 06:00 in Moscow.
const now = new Date('2030-01-07T03:00:00Z');
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const week: ScheduleDraft = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  exceptions: [],
  slotMinutes: 30,
  horizonDays: 14,
};
const clinic: BookingClinic = {
  addressList: ['ул. Ленина, 1'],
  timezone: 'Europe/Moscow',
  prices: {
    Терапия: [
      { name: 'Пломба', cost: '3500', duration: 60 },
      { name: 'Чистка', cost: '2000' },
      { name: 'Имплантация', cost: '', duration: 150 },
    ],
  },
  holidays: ['2030-01-08'],
};
const doctorWith = (schedule: ScheduleDraft): BookingDoctor => ({
  source: 'manual',
  status: true,
  deleteDoctor: false,
  updated_at: now.toISOString(),
  specialization: ['Терапевт'],
  service: {
    Терапия: [
      { name: 'Пломба', checked: true },
      { name: 'Чистка', checked: true },
      { name: 'Имплантация', checked: true },
    ],
  },
  address: { 'ул. Ленина, 1': true },
  appointment: {},
  schedule,
});
const vacation: ScheduleException = { kind: 'vacation', from: '2030-01-09', to: '2030-01-10' };
const doctor = doctorWith({ ...week, exceptions: [vacation] });
const request = (planStart: string, service: string) => ({ planStart, service });

describe('booking with durations, vacations and holidays', () => {
  it('offers per duration only the starts where the whole service fits, and no day of a holiday or a vacation', () => {
    const offer = bookingOffer(doctor, clinic, [], now)!;
    expect(Object.keys(offer.slotsByDuration)).toEqual(['60', '150']);
    for (const slots of [offer.slots, ...Object.values(offer.slotsByDuration)]) {
      expect(Object.keys(slots)).not.toContain('2030-01-08');
      expect(Object.keys(slots)).not.toContain('2030-01-09');
      expect(Object.keys(slots)).not.toContain('2030-01-10');
    }
    expect(offer.slots['2030-01-07']).toContain('12:30');
    expect(offer.slots['2030-01-07']).toContain('17:30');
    expect(offer.slotsByDuration['60']!['2030-01-07']).not.toContain('12:30');
    expect(offer.slotsByDuration['60']!['2030-01-07']).not.toContain('17:30');
    expect(offer.slotsByDuration['150']!['2030-01-07']).toEqual(['09:00', '09:30', '10:00', '10:30', '14:00', '14:30', '15:00', '15:30']);
  });

  it('accepts a start only for a service that fits there, and says why not', () => {
    expect(canBook(doctor, clinic, request('2030-01-07T12:30', 'Чистка, 2 000 ₽'), [], now)).toEqual({
      ok: true,
      minutes: 30,
      covers: ['2030-01-07T12:30'],
    });
    expect(canBook(doctor, clinic, request('2030-01-07T12:30', 'Пломба, 3 500 ₽'), [], now)).toMatchObject({
      ok: false,
      refusal: 'noRoom',
    });
    expect(canBook(doctor, clinic, request('2030-01-07T11:00', 'Пломба, 3 500 ₽'), [], now)).toEqual({
      ok: true,
      minutes: 60,
      covers: ['2030-01-07T11:00', '2030-01-07T11:30'],
    });
    expect(canBook(doctor, clinic, request('2030-01-09T10:00', 'Чистка, 2 000 ₽'), [], now)).toMatchObject({
      ok: false,
      refusal: 'slotNotFree',
    });
  });

  it('holds a booking for its whole length: a start inside it is taken, a visit running into it does not fit', () => {
    const booked: Booked[] = [{ start: '2030-01-07T10:00', minutes: 60 }];
    expect(canBook(doctor, clinic, request('2030-01-07T10:30', 'Чистка'), booked, now)).toMatchObject({ refusal: 'slotTaken' });
    expect(canBook(doctor, clinic, request('2030-01-07T09:30', 'Пломба'), booked, now)).toMatchObject({ refusal: 'noRoom' });
    expect(canBook(doctor, clinic, request('2030-01-07T09:30', 'Чистка'), booked, now)).toMatchObject({ ok: true });
    expect(canBook(doctor, clinic, request('2030-01-07T11:00', 'Пломба'), booked, now)).toMatchObject({ ok: true });
    // A reservation from before lengths holds one slot.
    expect(canBook(doctor, clinic, request('2030-01-07T10:30', 'Чистка'), [{ start: '2030-01-07T10:00' }], now)).toMatchObject({
      ok: true,
    });
  });

  it('takes the duration of the service priced as the lead says when two share a name', () => {
    const twins: BookingClinic = {
      ...clinic,
      prices: {
        Терапия: [
          { name: 'Пломба', cost: '3500', duration: 60 },
          { name: 'Пломба', cost: '5000', duration: 90 },
        ],
      },
    };
    expect(canBook(doctor, twins, request('2030-01-07T09:00', 'Пломба, 5 000 ₽'), [], now)).toMatchObject({ minutes: 90 });
    expect(canBook(doctor, twins, request('2030-01-07T09:00', 'Пломба, 3 500 ₽'), [], now)).toMatchObject({ minutes: 60 });
  });
});

// Any week, exceptions, holidays and bookings: what is offered keeps to the schedule, and the server accepts exactly it.
const time = fc.integer({ min: 6 * 12, max: 21 * 12 }).map((five) => five * 5);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const hoursArb = fc
  .tuple(time, time, fc.option(fc.tuple(time, fc.integer({ min: 5, max: 90 }))))
  .filter(([a, b]) => a !== b)
  .map(([a, b, pause]) => {
    const [start, end] = a < b ? [a, b] : [b, a];
    const breaks =
      pause && pause[0] > start && pause[0] + pause[1] < end ? [{ start: hhmm(pause[0]), end: hhmm(pause[0] + pause[1]) }] : [];
    return { start: hhmm(start), end: hhmm(end), breaks };
  });
const dayOfHorizon = fc.integer({ min: 0, max: 13 }).map((offset) => addDays('2030-01-07', offset));
const exceptionArb: fc.Arbitrary<ScheduleException> = fc.oneof(
  fc
    .tuple(dayOfHorizon, fc.integer({ min: 0, max: 5 }))
    .map(([from, length]) => ({ kind: 'vacation' as const, from, to: addDays(from, length) })),
  dayOfHorizon.map((date) => ({ kind: 'dayOff' as const, date })),
  fc.tuple(dayOfHorizon, hoursArb).map(([date, hours]) => ({ kind: 'workday' as const, date, ...hours })),
);
const scheduleArb = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
    hoursArb,
    fc.uniqueArray(exceptionArb, { maxLength: 6, selector: (e) => (e.kind === 'vacation' ? e.from : e.date) }),
    fc.constantFrom(15, 20, 30, 45, 60),
  )
  .map(
    ([weekdays, hours, exceptions, slotMinutes]): ScheduleDraft => ({
      days: weekdays.map((weekday) => ({ weekday, ...hours })),
      exceptions,
      slotMinutes,
      horizonDays: 14,
    }),
  );
const bookedArb = fc.array(
  fc
    .tuple(dayOfHorizon, time, fc.integer({ min: 5, max: 240 }))
    .map(([date, start, length]) => ({ start: `${date}T${hhmm(start)}`, minutes: length })),
  { maxLength: 8 },
);
const holidaysArb = fc.uniqueArray(dayOfHorizon, { maxLength: 3 });
const durationArb = fc.constantFrom(undefined, 15, 30, 60, 90, 150, 240);

describe('booking with durations (properties)', () => {
  it('never offers a start on a closed day, outside the working hours, or overlapping a booking; the server accepts exactly the offered starts', () => {
    fc.assert(
      fc.property(scheduleArb, bookedArb, holidaysArb, durationArb, (schedule, booked, holidays, duration) => {
        const rule = { ...clinic, holidays, prices: { Терапия: [{ name: 'Услуга', cost: '', ...(duration ? { duration } : {}) }] } };
        const subject = { ...doctorWith(schedule), service: { Терапия: [{ name: 'Услуга', checked: true }] } };
        const length = duration ?? schedule.slotMinutes;
        const offered = bookableSlots(subject, rule, booked, now, length);
        // Violations are collected and checked once: an expect per start would be most of the run's time.
        const wrong: string[] = [];
        for (const [date, times] of Object.entries(offered)) {
          const hours = hoursOn(schedule, date, new Set(holidays));
          if (!hours) wrong.push(`${date}: offered on a closed day`);
          const onDuty = schedule.exceptions.some((e) => e.kind === 'workday' && e.date === date);
          const off = schedule.exceptions.some(
            (e) => (e.kind === 'dayOff' && e.date === date) || (e.kind === 'vacation' && e.from <= date && date <= e.to),
          );
          if (!onDuty && (holidays.includes(date) || off)) wrong.push(`${date}: offered on a holiday, a day off or in a vacation`);
          for (const at of times) {
            const visit = { start: minutes(at), end: minutes(at) + length };
            if (!hours || !spansOf(hours).some((span) => span.start <= visit.start && visit.end <= span.end))
              wrong.push(`${date} ${at}: outside the hours`);
            const taken = booked
              .filter((item) => item.start.startsWith(date))
              .map((item) => ({ start: minutes(item.start.slice(11)), end: minutes(item.start.slice(11)) + item.minutes }));
            if (taken.some((span) => overlaps(visit, span))) wrong.push(`${date} ${at}: overlaps a booking`);
          }
        }
        for (let offset = 0; offset < 14; offset++) {
          const date = addDays('2030-01-07', offset);
          const tried = new Set([...(offered[date] ?? []).map(minutes), ...Array.from({ length: 30 }, (_, at) => 6 * 60 + at * 30)]);
          for (const at of tried) {
            const accepted = canBook(subject, rule, request(`${date}T${hhmm(at)}`, 'Услуга'), booked, now).ok;
            if (accepted !== (offered[date]?.includes(hhmm(at)) ?? false))
              wrong.push(`${date} ${hhmm(at)}: the server ${accepted ? 'accepts' : 'refuses'} it`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
