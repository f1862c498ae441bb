import { hidePhonesIn, searchesPhone, withoutPhones } from './lead-phones';

describe('leads without phones', () => {
  const lead = {
    ClientPhone: '+7 (912) 345-67-89',
    ClientFullName: 'Анна',
    comment: 'перезвоните на 8 912 345 67 89 после 18',
    answers: [
      { question: 'Как связаться', answer: 'WhatsApp +7 912 345-67-89' },
      { question: 'Зубы', answer: '11, 12' },
    ],
    hiddenFields: { phone: '79123456789', city: 'Алматы' },
  };

  it('masks the phone and every phone-like run, and leaves the rest', () => {
    const seen = withoutPhones(lead);
    expect(JSON.stringify(seen)).not.toMatch(/912|345/);
    expect(seen.ClientPhone).toBe('+7 *** ***-**-89');
    expect(seen.ClientFullName).toBe('Анна');
    expect(seen.answers[1]?.answer).toBe('11, 12');
    expect(seen.hiddenFields.city).toBe('Алматы');
    expect(seen.comment).toMatch(/^перезвоните на .* после 18$/);
  });

  it('keeps short numbers that are no phone', () => {
    expect(hidePhonesIn('с 10 до 18, 2 зуба')).toBe('с 10 до 18, 2 зуба');
  });

  it('knows a phone search from a name search', () => {
    expect(searchesPhone('8 912')).toBe(true);
    expect(searchesPhone('Анна')).toBe(false);
    expect(searchesPhone(undefined)).toBe(false);
  });
});
