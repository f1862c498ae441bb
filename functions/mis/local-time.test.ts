import { clinicInstant, clinicLocal, minutesOfDay } from './local-time';

describe('MIS times on the clinic clock', () => {
  it('reads an offset time as an instant and shows it in the clinic zone, whatever the offset is written like', () => {
    // 09:00 in Novosibirsk (+07:00) is 05:00 in Moscow.
    expect(clinicLocal('2025-12-25T09:00:00+07:00', 'Europe/Moscow')).toEqual({ date: '2025-12-25', minutes: 5 * 60 });
    expect(clinicLocal('2025-12-25T09:00:00+0700', 'Europe/Moscow')).toEqual({ date: '2025-12-25', minutes: 5 * 60 });
    expect(clinicLocal('2025-12-25T22:30:00Z', 'Asia/Novosibirsk')).toEqual({ date: '2025-12-26', minutes: 5 * 60 + 30 });
  });

  it('keeps a time without an offset as clinic-local, ISO or MacDent dotted', () => {
    expect(clinicLocal('2025-12-25T09:30:00', 'Asia/Almaty')).toEqual({ date: '2025-12-25', minutes: 9 * 60 + 30 });
    expect(clinicLocal('12.08.2026 13:00:00', 'Europe/Moscow')).toEqual({ date: '2026-08-12', minutes: 13 * 60 });
  });

  it('refuses what is not a time', () => {
    expect(clinicLocal('завтра утром', 'Europe/Moscow')).toBeUndefined();
    expect(clinicLocal('2025-12-25T25:00:00', 'Europe/Moscow')).toBeUndefined();
    expect(minutesOfDay('10:25')).toBe(625);
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(minutesOfDay('10:75')).toBeUndefined();
  });

  it('reads an instant with its offset, and a time without one on the clinic clock (IDENT dateTimeFrom)', () => {
    expect(clinicInstant('2025-12-16T00:00:00+07:00', 'Europe/Moscow')?.toISOString()).toBe('2025-12-15T17:00:00.000Z');
    expect(clinicInstant('2025-12-16T00:00:00+0300', 'Asia/Novosibirsk')?.toISOString()).toBe('2025-12-15T21:00:00.000Z');
    expect(clinicInstant('2025-12-16T00:00:00', 'Asia/Novosibirsk')?.toISOString()).toBe('2025-12-15T17:00:00.000Z');
    expect(clinicInstant('2025-12-16T10:15:30', 'Europe/Moscow')?.toISOString()).toBe('2025-12-16T07:15:30.000Z');
    expect(clinicInstant('2025-12-16T10:15', 'Asia/Almaty')?.toISOString()).toBe('2025-12-16T05:15:00.000Z');
    expect(clinicInstant('2025-13-16T10:15:00', 'Europe/Moscow')).toBeUndefined();
    expect(clinicInstant('2025-12-16T24:00:00', 'Europe/Moscow')).toBeUndefined();
    expect(clinicInstant('вчера', 'Europe/Moscow')).toBeUndefined();
  });
});
