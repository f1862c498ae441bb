import type { WeeklySchedule } from '../schemas/doctor';
import { addDays, daySlots, generateAppointment, isFreeSlot, isoWeekday, localMoment } from './schedule';

const weekdays: WeeklySchedule = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  slotMinutes: 60,
  horizonDays: 14,
};

describe('calendar helpers', () => {
  it('knows weekdays and adds days across months and years', () => {
    expect(isoWeekday('2030-01-07')).toBe(1);
    expect(isoWeekday('2030-01-13')).toBe(7);
    expect(addDays('2029-12-31', 1)).toBe('2030-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads the clinic clock: Moscow is UTC+3, Almaty UTC+5', () => {
    const now = new Date('2030-01-07T20:30:00Z');
    expect(localMoment('Europe/Moscow', now)).toEqual({ date: '2030-01-07', minutes: 23 * 60 + 30 });
    expect(localMoment('Asia/Almaty', now)).toEqual({ date: '2030-01-08', minutes: 60 + 30 });
  });
});

describe('day slots', () => {
  it('skips a break and resumes when it ends', () => {
    const slots = daySlots({ start: '09:00', end: '12:00', breaks: [{ start: '10:30', end: '11:00' }] }, 30);
    expect(slots.map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`)).toEqual([
      '9:00',
      '9:30',
      '10:00',
      '11:00',
      '11:30',
    ]);
  });

  it('never lets a slot run past the end of the day or into a break (property)', () => {
    for (let length = 5; length <= 120; length += 5) {
      const breaks = [{ start: '12:10', end: '12:55' }];
      for (const start of daySlots({ start: '08:15', end: '17:40', breaks }, length)) {
        expect(start + length).toBeLessThanOrEqual(17 * 60 + 40);
        expect(start).toBeGreaterThanOrEqual(8 * 60 + 15);
        expect(start + length <= 12 * 60 + 10 || start >= 12 * 60 + 55).toBe(true);
      }
    }
  });
});

describe('generated appointment map', () => {
  it('covers the horizon on working days only, with the slot length and breaks (Europe/Moscow)', () => {
    // Monday 2030-01-07 06:00 in Moscow.
    const map = generateAppointment(weekdays, 'Europe/Moscow', new Date('2030-01-07T03:00:00Z'));
    const dates = Object.keys(map);
    expect(dates[0]).toBe('2030-01-07');
    expect(dates).toHaveLength(10);
    expect(dates.every((date) => isoWeekday(date) <= 5)).toBe(true);
    expect(Object.keys(map['2030-01-07']!)).toEqual(['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']);
    expect(Object.values(map['2030-01-07']!).every((busy) => busy === false)).toBe(true);
  });

  it('never offers a slot that has started, in the clinic zone (Asia/Almaty)', () => {
    // 10:30 in Almaty (UTC+5) is 05:30Z; still 08:30 in Moscow.
    const now = new Date('2030-01-07T05:30:00Z');
    expect(Object.keys(generateAppointment(weekdays, 'Asia/Almaty', now)['2030-01-07']!)[0]).toBe('11:00');
    expect(Object.keys(generateAppointment(weekdays, 'Europe/Moscow', now)['2030-01-07']!)[0]).toBe('09:00');
  });

  it('past slots are never free, at any moment of the day (property)', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(Date.UTC(2030, 0, 7, 0, minute) - 5 * 3_600_000);
      const today = localMoment('Asia/Almaty', now);
      const map = generateAppointment({ ...weekdays, slotMinutes: 20 }, 'Asia/Almaty', now);
      for (const time of Object.keys(map[today.date] ?? {})) {
        expect(Number(time.slice(0, 2)) * 60 + Number(time.slice(3))).toBeGreaterThan(today.minutes);
      }
    }
  });

  it('drops a day whose slots have all passed and marks reserved slots busy', () => {
    const map = generateAppointment(weekdays, 'Europe/Moscow', new Date('2030-01-07T15:30:00Z'), [{ start: '2030-01-08T10:00' }]);
    expect(map['2030-01-07']).toBeUndefined();
    expect(map['2030-01-08']!['10:00']).toBe(true);
    expect(map['2030-01-08']!['11:00']).toBe(false);
  });

  it('checks a stored MIS map for a free future slot', () => {
    const now = new Date('2030-01-07T07:00:00Z'); // 10:00 in Moscow
    const map = { '2030-01-07': { '09:00': false, '11:00': false, '12:00': true } };
    expect(isFreeSlot(map, '2030-01-07', '09:00', 'Europe/Moscow', now)).toBe(false);
    expect(isFreeSlot(map, '2030-01-07', '11:00', 'Europe/Moscow', now)).toBe(true);
    expect(isFreeSlot(map, '2030-01-07', '12:00', 'Europe/Moscow', now)).toBe(false);
  });
});
