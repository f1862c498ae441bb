import { appointmentOf, mergeRanges } from './free-slots';

describe('free ranges into visits', () => {
  it('merges touching 5-minute cells and cuts visits of the slot length, dropping a short tail', () => {
    const cells = [0, 5, 10, 15, 20, 25, 30, 35, 40].map((offset) => ({ date: '2026-01-10', start: 600 + offset, end: 605 + offset }));
    expect(mergeRanges(cells)).toEqual([{ date: '2026-01-10', start: 600, end: 645 }]);
    expect(appointmentOf(cells, 30)).toEqual({ '2026-01-10': { '10:00': false } });
    expect(appointmentOf(cells, 15)).toEqual({ '2026-01-10': { '10:00': false, '10:15': false, '10:30': false } });
  });

  it('keeps days and gaps apart and ignores empty ranges', () => {
    const ranges = [
      { date: '2026-01-11', start: 540, end: 600 },
      { date: '2026-01-10', start: 540, end: 570 },
      { date: '2026-01-10', start: 600, end: 630 },
      { date: '2026-01-10', start: 700, end: 700 },
    ];
    expect(appointmentOf(ranges, 30)).toEqual({
      '2026-01-10': { '09:00': false, '10:00': false },
      '2026-01-11': { '09:00': false, '09:30': false },
    });
  });
});
