import { inPeriod, leadDay, leadMatcher, type FilterableLead } from './filter';
import { landingPageOf, matchesSource, utmSourceOf } from './source';
import { LeadTally, TALLY_VALUES } from './tally';

const lead = (fields: Partial<FilterableLead> & { DoctorName?: string } = {}): FilterableLead & { DoctorName?: string } => ({
  kind: 'booking',
  ClientFullName: 'Анна',
  ClientPhone: '+7 912 345-67-89',
  createdAt: '2026-03-10T09:00:00.000Z',
  timezone: 'Europe/Moscow',
  Utm: '',
  URL: '',
  ...fields,
});

describe('the source of a lead', () => {
  it('is the widget for a booking, a quiz (and which) for quiz answers', () => {
    expect(matchesSource({ kind: 'booking' }, 'widget')).toBe(true);
    expect(matchesSource({ kind: 'quiz', quizId: 'u.q1' }, 'widget')).toBe(false);
    expect(matchesSource({ kind: 'quiz', quizId: 'u.q1' }, 'quiz')).toBe(true);
    expect(matchesSource({ kind: 'quiz', quizId: 'u.q1' }, 'quiz:u.q1')).toBe(true);
    expect(matchesSource({ kind: 'quiz', quizId: 'u.q2' }, 'quiz:u.q1')).toBe(false);
    expect(matchesSource({ kind: 'booking' }, 'quiz:')).toBe(false);
  });

  it('reads utm_source from the UTM lines', () => {
    expect(utmSourceOf('utm_campaign: весна\nutm_source: yandex\nutm_medium: cpc')).toBe('yandex');
    expect(utmSourceOf('utm_medium: cpc')).toBe('');
    expect(utmSourceOf('')).toBe('');
  });

  it('names the landing page without scheme, www, query and trailing slash', () => {
    expect(landingPageOf('https://www.Clinic.ru/implants/?utm_source=yandex#form')).toBe('clinic.ru/implants');
    expect(landingPageOf('clinic.ru/')).toBe('clinic.ru');
    expect(landingPageOf('')).toBe('');
    expect(landingPageOf('http://[bad')).toBe('');
  });
});

describe('the period: clinic-local days, in the zone the lead came in', () => {
  it('puts a lead on its clinic’s day, not UTC’s', () => {
    // 21:30 UTC on the 9th is the 10th in Moscow (UTC+3) and still the 9th in UTC.
    const late = lead({ createdAt: '2026-03-09T21:30:00.000Z' });
    expect(leadDay(late)).toBe('2026-03-10');
    expect(inPeriod(late, { from: '2026-03-10', to: '2026-03-10' })).toBe(true);
    expect(inPeriod(late, { to: '2026-03-09' })).toBe(false);
    expect(leadDay({ ...late, timezone: 'Asia/Almaty' })).toBe('2026-03-10');
    expect(leadDay({ ...late, timezone: undefined })).toBe('2026-03-10');
    expect(leadDay({ ...late, timezone: 'Nowhere/Unknown' })).toBe('2026-03-10');
  });

  it('keeps both ends', () => {
    expect(inPeriod(lead(), { from: '2026-03-10' })).toBe(true);
    expect(inPeriod(lead(), { from: '2026-03-11' })).toBe(false);
    expect(inPeriod(lead(), {})).toBe(true);
  });
});

describe('leadMatcher', () => {
  const booked = lead({
    doctorId: 'd1',
    handling: { status: 'calledBack' },
    Utm: 'utm_source: Yandex',
    URL: 'https://clinic.ru/implants?x=1',
  });

  it('needs every filter to hold', () => {
    expect(leadMatcher({})(booked)).toBe(true);
    expect(leadMatcher({ status: 'calledBack', doctor: 'd1', source: 'widget', utm: 'yandex', page: 'clinic.ru/implants' })(booked)).toBe(
      true,
    );
    expect(leadMatcher({ status: 'new' })(booked)).toBe(false);
    expect(leadMatcher({ status: 'new' })(booked, { ignoreStatus: true })).toBe(true);
    expect(leadMatcher({ doctor: 'd2' })(booked)).toBe(false);
    expect(leadMatcher({ source: 'quiz' })(booked)).toBe(false);
    expect(leadMatcher({ utm: 'google' })(booked)).toBe(false);
    expect(leadMatcher({ page: 'https://clinic.ru/other' })(booked)).toBe(false);
    expect(leadMatcher({ q: '8 912 345' })(booked)).toBe(true);
    expect(leadMatcher({ q: 'Мария' })(booked)).toBe(false);
  });

  it('takes a lead nobody handled as new', () => {
    expect(leadMatcher({ status: 'new' })(lead())).toBe(true);
  });
});

describe('LeadTally', () => {
  it('counts matches, and per staff status the matches of every other filter', () => {
    const tally = new LeadTally(leadMatcher({ status: 'calledBack', source: 'widget' }));
    const added = [
      lead({ handling: { status: 'calledBack' } }),
      lead({ handling: { status: 'calledBack' } }),
      lead(),
      lead({ handling: { status: 'refused' } }),
      lead({ kind: 'quiz', quizId: 'u.q', handling: { status: 'calledBack' } }),
    ].map((each) => tally.add(each));
    expect(added).toEqual([true, true, false, false, false]);
    expect(tally.counts(false)).toEqual({
      total: 2,
      byStatus: { new: 1, calledBack: 2, booked: 0, came: 0, noShow: 0, refused: 1 },
      capped: false,
    });
  });

  it('offers the period’s doctors, utm sources and pages, most frequent first, bounded', () => {
    const tally = new LeadTally(leadMatcher({ q: 'никто' }));
    tally.add(lead({ doctorId: 'd1', DoctorName: 'Иванов', Utm: 'utm_source: vk', URL: 'https://clinic.ru/a' }));
    tally.add(lead({ doctorId: 'd2', DoctorName: 'Петров', Utm: 'utm_source: yandex', URL: 'https://clinic.ru/b' }));
    tally.add(lead({ doctorId: 'd2', DoctorName: 'Петров', Utm: 'utm_source: Yandex', URL: 'https://clinic.ru/b/' }));
    expect(tally.facets()).toEqual({
      doctors: [
        { id: 'd2', name: 'Петров' },
        { id: 'd1', name: 'Иванов' },
      ],
      utmSources: ['yandex', 'vk'],
      pages: ['clinic.ru/b', 'clinic.ru/a'],
    });
    for (let index = 0; index < TALLY_VALUES + 10; index += 1) tally.add(lead({ Utm: `utm_source: s${index}` }));
    expect(tally.facets().utmSources).toHaveLength(TALLY_VALUES);
    expect(tally.counts(true)).toMatchObject({ total: 0, capped: true });
  });
});
