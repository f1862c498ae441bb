// The account screen shows the phone in the spec's mask "0 000 000-00-00" (spec cabinet §2, §5), while
// the account stores +7 numbers as "+7 XXX XXX-XX-XX" (shared/schemas/user.ts). These two translate.
import { formatAccountPhone, formatRuPhone } from '../../../../shared/phone';

export const ACCOUNT_PHONE_MASK = '0 000 000-00-00';
/** The schema's message speaks of '+7 XXX XXX-XX-XX'; this field shows another mask, so its message follows it. */
export const ACCOUNT_PHONE_MESSAGE = 'Телефон указан неверно: 11 цифр, например 7 999 123-45-67';

/** The stored phone as the account field shows it. */
export function accountPhoneOf(stored: string): string {
  return formatAccountPhone(stored);
}

/** What the field holds, as PUT /api/user expects it: 11 digits from 7 or 8 are a +7 number. */
export function storedPhoneOf(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return formatRuPhone(digits);
  return digits === '' ? '' : `+${digits}`;
}
