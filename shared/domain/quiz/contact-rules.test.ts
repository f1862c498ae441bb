import { isValidQuizContact, quizPhoneInput } from './contact-rules';

describe('the quiz contact field', () => {
  const ru = { masked: true, connection: 'Телефон', country: 'Российская Федерация' } as const;

  it('strips letters unless the method is Telegram, and leads with +7 without a mask', () => {
    expect(quizPhoneInput('9abc99', ru)).toBe('+7 999');
    expect(quizPhoneInput('999 123', { ...ru, masked: false, connection: 'Whats App' })).toBe('+7 999123');
    expect(quizPhoneInput('+7 999', { ...ru, masked: false, connection: 'Viber' })).toBe('+7 999');
    expect(quizPhoneInput('@anna_petrova', { ...ru, connection: 'Telegram' })).toBe('@anna_petrova');
  });

  it('takes a leading 8 for the trunk prefix, in the country of the quiz', () => {
    expect(quizPhoneInput('+7 89', ru)).toBe('+7 9');
    expect(quizPhoneInput('+7 87', { ...ru, country: 'Казахстан' })).toBe('+7 7');
    expect(quizPhoneInput('8 903 123 45 67', { ...ru, masked: false })).toBe('+7 9031234567');
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
