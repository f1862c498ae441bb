import { weeklyScheduleSchema } from '../../../../shared/schemas/doctor';
import { newException } from './schedule-exceptions-model';

describe('a new exception in the schedule dialog', () => {
  // Wednesday 2026-06-10, 15:00 in the browser.
  const now = new Date(2026, 5, 10, 15, 0);

  it('is a week of vacation from tomorrow, a day off tomorrow, or the next Saturday worked 10:00–14:00', () => {
    expect(newException('vacation', now)).toEqual({ kind: 'vacation', from: '2026-06-11', to: '2026-06-17' });
    expect(newException('dayOff', now)).toEqual({ kind: 'dayOff', date: '2026-06-11' });
    expect(newException('workday', now)).toEqual({ kind: 'workday', date: '2026-06-13', start: '10:00', end: '14:00', breaks: [] });
    expect(newException('workday', new Date(2026, 5, 12, 9))).toMatchObject({ date: '2026-06-13' });
    expect(newException('workday', new Date(2026, 5, 13, 9))).toMatchObject({ date: '2026-06-20' });
  });

  it('is one the schema takes as it is', () => {
    const days = [{ weekday: 1, start: '09:00', end: '18:00', breaks: [] }];
    for (const kind of ['vacation', 'dayOff', 'workday'] as const) {
      const schedule = { days, exceptions: [newException(kind, now)], slotMinutes: 30, horizonDays: 28 };
      expect(weeklyScheduleSchema.safeParse(schedule).success).toBe(true);
    }
  });
});
