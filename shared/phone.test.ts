import {
  caretAfterFormat,
  formatRuPhone,
  formatTypedPhone,
  isCompleteRuPhone,
  isValidAccountPhone,
  isValidPlainPhone,
  isValidRequestPhone,
  normalizePhone,
  paymentPhone,
  sanitizePlainPhone,
} from './phone';

describe('formatRuPhone', () => {
  it.each([
    ['', '+7'],
    ['+7', '+7'],
    ['9', '+7 9'],
    ['999', '+7 999'],
    ['9991', '+7 999 1'],
    ['9991234', '+7 999 123-4'],
    ['999123456', '+7 999 123-45-6'],
    ['9991234567', '+7 999 123-45-67'],
    ['89991234567', '+7 999 123-45-67'],
    ['79991234567', '+7 999 123-45-67'],
    ['+7 (999) 123-45-67', '+7 999 123-45-67'],
    ['+7 999 123-45-6789', '+7 999 123-45-67'],
    ['7011234567', '+7 701 123-45-67'],
    ['abc', '+7'],
  ])('%j -> %j', (input, expected) => {
    expect(formatRuPhone(input)).toBe(expected);
  });

  it('never exceeds 16 characters and is idempotent', () => {
    for (let i = 0; i < 500; i++) {
      const raw = Array.from({ length: i % 25 }, (_, k) => '0123456789+- ()8'[(i * 7 + k * 13) % 16]).join('');
      const once = formatRuPhone(raw);
      expect(once.length).toBeLessThanOrEqual(16);
      expect(formatRuPhone(once)).toBe(once);
    }
  });
});

describe('formatTypedPhone, the rule of every typed phone field (docs/contract/widget-quiz-configurator.md §5)', () => {
  it.each([
    ['9', 'ru', '+7 9'],
    ['999123', 'ru', '+7 999 123'],
    ['9991234567', 'ru', '+7 999 123-45-67'],
    ['89', 'ru', '+7 9'],
    ['79', 'ru', '+7 9'],
    ['+7 89', 'ru', '+7 9'],
    ['89991234567', 'ru', '+7 999 123-45-67'],
    ['+7 (999) 123-45-67', 'ru', '+7 999 123-45-67'],
    ['+7 +7 999', 'ru', '+7 999'],
    ['+7 884 312-34-567', 'ru', '+7 843 123-45-67'],
    ['87', 'kz', '+7 7'],
    ['87011234567', 'kz', '+7 701 123-45-67'],
    ['87011234567', 'ru', '+7 701 123-45-67'],
    ['7011234567', 'kz', '+7 701 123-45-67'],
    ['77011234567', 'kz', '+7 701 123-45-67'],
    ['abc', 'ru', ''],
    ['+7', 'ru', ''],
    ['380501234567', 'ru', '380501234567'],
    ['3805012345678901234', 'ru', '3805012345678901234'],
  ] as const)('%s (%s) → %s', (typed, country, shown) => {
    expect(formatTypedPhone(typed, country)).toBe(shown);
  });

  it('keeps formatting stable when the formatted value is typed into again', () => {
    let value = '';
    for (const digit of '89991234567') value = formatTypedPhone(value + digit, 'ru');
    expect(value).toBe('+7 999 123-45-67');
    value = '';
    for (const digit of '87011234567') value = formatTypedPhone(value + digit, 'kz');
    expect(value).toBe('+7 701 123-45-67');
  });

  it('keeps the caret after the digit it followed when the mask regroups the number', () => {
    // A digit typed after '+7 999 1' (caret after the inserted 5): the groups shift, the caret stays after the 5.
    const typed = '+7 999 1523-4';
    const formatted = formatTypedPhone(typed, 'ru');
    expect(formatted).toBe('+7 999 152-34');
    expect(caretAfterFormat(typed, 9, formatted)).toBe(9);
    // A digit deleted in the middle: the caret stays where the deleted digit was.
    const shorter = '+7 999 13-45-67';
    expect(caretAfterFormat(shorter, 8, formatTypedPhone(shorter, 'ru'))).toBe(8);
  });
});

describe('phone validity', () => {
  it('recognises the complete Russian mask', () => {
    expect(isCompleteRuPhone('+7 999 123-45-67')).toBe(true);
    expect(isCompleteRuPhone('+7 999 123-45-6')).toBe(false);
    expect(isCompleteRuPhone('8 999 123-45-67')).toBe(false);
  });

  it('keeps only digits, plus, spaces and hyphens in plain mode', () => {
    expect(sanitizePlainPhone('+49 (30) 1234-5678 ext')).toBe('+49 30 1234-5678 ');
    expect(isValidPlainPhone('+49 30 1234-5678')).toBe(true);
    expect(isValidPlainPhone('12-34')).toBe(false);
    expect(isValidPlainPhone('+49+30 12345678')).toBe(false);
    expect(isValidPlainPhone('+49 30 12a45678')).toBe(false);
  });

  it('accepts a +7 account phone only in full mask, foreign numbers plain', () => {
    expect(isValidAccountPhone('+7 999 123-45-67')).toBe(true);
    expect(isValidAccountPhone('+7 999 123')).toBe(false);
    expect(isValidAccountPhone('+375 29 123-45-67')).toBe(true);
    expect(isValidAccountPhone('hello')).toBe(false);
  });

  it('applies the request phone rule of docs/contract/widget-quiz-configurator.md §5', () => {
    expect(isValidRequestPhone('+7 999 123-45-67')).toBe(true);
    expect(isValidRequestPhone('+7 999 123-45')).toBe(false);
    expect(isValidRequestPhone('89991234567')).toBe(true);
    expect(isValidRequestPhone('')).toBe(false);
  });

  it.each(['+abcdefghijklmno', '----------------', '++++++++++++++++', '+7 abc def-gh-ij', 'abc1234567', '1234567890123456789'])(
    'refuses the request phone %j that has the mask length but no number',
    (phone) => {
      expect(isValidRequestPhone(phone)).toBe(false);
    },
  );
});

describe('normalisation', () => {
  it('turns any form into +digits, a leading 8 into +7', () => {
    expect(normalizePhone('+7 999 123-45-67')).toBe('+79991234567');
    expect(normalizePhone('8 (999) 123-45-67')).toBe('+79991234567');
    expect(normalizePhone('+49 30 1234-5678')).toBe('+493012345678');
  });

  it('prepares the payment phone', () => {
    expect(paymentPhone('8 999 123-45-67')).toBe('+79991234567');
    expect(paymentPhone('+7 999 123-45-67')).toBe('+79991234567');
    expect(paymentPhone('7 999 123-45-67')).toBe('79991234567');
    expect(paymentPhone('+49 30 1234-5678')).toBe('+493012345678');
    // Only a leading 8 is the Russian trunk prefix, and only of an 11-digit number.
    expect(paymentPhone('+7 988 123-45-67')).toBe('+79881234567');
    expect(paymentPhone('879031234567')).toBe('879031234567');
  });
});
