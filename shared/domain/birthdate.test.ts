import { BIRTHDATE_MESSAGES, birthdateProblem } from './birthdate';

const now = new Date('2025-06-15T12:00:00Z');

describe('a birth date (docs/contract/widget-quiz-configurator.md §5)', () => {
  it.each([
    ['01.03.1990', null],
    ['29.02.2000', null],
    ['0102', BIRTHDATE_MESSAGES.format],
    ['1.3.1990', BIRTHDATE_MESSAGES.format],
    ['31.02.1990', BIRTHDATE_MESSAGES.impossible],
    ['29.02.1999', BIRTHDATE_MESSAGES.impossible],
    ['01.13.1990', BIRTHDATE_MESSAGES.impossible],
    ['00.01.1990', BIRTHDATE_MESSAGES.impossible],
    ['01.01.1899', BIRTHDATE_MESSAGES.early],
    ['16.06.2025', BIRTHDATE_MESSAGES.future],
  ])('%s → %s', (typed, message) => {
    expect(birthdateProblem(typed, now)).toBe(message);
  });
});
