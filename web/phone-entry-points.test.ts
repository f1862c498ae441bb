// Every place a phone is typed turns the same keystrokes into the same number (issue 22 §1): each entry
// point's own input function, called as its page calls it on every input event (the field's whole text
// after the keystroke or paste), from the text the field holds once focused. The account's stored phone
// (PUT /api/user's schema) and the payment form's phone made from it are compared too.
import fc from 'fast-check';
import { quizPhoneInput } from '../shared/domain/quiz/contact-rules';
import { formatTypedPhone, normalizePhone, paymentPhone, type PhoneCountry } from '../shared/phone';
import type { ContactCountry } from '../shared/schemas/quiz';
import { phoneField } from '../shared/schemas/user';
import { requestPhoneInput } from './seagull/request-form';
import { LEAD_PHONE_PREFIX, leadPhoneInput } from './src/pages/landing/lead-phone';
import { RU_PHONE_PREFIX, ruPhoneFieldInput } from './src/ui/phone-field';

interface EntryPoint {
  /** The field's text once focused (some fields put '+7' in). */
  focused: string;
  /** The page's handler: the field's text after an input event (and what it showed before) → what it shows. */
  input: (text: string, before: string) => string;
  /** What the product keeps of what the field shows (the same text, unless said otherwise). */
  kept?: (shown: string) => string;
}

const QUIZ_COUNTRY: Record<PhoneCountry, ContactCountry> = { ru: 'Российская Федерация', kz: 'Казахстан' };
/** The account's stored phone: PUT /api/user's schema, when it accepts the text (else the text as shown). */
const storedAccountPhone = (shown: string) => {
  const parsed = phoneField.safeParse(shown);
  return parsed.success ? parsed.data : shown;
};

function entryPoints(country: PhoneCountry): Record<string, EntryPoint> {
  const quiz = (masked: boolean): EntryPoint => ({
    // web/quiz/questions/ContactsQuestion.tsx: '+7 ' on focus when masked.
    focused: masked ? '+7 ' : '',
    input: (text) => quizPhoneInput(text, { masked, connection: 'Телефон', country: QUIZ_COUNTRY[country] }),
  });
  const common = {
    // web/widget/view/phone-input.ts
    widget: { focused: '', input: (text: string) => formatTypedPhone(text, country) },
    'quiz (mask)': quiz(true),
    'quiz (no mask)': quiz(false),
  };
  if (country === 'kz') return common;
  return {
    ...common,
    landing: { focused: LEAD_PHONE_PREFIX, input: leadPhoneInput },
    '/seagull': { focused: '', input: requestPhoneInput },
    'sign-up': { focused: RU_PHONE_PREFIX, input: ruPhoneFieldInput, kept: storedAccountPhone },
    account: { focused: RU_PHONE_PREFIX, input: ruPhoneFieldInput, kept: storedAccountPhone },
    payment: { focused: RU_PHONE_PREFIX, input: ruPhoneFieldInput, kept: (shown) => paymentPhone(storedAccountPhone(shown)) },
  };
}

const BACKSPACE = 'Backspace';

/** The field's text after each keystroke (one character, a pasted chunk, or Backspace), as its page handles it. */
function type(entry: EntryPoint, keys: readonly string[]): string {
  let text = entry.focused;
  for (const key of keys) text = entry.input(key === BACKSPACE ? text.slice(0, -1) : text + key, text);
  return (entry.kept ?? ((shown: string) => shown))(text);
}

/** The number a text stands for: '+' and digits; none for an empty field or a lone '+7'. */
function numberOf(text: string): string {
  const number = normalizePhone(text);
  return number === '+' || number === '+7' ? '' : number;
}

const numbersPerEntry = (country: PhoneCountry, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(entryPoints(country)).map(([name, entry]) => [name, numberOf(type(entry, keys))]));

const keystroke = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'0123456789789'.split('')) },
  { weight: 2, arbitrary: fc.constantFrom('+', ' ', '-', '(', ')', 'a', 'ж', BACKSPACE) },
  { weight: 1, arbitrary: fc.constantFrom('+7', '8 ', '+7 (903) 123-45-67', '8 903 123 45 67', '9031234567', '+7 701 123 45 67') },
);

/** A real number's national part: Russian (mobile 9xx, regional 3xx/4xx/8xx) or Kazakh (7xx). */
const national = (country: PhoneCountry) =>
  fc
    .tuple(
      country === 'ru'
        ? fc.constantFrom('90', '91', '92', '95', '98', '34', '38', '49', '80', '81', '84', '86')
        : fc.constantFrom('70', '71', '72', '74', '77'),
      fc.stringMatching(/^\d{8}$/),
    )
    .map(([head, tail]) => head + tail);

/** The ways patients spell it: with +7, 8 or 7 in front or without, grouped or not, in brackets or not. */
const spelling = (digits: string) =>
  fc
    .tuple(fc.constantFrom('', '8', '7', '+7', '+7 ', '8 ', '+7 (', '8 ('), fc.constantFrom(' ', '', '-'), fc.boolean())
    .map(([code, separator, brackets]) => {
      const area = brackets && code.endsWith('(') ? `${digits.slice(0, 3)}) ` : digits.slice(0, 3) + separator;
      const start = brackets || !code.endsWith('(') ? code : code.slice(0, -1);
      return `${start}${area}${digits.slice(3, 6)}${separator}${digits.slice(6, 8)}${separator}${digits.slice(8)}`;
    });

/** The spelling typed key by key or pasted in pieces. */
const keysOf = (text: string) =>
  fc.array(fc.integer({ min: 1, max: text.length }), { maxLength: 4 }).map((cuts) => {
    const at = [...new Set([0, ...cuts, text.length])].sort((a, b) => a - b);
    return at.slice(1).flatMap((end, index) => {
      const piece = text.slice(at[index], end);
      return index % 2 === 0 ? [...piece] : [piece];
    });
  });

describe('one phone rule at every entry point (property)', () => {
  it.each(['ru', 'kz'] as const)('any keystrokes give every %s entry point the same number', (country) => {
    fc.assert(
      fc.property(fc.array(keystroke, { maxLength: 24 }), (keys) => {
        const numbers = numbersPerEntry(country, keys);
        expect(new Set(Object.values(numbers)).size === 1 ? true : numbers).toBe(true);
      }),
      { seed: 22, numRuns: 1500 },
    );
  });

  it.each(['ru', 'kz'] as const)('a %s number however spelled, typed or pasted, is that number everywhere', (country) => {
    const typed = national(country).chain((digits) =>
      spelling(digits).chain((text) => keysOf(text).map((keys) => ({ digits, text, keys }))),
    );
    fc.assert(
      fc.property(typed, ({ digits, keys }) => {
        const numbers = numbersPerEntry(country, keys);
        for (const number of Object.values(numbers)) expect(number).toBe(`+7${digits}`);
      }),
      { seed: 23, numRuns: 1000 },
    );
  });

  it.each([
    ['89031234567', '+7 903 123-45-67'],
    ['+7 (903) 123-45-67', '+7 903 123-45-67'],
    ['8 903 123 45 67', '+7 903 123-45-67'],
    ['9031234567', '+7 903 123-45-67'],
    ['+7 701 123 45 67', '+7 701 123-45-67'],
    ['88431234567', '+7 843 123-45-67'],
  ])('%j typed key by key shows %j in the quiz as in the widget', (keys, shown) => {
    expect(type(entryPoints('ru')['quiz (mask)']!, [...keys])).toBe(shown);
    expect(type(entryPoints('ru').widget!, [...keys])).toBe(shown);
  });
});
