import { analyticsDay, periodDays } from './analytics-periods';

// Wednesday 2026-07-01, 22:30 UTC: already Thursday 2 July in Novosibirsk (UTC+7), still Wednesday in Moscow (UTC+3).
const lateWednesdayUtc = new Date('2026-07-01T22:30:00Z');

describe('the day a view is counted on', () => {
  it("is the clinic's calendar day, not the UTC one nor the visitor's", () => {
    // 23:30 in Moscow is 20:30 UTC: the same day on both clocks.
    expect(analyticsDay(new Date('2026-11-24T20:30:00Z'), 'Europe/Moscow')).toBe('2026-11-24');
    // 00:30 in Moscow is still 21:30 of the day before in UTC: the clinic's new day.
    expect(analyticsDay(new Date('2026-11-24T21:30:00Z'), 'Europe/Moscow')).toBe('2026-11-25');
    // UTC midnight is 03:00 in Moscow; Yekaterinburg (UTC+5) starts its day at 19:00 UTC.
    expect(analyticsDay(new Date('2026-11-25T00:00:00Z'), 'Europe/Moscow')).toBe('2026-11-25');
    expect(analyticsDay(new Date('2026-11-25T00:00:00Z'), 'Europe/Kaliningrad')).toBe('2026-11-25');
    expect(analyticsDay(new Date('2026-11-24T18:59:59Z'), 'Asia/Yekaterinburg')).toBe('2026-11-24');
    expect(analyticsDay(new Date('2026-11-24T19:00:00Z'), 'Asia/Yekaterinburg')).toBe('2026-11-25');
  });

  it('falls on the same day as the period Сегодня at every instant of the clinic day, midnights included', () => {
    const zone = 'Europe/Moscow';
    for (const at of ['2026-11-24T21:00:00Z', '2026-11-25T20:59:59.999Z', '2026-12-31T21:00:00Z']) {
      const today = periodDays('today', zone, new Date(at));
      expect(analyticsDay(new Date(at), zone)).toBe(today.from);
    }
    // One millisecond before the clinic's midnight the view belongs to Вчера of the next day.
    const lastMoment = new Date('2026-11-24T20:59:59.999Z');
    expect(analyticsDay(lastMoment, zone)).toBe(periodDays('yesterday', zone, new Date('2026-11-24T21:00:00Z')).from);
  });
});

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
