import { dueReminders, wallTimeInstant } from './reminders';

describe('dueReminders', () => {
  it('reads the visit on the clinic clocks', () => {
    expect(new Date(wallTimeInstant('2026-03-12T14:30', 'Europe/Moscow')).toISOString()).toBe('2026-03-12T11:30:00.000Z');
    expect(new Date(wallTimeInstant('2026-03-12T14:30', 'Asia/Almaty')).toISOString()).toBe('2026-03-12T09:30:00.000Z');
  });

  it('are due 24 h and 2 h before the visit, earliest first', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    expect(dueReminders('2026-03-12T14:30', 'Europe/Moscow', [2, 24], now)).toEqual([
      { hours: 24, dueAt: Date.parse('2026-03-11T11:30:00Z') },
      { hours: 2, dueAt: Date.parse('2026-03-12T09:30:00Z') },
    ]);
  });

  it('leave out a reminder whose time passed before the booking', () => {
    const now = Date.parse('2026-03-12T05:00:00Z');
    expect(dueReminders('2026-03-12T14:30', 'Europe/Moscow', [24, 2], now)).toEqual([
      { hours: 2, dueAt: Date.parse('2026-03-12T09:30:00Z') },
    ]);
    expect(dueReminders('not a time', 'Europe/Moscow', [24], now)).toEqual([]);
  });
});
