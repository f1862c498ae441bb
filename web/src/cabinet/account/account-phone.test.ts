import { accountPhoneOf, storedPhoneOf } from './account-phone';

describe('account phone', () => {
  it('shows a stored +7 number in the 0 000 000-00-00 mask', () => {
    expect(accountPhoneOf('+7 999 123-45-67')).toBe('7 999 123-45-67');
  });

  it('stores 11 digits from 7 or 8 as a +7 number', () => {
    expect(storedPhoneOf('7 999 123-45-67')).toBe('+7 999 123-45-67');
    expect(storedPhoneOf('8 701 123-45-67')).toBe('+7 701 123-45-67');
  });

  it('keeps other numbers as digits with a plus, and an empty field empty', () => {
    expect(storedPhoneOf('4 930 123-45-67')).toBe('+49301234567');
    expect(storedPhoneOf('')).toBe('');
  });

  it('round-trips a stored +7 number', () => {
    expect(storedPhoneOf(accountPhoneOf('+7 705 000-11-22'))).toBe('+7 705 000-11-22');
  });
});
