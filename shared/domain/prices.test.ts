import fc from 'fast-check';
import {
  formatPriceInput,
  groupThousands,
  isNegativePrice,
  normalizePrice,
  parseServiceLine,
  PRICE_MESSAGES,
  priceAmount,
  priceProblem,
} from './prices';

describe('price input (docs/contract/cabinet.md §5)', () => {
  it.each([
    ['1500', '1500'],
    ['15000', '15 000'],
    ['1500000', '1 500 000'],
    ['  3 5 0 0 ', '3500'],
    ['от 25000', 'от 25 000'],
    ['ОТ25000', 'от 25 000'],
    ['о', 'о'],
    ['от', 'от'],
    ['007', '7'],
  ])('formats %j as %j', (typed, expected) => {
    expect(formatPriceInput(typed)).toBe(expected);
    expect(priceProblem(typed)).toBeNull();
  });

  it.each([
    ['12.50', PRICE_MESSAGES.fraction],
    ['1500.00', PRICE_MESSAGES.fraction],
    ['1 500,5', PRICE_MESSAGES.fraction],
    ['-500', PRICE_MESSAGES.negative],
    ['от −25000', PRICE_MESSAGES.negative],
    ['12a000', PRICE_MESSAGES.text],
    ['15k', PRICE_MESSAGES.text],
    ['3500 ₽', PRICE_MESSAGES.text],
    ['15-20', PRICE_MESSAGES.text],
    ['25000 от', PRICE_MESSAGES.text],
    ['1234567890123', PRICE_MESSAGES.long],
    [`${' '.repeat(50_000)}x`, PRICE_MESSAGES.long],
  ])('keeps %j as typed and says why it is no price: %s', (typed, message) => {
    expect(formatPriceInput(typed)).toBe(typed);
    expect(priceProblem(typed)).toBe(message);
  });

  it('never changes the number typed: a price it keeps has the same digits, anything else stays as typed (property)', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789 ОТотabc-−,.₽$k'.split('')), maxLength: 20 });
    fc.assert(
      fc.property(typed, (text) => {
        const out = formatPriceInput(text);
        if (priceProblem(text) !== null) return expect(out).toBe(text);
        expect(out).toMatch(/^(от|о)?( ?\d{1,3}( \d{3})*| ?\d{1,4})?$/);
        expect(out.replace(/\D/g, '')).toBe(text.replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
        expect(formatPriceInput(out)).toBe(out);
      }),
      { seed: 21, numRuns: 3000 },
    );
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

describe('service lines (docs/contract/cabinet.md §3)', () => {
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
