// The contacts page of a public quiz (spec widget §5 "Public quiz"): the phone field takes a phone,
// or, when the patient chose Telegram, a phone or a nickname. The page and POST /api/quiz/send both
// use these, so the server refuses what the page would not send.
import type { ConnectionMethod, ContactCountry } from '../../schemas/quiz';

export const QUIZ_PHONE_PLACEHOLDERS: Record<ContactCountry, string> = {
  'Российская Федерация': '999 999-99-99',
  Казахстан: '754 322-12-12',
};
export const TELEGRAM_PLACEHOLDER = 'Введите телефон или ваш ник';
export const DEFAULT_CONNECTION: ConnectionMethod = 'Телефон';

const LETTERS = /[A-Za-zА-Яа-яЁё]/g;

/** What the phone field keeps of a keystroke: letters go unless the method is Telegram; without a mask '+7 ' leads. */
export function cleanQuizPhoneInput(input: string, method: ConnectionMethod, masked: boolean): string {
  if (method === 'Telegram') return input;
  const withoutLetters = input.replace(LETTERS, '');
  if (masked || withoutLetters.startsWith('+7 ')) return withoutLetters;
  return `+7 ${withoutLetters.replace(/^\+?7?\s*/, '')}`;
}

/** A phone needs at least one digit; for Telegram any non-empty contact (a nickname) will do. */
export function isValidQuizContact(value: string, method: ConnectionMethod): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (method === 'Telegram') return /^@?[\p{L}\p{N}_+\-\s()]{2,64}$/u.test(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 5 && digits.length <= 15 && /^[\d+\s()-]+$/.test(trimmed);
}

/** An e-mail a patient may leave (optional on the contacts page): something@domain.tld, no spaces. */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
