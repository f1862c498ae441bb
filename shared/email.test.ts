import fc from 'fast-check';
import * as z from 'zod/mini';
import { isEmailAddress } from './email';

describe('the e-mail rule', () => {
  it.each(['anna@mail.ru', ' anna.petrova+quiz@clinic-smile.example.com ', "o'neil@mail.co"])('takes %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['not-an-email', 'anna@', 'anna@mail', 'an na@mail.ru', '@mail.ru', 'anna@mail.r', 'anna..b@mail.ru', '.anna@mail.ru'])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('is what z.email() checks (the account rule it replaces), for any address-like text (property)', () => {
    const zodEmail = z.email();
    const text = fc.oneof(fc.emailAddress(), fc.string({ unit: fc.constantFrom(..."ab.@-+_'1 Z".split('')), maxLength: 16 }));
    fc.assert(
      fc.property(text, (email) => {
        expect(isEmailAddress(email)).toBe(zodEmail.safeParse(email.trim()).success);
      }),
      { seed: 7, numRuns: 3000 },
    );
  });
});
