import { futureSlots, groupByPartOfDay, mergeSlots, monthsOf, monthWeeks, nowIn, partOfDay, weeksFromFirstFree } from './slots';

describe('slot grouping (Утро 05–11, День 12–16, Вечер 17–21, Ночь otherwise)', () => {
  it.each([
    ['04:59', 'Ночь'],
    ['05:00', 'Утро'],
    ['11:59', 'Утро'],
    ['12:00', 'День'],
    ['16:30', 'День'],
    ['17:00', 'Вечер'],
    ['21:59', 'Вечер'],
    ['22:00', 'Ночь'],
    ['00:00', 'Ночь'],
  ])('%s is %s', (time, part) => {
    expect(partOfDay(time)).toBe(part);
  });

  it('groups a day in the order Утро, День, Вечер, Ночь with times ascending and no empty group', () => {
    expect(groupByPartOfDay(['18:00', '09:30', '09:00', '23:00', '02:00'])).toEqual([
      { part: 'Утро', times: ['09:00', '09:30'] },
      { part: 'Вечер', times: ['18:00'] },
      { part: 'Ночь', times: ['02:00', '23:00'] },
    ]);
  });
});

describe('calendar', () => {
  it('merges several doctors’ slots: every time any of them is free, once, sorted', () => {
    expect(mergeSlots([{ '2030-03-02': ['10:00', '09:00'] }, { '2030-03-02': ['09:00', '11:00'], '2030-03-01': ['15:00'] }])).toEqual({
      '2030-03-01': ['15:00'],
      '2030-03-02': ['09:00', '10:00', '11:00'],
    });
  });

  it('offers only what is ahead: later days, and today’s times after now', () => {
    const slots = { '2030-03-01': ['09:00'], '2030-03-02': ['09:00', '10:00', '10:30'], '2030-03-03': ['08:00'] };
    expect(futureSlots(slots, { date: '2030-03-02', time: '10:00' })).toEqual({ '2030-03-02': ['10:30'], '2030-03-03': ['08:00'] });
  });

  it('lists months ascending', () => {
    expect(monthsOf({ '2030-04-01': ['09:00'], '2030-03-30': ['09:00'], '2030-03-31': ['09:00'] })).toEqual(['2030-03', '2030-04']);
  });

  it('lays a month out in Monday-first weeks', () => {
    // March 2030 starts on a Friday and has 31 days.
    const weeks = monthWeeks('2030-03');
    expect(weeks[0]).toEqual([null, null, null, null, '2030-03-01', '2030-03-02', '2030-03-03']);
    expect(weeks.at(-1)).toEqual(['2030-03-25', '2030-03-26', '2030-03-27', '2030-03-28', '2030-03-29', '2030-03-30', '2030-03-31']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('reads the clinic’s wall clock in its zone', () => {
    expect(nowIn('Asia/Almaty', new Date('2030-03-01T20:30:00Z'))).toEqual({ date: '2030-03-02', time: '01:30' });
    expect(nowIn('Europe/Moscow', new Date('2030-03-01T20:30:00Z'))).toEqual({ date: '2030-03-01', time: '23:30' });
  });
});

describe('the calendar’s first week', () => {
  it('starts at the week of the first free day, and keeps a month that starts free whole', () => {
    // November 2026 starts on a Sunday: weeks from 26 Oct–1 Nov; 24 Nov is in the fifth row.
    const weeks = weeksFromFirstFree('2026-11', { '2026-11-24': ['10:00'] });
    expect(weeks[0]).toContain('2026-11-24');
    expect(weeks).toHaveLength(monthWeeks('2026-11').length - 4);
    expect(weeksFromFirstFree('2026-11', { '2026-11-01': ['10:00'] })).toEqual(monthWeeks('2026-11'));
  });
});
