// The keys one patient's phone may be stored under (issue 28 §2). A lead keeps its phone as typed and is indexed by
// its contact key (normalizePhone: '8 999…' and '+7 999…' are one key); a number typed without its code ('999 123-45-67')
// was keyed by its bare digits. The clinic types the phone however it has it, so erasure looks under every key that
// number can have, both as typed and read as a +7 number (shared/phone.ts formatTypedPhone).
import { formatTypedPhone, normalizePhone } from '../../phone';

export const PATIENT_PHONE_ERROR = 'Введите телефон пациента: не меньше 7 цифр';

/** The contact keys of a typed phone, or an empty list when it has fewer than 7 digits (not a phone). */
export function patientPhoneKeys(typed: string): string[] {
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return [];
  const keys = [normalizePhone(typed)];
  const asRussian = formatTypedPhone(typed);
  if (/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(asRussian)) keys.push(normalizePhone(asRussian));
  return [...new Set(keys)];
}
