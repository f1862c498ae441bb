// The widget's phone and birth-date masks (widget spec §5). The layout '+7 XXX XXX-XX-XX' is the shared
// one (shared/phone.ts); the widget adds its country rules for the first digits typed: in Russia a
// leading 89 or 79 becomes 9, in Kazakhstan a leading 87 becomes 7 (Kazakh numbers start with 7).
// More than 10 national digits is not a +7 number: it is passed as typed (digits only).
import { formatRuPhone } from '../../shared/phone';

export type PhoneCountry = 'ru' | 'kz';

export const PHONE_PLACEHOLDER: Record<PhoneCountry, string> = { ru: '+7 999 999-99-99', kz: '+7 754 322-12-12' };

export function formatWidgetPhone(input: string, country: PhoneCountry): string {
  const typed = input.trim();
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+7')) digits = digits.slice(1);
  if (digits === '') return '';
  const trunk = country === 'ru' ? /^[78]9/ : /^87/;
  if (trunk.test(digits) || (digits.length === 11 && /^[78]/.test(digits))) digits = digits.slice(1);
  if (digits.length > 10) return digits;
  return formatRuPhone(`+7${digits}`);
}

/**
 * Where the caret goes in `formatted` when it stood at `caret` in `typed`: after as many digits as it
 * followed (a leading trunk digit the mask drops counts as the '7' of '+7').
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  let digits = typed.slice(0, caret).replace(/\D/g, '').length;
  if (digits === 0) return 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && --digits === 0) return index + 1;
  }
  return formatted.length;
}

/** The '00.00.0000' mask. */
export function formatBirthdate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}
