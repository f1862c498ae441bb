import { cleanQuizPhoneInput, isPlausibleEmail, isValidQuizContact } from './contact-rules';

describe('the quiz contact field', () => {
  it('strips letters unless the method is Telegram, and leads with +7 without a mask', () => {
    expect(cleanQuizPhoneInput('9abc99', 'Телефон', true)).toBe('999');
    expect(cleanQuizPhoneInput('999 123', 'Whats App', false)).toBe('+7 999 123');
    expect(cleanQuizPhoneInput('+7 999', 'Viber', false)).toBe('+7 999');
    expect(cleanQuizPhoneInput('@anna_petrova', 'Telegram', false)).toBe('@anna_petrova');
  });

  it('accepts a phone with digits, or a Telegram nickname, and refuses garbage', () => {
    expect(isValidQuizContact('+7 999 123-45-67', 'Телефон')).toBe(true);
    expect(isValidQuizContact('@anna_petrova', 'Telegram')).toBe(true);
    expect(isValidQuizContact('+7 999 123-45-67', 'Telegram')).toBe(true);
    for (const garbage of ['', '   ', '+abcdefghijklmno', '----------------', '+7 ', '12']) {
      expect(isValidQuizContact(garbage, 'Телефон')).toBe(false);
    }
    expect(isValidQuizContact('<script>', 'Telegram')).toBe(false);
  });
});

describe('the optional e-mail of a quiz', () => {
  it('needs a name, an @ and a domain with a dot, and no spaces', () => {
    expect(isPlausibleEmail(' anna@mail.ru ')).toBe(true);
    for (const bad of ['anna@', 'anna@mail', 'an na@mail.ru', '@mail.ru']) expect(isPlausibleEmail(bad)).toBe(false);
  });
});
