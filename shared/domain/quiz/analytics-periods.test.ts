import { periodDays } from './analytics-periods';

// Wednesday 2026-07-01, 22:30 UTC: already Thursday 2 July in Novosibirsk (UTC+7), still Wednesday in Moscow (UTC+3).
const lateWednesdayUtc = new Date('2026-07-01T22:30:00Z');

describe('analytics periods in the clinic time zone', () => {
  it('Сегодня and Вчера are the clinic day, not the UTC one', () => {
    expect(periodDays('today', 'Europe/Moscow', lateWednesdayUtc)).toEqual({ from: '2026-07-02', to: '2026-07-02' });
    expect(periodDays('today', 'Europe/Kaliningrad', lateWednesdayUtc)).toEqual({ from: '2026-07-02', to: '2026-07-02' });
    expect(periodDays('today', 'Europe/Moscow', new Date('2026-07-01T20:59:59Z'))).toEqual({ from: '2026-07-01', to: '2026-07-01' });
    expect(periodDays('yesterday', 'Asia/Novosibirsk', lateWednesdayUtc)).toEqual({ from: '2026-07-01', to: '2026-07-01' });
  });

  it('Вчера crosses a month and a year boundary', () => {
    expect(periodDays('yesterday', 'Europe/Moscow', new Date('2026-03-01T09:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodDays('yesterday', 'Europe/Moscow', new Date('2027-01-01T09:00:00Z'))).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('Неделя runs from Monday to today, and is one day on a Monday', () => {
    expect(periodDays('week', 'Europe/Moscow', new Date('2026-07-05T12:00:00Z'))).toEqual({ from: '2026-06-29', to: '2026-07-05' });
    expect(periodDays('week', 'Europe/Moscow', new Date('2026-06-29T12:00:00Z'))).toEqual({ from: '2026-06-29', to: '2026-06-29' });
    // Sunday 23:30 UTC is Monday in Moscow: a new week.
    expect(periodDays('week', 'Europe/Moscow', new Date('2026-07-05T23:30:00Z'))).toEqual({ from: '2026-07-06', to: '2026-07-06' });
  });

  it('Месяц runs from the 1st to today', () => {
    expect(periodDays('month', 'Europe/Moscow', new Date('2026-02-17T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-17' });
    expect(periodDays('month', 'Asia/Almaty', new Date('2026-02-28T21:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('Свой takes two picked days in either order', () => {
    expect(periodDays('custom', 'Europe/Moscow', lateWednesdayUtc, ['2026-06-10', '2026-06-03'])).toEqual({
      from: '2026-06-03',
      to: '2026-06-10',
    });
    expect(periodDays('custom', 'Europe/Moscow', lateWednesdayUtc, ['2026-06-03', '2026-06-10'])).toEqual({
      from: '2026-06-03',
      to: '2026-06-10',
    });
    expect(periodDays('custom', 'Europe/Moscow', lateWednesdayUtc, ['2026-06-03', '2026-06-03'])).toEqual({
      from: '2026-06-03',
      to: '2026-06-03',
    });
  });
});
