import { visitIncrements } from './visit-counts';

const none = { newPicks: [], allPicks: [] };

describe("a beacon's counts", () => {
  it('views every new step and counts each but the last as went on; the next beacon counts the last one', () => {
    expect(visitIncrements({ ...none, newSteps: ['Стартовая страница', 'q:a', 'q:c'] }, 'q:t')).toEqual({
      views: ['Стартовая страница', 'q:a', 'q:c'],
      continued: ['Стартовая страница', 'q:a'],
      picks: [],
      leads: [],
    });
    expect(visitIncrements({ ...none, newSteps: ['q:contacts'], lastBefore: 'q:c' }, 'q:t').continued).toEqual(['q:c']);
  });

  it('counts nothing went on when the visit has no new step (a replayed beacon)', () => {
    expect(visitIncrements({ ...none, newSteps: [], lastBefore: 'q:c' }, 'q:t')).toEqual({
      views: [],
      continued: [],
      picks: [],
      leads: [],
    });
  });

  it('counts a lead for every variant the visit picked once the thank-you page is new, and new picks as picks', () => {
    const visit = { newSteps: ['q:contacts', 'q:t'], newPicks: ['bbbb'], allPicks: ['aaaa', 'bbbb'], lastBefore: 'q:a' };
    expect(visitIncrements(visit, 'q:t')).toEqual({
      views: ['q:contacts', 'q:t'],
      continued: ['q:a', 'q:contacts'],
      picks: ['bbbb'],
      leads: ['aaaa', 'bbbb'],
    });
    expect(visitIncrements(visit, undefined).leads).toEqual([]);
  });
});
