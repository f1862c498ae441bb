import { formatPriceInput, groupThousands, isNegativePrice, normalizePrice, parseServiceLine, priceAmount } from './prices';

describe('price input (spec §5)', () => {
  it.each([
    ['1500', '1500'],
    ['15000', '15 000'],
    ['1500000', '1 500 000'],
    ['  3 5 0 0 ', '3500'],
    ['от 25000', 'от 25 000'],
    ['ОТ25000', 'от 25 000'],
    ['о', 'о'],
    ['от', 'от'],
    ['12a3$4-5₽', '12 345'],
    ['abc', ''],
    ['007', '7'],
    ['25000 от', '25 000'],
  ])('formats %j as %j', (typed, expected) => {
    expect(formatPriceInput(typed)).toBe(expected);
  });

  it('keeps only digits, spaces and a leading от, for any typed text (property)', () => {
    const alphabet = '0123456789 ОТотabcXYZ-,.₽$';
    for (let run = 0; run < 2000; run++) {
      const typed = Array.from({ length: 1 + (run % 17) }, (_, i) => alphabet[(run * 7 + i * 13) % alphabet.length]).join('');
      const out = formatPriceInput(typed);
      expect(out).toMatch(/^(от|о)?( ?\d{1,3}( \d{3})*| ?\d{1,4})?$/);
      expect(out).toBe(out.trim());
      const digits = out.replace(/\D/g, '');
      if (digits.length > 4) expect(out.replace(/^от ?|^о ?/, '')).toBe(groupThousands(digits));
      expect(formatPriceInput(out)).toBe(out);
    }
  });

  it('stores no price for a lone от', () => {
    expect(normalizePrice('от')).toBe('');
    expect(normalizePrice(' от 1200 ')).toBe('от 1200');
  });

  it('reads the amount', () => {
    expect(priceAmount('от 25 000')).toBe(25000);
    expect(priceAmount('')).toBeNull();
  });
});

describe('negative prices', () => {
  it('are told apart from prices the filter keeps', () => {
    for (const negative of ['-3500', ' − 3 500', 'от -25000', '—100']) expect(isNegativePrice(negative)).toBe(true);
    for (const price of ['3500', 'от 25 000', '', 'о', '15-20']) expect(isNegativePrice(price)).toBe(false);
  });
});

describe('service lines (spec §3)', () => {
  it.each([
    ['Чистка, 3500', { name: 'Чистка', cost: '3500' }],
    ['Имплант - от 25000 ₽', { name: 'Имплант', cost: 'от 25 000' }],
    ['Коронка E-max — 15000', { name: 'Коронка E-max', cost: '15 000' }],
    ['Отбеливание, 12 000 руб.', { name: 'Отбеливание', cost: '12 000' }],
  ])('reads %j', (line, expected) => {
    expect(parseServiceLine(line)).toEqual(expected);
  });

  it.each(['Чистка', 'Коронка E-max', 'Лечение 2 зубов', ', 3500'])('leaves %j alone', (line) => {
    expect(parseServiceLine(line)).toBeNull();
  });
});
