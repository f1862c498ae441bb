import { caretAfterFormat, formatBirthdate, formatWidgetPhone } from './phone';

describe('widget phone mask (widget spec §5)', () => {
  it.each([
    ['9', 'ru', '+7 9'],
    ['999123', 'ru', '+7 999 123'],
    ['9991234567', 'ru', '+7 999 123-45-67'],
    ['89', 'ru', '+7 9'],
    ['79', 'ru', '+7 9'],
    ['89991234567', 'ru', '+7 999 123-45-67'],
    ['+7 (999) 123-45-67', 'ru', '+7 999 123-45-67'],
    ['87', 'kz', '+7 7'],
    ['87011234567', 'kz', '+7 701 123-45-67'],
    ['7011234567', 'kz', '+7 701 123-45-67'],
    ['77011234567', 'kz', '+7 701 123-45-67'],
    ['abc', 'ru', ''],
    ['380501234567', 'ru', '380501234567'],
  ] as const)('%s (%s) → %s', (typed, country, shown) => {
    expect(formatWidgetPhone(typed, country)).toBe(shown);
  });

  it('keeps formatting stable when the formatted value is typed into again', () => {
    let value = '';
    for (const digit of '9991234567') value = formatWidgetPhone(value + digit, 'ru');
    expect(value).toBe('+7 999 123-45-67');
    value = '';
    for (const digit of '7011234567') value = formatWidgetPhone(value + digit, 'kz');
    expect(value).toBe('+7 701 123-45-67');
  });

  it('keeps the caret after the digit it followed when the mask regroups the number', () => {
    // A digit typed after '+7 999 1' (caret after the inserted 5): the groups shift, the caret stays after the 5.
    const typed = '+7 999 1523-4';
    const formatted = formatWidgetPhone(typed, 'ru');
    expect(formatted).toBe('+7 999 152-34');
    expect(caretAfterFormat(typed, 9, formatted)).toBe(9);
    // A digit deleted in the middle: the caret stays where the deleted digit was.
    const shorter = '+7 999 13-45-67';
    expect(caretAfterFormat(shorter, 8, formatWidgetPhone(shorter, 'ru'))).toBe(8);
  });

  it('masks the birth date as 00.00.0000', () => {
    expect(formatBirthdate('0')).toBe('0');
    expect(formatBirthdate('0103')).toBe('01.03');
    expect(formatBirthdate('01031990')).toBe('01.03.1990');
    expect(formatBirthdate('01.03.19901')).toBe('01.03.1990');
  });
});
