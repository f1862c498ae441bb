import { canSendOnEnter, formatBirthdate, formatWidgetPhone } from './phone';

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

  it('lets Enter send only with a complete 16-character phone', () => {
    expect(canSendOnEnter('+7 999 123-45-6')).toBe(false);
    expect(canSendOnEnter('+7 999 123-45-67')).toBe(true);
  });

  it('masks the birth date as 00.00.0000', () => {
    expect(formatBirthdate('0')).toBe('0');
    expect(formatBirthdate('0103')).toBe('01.03');
    expect(formatBirthdate('01031990')).toBe('01.03.1990');
    expect(formatBirthdate('01.03.19901')).toBe('01.03.1990');
  });
});
