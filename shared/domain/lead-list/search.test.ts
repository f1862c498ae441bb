import { matchesTypedPhone } from '../../phone';
import { matchesLeadSearch, parseLeadSearch } from './search';

describe('matchesTypedPhone: a stored phone found however the receptionist types it', () => {
  const stored = '+7 912 345-67-89';

  it.each(['8 912 345-67-89', '89123456789', '+7 (912) 345 67 89', '79123456789', '+79123456789', '912 345', '67-89', '8912', '+7 912'])(
    'finds %s',
    (typed) => expect(matchesTypedPhone(stored, typed)).toBe(true),
  );

  it.each(['8 913', '12', '+7 9', '5555', '89123456780'])('does not find %s', (typed) =>
    expect(matchesTypedPhone(stored, typed)).toBe(false),
  );

  it('finds a number stored as bare digits with its 8, and a Kazakh one', () => {
    expect(matchesTypedPhone('89123456789', '+7 912 345')).toBe(true);
    expect(matchesTypedPhone('+7 701 234-56-78', '8 701 234')).toBe(true);
    expect(matchesTypedPhone('+7 701 234-56-78', '7701')).toBe(true);
  });
});

describe('parseLeadSearch / matchesLeadSearch', () => {
  const lead = { ClientFullName: 'Семёнова Анна Петровна', ClientPhone: '+7 912 345-67-89' };

  it('is nothing for an empty search', () => {
    expect(parseLeadSearch('   ')).toBeNull();
  });

  it('splits words with letters (the name) from the rest (the phone)', () => {
    expect(parseLeadSearch(' Семенова  8 912 ')).toEqual({ nameWords: ['семенова'], phone: '8 912' });
  });

  it.each(['семенова', 'СЕМЁНОВА анна', 'анна семенова', 'Семенова 8912', 'петровна 67-89', '8 (912) 345-67-89'])('finds %s', (text) =>
    expect(matchesLeadSearch(lead, parseLeadSearch(text)!)).toBe(true),
  );

  it.each(['Иванова', 'Семенова 8913', 'анна мария'])('does not find %s', (text) =>
    expect(matchesLeadSearch(lead, parseLeadSearch(text)!)).toBe(false),
  );
});
