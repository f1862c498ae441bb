// Phone rules shared by the forms and the API (docs/contract/cabinet.md §5, widget §5).
// A Russian/Kazakh number (+7) is shown as "+7 XXX XXX-XX-XX" (16 characters);
// a foreign number is kept as typed, in "plain mode", from digits, '+', spaces and hyphens.
// formatTypedPhone is THE rule for a phone typed into a '+7' field: the widget, the quiz, the landing's
// form, /seagull, sign-up and the account all call it on every keystroke and paste, so the same
// keystrokes give the same number everywhere (phone-entry-points.test.ts proves it per page).

export const RU_PHONE_LENGTH = 16;
const RU_PHONE = /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/;
const PLAIN_PHONE_CHARS = /[^\d+\s-]/g;

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The national part (10 digits at most) of whatever was typed. "+7…" and a leading 8 are the
 * country code; a bare 7 counts as the code only when 11 digits were typed, because Kazakh
 * national numbers themselves start with 7 (+7 701 …).
 */
function ruNationalDigits(input: string): string {
  const digits = digitsOf(input);
  const hasCode = input.trim().startsWith('+7') || digits.startsWith('8') || (digits.startsWith('7') && digits.length >= 11);
  return (hasCode ? digits.slice(1) : digits).slice(0, 10);
}

/** Formats input progressively into "+7 XXX XXX-XX-XX"; a leading 8 becomes +7. */
export function formatRuPhone(input: string): string {
  const national = ruNationalDigits(input);
  let out = '+7';
  if (national.length > 0) out += ' ' + national.slice(0, 3);
  if (national.length > 3) out += ' ' + national.slice(3, 6);
  if (national.length > 6) out += '-' + national.slice(6, 8);
  if (national.length > 8) out += '-' + national.slice(8, 10);
  return out;
}

export type PhoneCountry = 'ru' | 'kz';

/**
 * The field's whole text after a keystroke or paste → what the field shows. '+7' in front is the country
 * code (the field may have put it there). Then the trunk prefix most patients type goes: in Russia a
 * leading 89 or 79 becomes 9, in Kazakhstan a leading 87 becomes 7 (docs/contract/widget-quiz-configurator.md §5), and 11 digits from
 * 7 or 8 are a number with its code, so '8 843 …' ends right once its 11th digit is typed (the fields
 * leave room for it). More than 10 national digits is not a +7 number: it is passed as digits (the
 * request's check says whether they make a phone).
 */
export function formatTypedPhone(input: string, country: PhoneCountry = 'ru'): string {
  // '+7' typed or pasted again over the '+7' the field shows is the code, not a national 7.
  const typed = input.trim().replace(/^(?:\+7[\s()-]*)+(?=\+7)/, '');
  let digits = digitsOf(typed);
  if (typed.startsWith('+7')) digits = digits.slice(1);
  if (digits === '') return '';
  const trunk = country === 'ru' ? /^[78]9/ : /^87/;
  if (trunk.test(digits) || (digits.length === 11 && /^[78]/.test(digits))) digits = digits.slice(1);
  if (digits.length > 10) return digits;
  return formatRuPhone(`+7${digits}`);
}

/** A typed phone field's room: the 16 characters of the mask and the keystroke that completes '8 8xx …'. */
export const TYPED_PHONE_MAX_LENGTH = 20;

/**
 * Where the caret goes in `formatted` when it stood at `caret` in `typed`: after as many digits as it
 * followed (a leading trunk digit the mask drops counts as the '7' of '+7').
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  let digits = digitsOf(typed.slice(0, caret)).length;
  if (digits === 0) return 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && --digits === 0) return index + 1;
  }
  return formatted.length;
}

export function isCompleteRuPhone(value: string): boolean {
  return RU_PHONE.test(value);
}

/** Plain mode for foreign numbers: only digits, '+', spaces and hyphens survive. */
export function sanitizePlainPhone(input: string): string {
  return input.replace(PLAIN_PHONE_CHARS, '').slice(0, 20);
}

/** A foreign number in plain mode: 7 to 15 digits (E.164), '+' only in front. */
export function isValidPlainPhone(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed !== sanitizePlainPhone(trimmed)) return false;
  if (trimmed.slice(1).includes('+')) return false;
  const count = digitsOf(trimmed).length;
  return count >= 7 && count <= 15;
}

/** A phone for an account: either a complete +7 number or a valid foreign one. */
export function isValidAccountPhone(value: string): boolean {
  return isCompleteRuPhone(value) || (!value.trim().startsWith('+7') && isValidPlainPhone(value));
}

/**
 * docs/contract/widget-quiz-configurator.md §5: a request phone is valid if it has no '-' or '+' (then digits, spaces and brackets,
 * 7 to 15 digits), or if it has one of them and is the full mask (16 characters: '+7 XXX XXX-XX-XX').
 * The spec counts only the length; '+abcdefghijklmno' has it too, so the mask itself is checked.
 */
export function isValidRequestPhone(value: string): boolean {
  if (value.trim() === '') return false;
  const masked = value.includes('-') || value.includes('+');
  if (masked) return isCompleteRuPhone(value);
  const digits = digitsOf(value).length;
  return /^[\d\s()]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** Canonical E.164-like form for storage and comparison: "+79991234567". A leading 8 becomes +7. */
export function normalizePhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 11 && digits.startsWith('8')) return '+7' + digits.slice(1);
  return '+' + digits;
}

/** Payment form: dashes and spaces removed, the leading 8 of an 11-digit number replaced by +7 (docs/contract/cabinet.md §5). */
export function paymentPhone(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return /^8\d{10}$/.test(compact) ? '+7' + compact.slice(1) : compact;
}

/**
 * Whether a stored phone is the one a receptionist typed, or a part of it, however it was typed:
 * '8 912 345-67-89', '+7 (912) 345 67 89', '79123456789', '912345', '67-89'. The typed digits may stand
 * anywhere in the number; a typed '+7', 8 or 7 in front may also be the country code or trunk prefix, so
 * what follows it is then looked for at the start of the national number. Fewer than 3 digits match nothing.
 */
export function matchesTypedPhone(stored: string, typed: string): boolean {
  const digits = digitsOf(typed);
  if (digits.length < 3) return false;
  const storedDigits = digitsOf(stored);
  if (storedDigits.includes(digits)) return true;
  if (!/^[78]/.test(digits)) return false;
  const national = storedDigits.length === 11 && /^[78]/.test(storedDigits) ? storedDigits.slice(1) : storedDigits;
  return national.startsWith(digits.slice(1));
}
