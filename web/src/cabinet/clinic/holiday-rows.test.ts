import { holidayProblems, holidaysOf } from './holiday-rows';

describe('the clinic holidays rows', () => {
  const rows = [
    { id: 'a', value: '2026-05-09' },
    { id: 'b', value: '' },
    { id: 'c', value: '2026-01-01' },
    { id: 'd', value: '2026-05-09' },
  ];

  it('save the typed dates ascending, leaving out a row still empty', () => {
    expect(holidaysOf(rows)).toEqual(['2026-01-01', '2026-05-09', '2026-05-09']);
  });

  it('say a date given twice at its second row', () => {
    expect([...holidayProblems(rows)]).toEqual([['d', 'Праздничный день 09.05.2026 указан дважды']]);
  });
});
