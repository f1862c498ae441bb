// The contacts page of a public quiz (docs/contract/widget-quiz-configurator.md §5 "Public quiz"): the phone field takes a phone,
// or, when the patient chose Telegram, a phone or a nickname. The page and POST /api/quiz/send both
// use these, so the server refuses what the page would not send.
import { formatTypedPhone, type PhoneCountry } from '../../phone';
import type { ConnectionMethod, ContactCountry } from '../../schemas/quiz';

export const QUIZ_PHONE_PLACEHOLDERS: Record<ContactCountry, string> = {
  'Российская Федерация': '999 999-99-99',
  Казахстан: '754 322-12-12',
};
export const TELEGRAM_PLACEHOLDER = 'Введите телефон или ваш ник';
export const DEFAULT_CONNECTION: ConnectionMethod = 'Телефон';

const PHONE_COUNTRY: Record<ContactCountry, PhoneCountry> = { 'Российская Федерация': 'ru', Казахстан: 'kz' };

export interface QuizPhoneField {
  /** 'Маска телефона' of the contacts question: '+7 XXX XXX-XX-XX' rather than '+7 XXXXXXXXXX'. */
  masked: boolean;
  connection: ConnectionMethod;
  country: ContactCountry;
}

/**
 * The phone field's text after a keystroke → what it shows. For Telegram the patient may type a nickname,
 * so the text stays as typed; otherwise the product's phone rule decides the number (letters go, a leading
 * 8 is the trunk prefix), shown in the mask or, without one, as '+7 ' and the digits (docs/contract/widget-quiz-configurator.md §5).
 */
export function quizPhoneInput(input: string, field: QuizPhoneField): string {
  if (field.connection === 'Telegram') return input;
  const number = formatTypedPhone(input, PHONE_COUNTRY[field.country]);
  if (field.masked || !number.startsWith('+7')) return number;
  return `+7 ${number.slice(2).replace(/\D/g, '')}`;
}

/** A phone needs at least one digit; for Telegram any non-empty contact (a nickname) will do. */
export function isValidQuizContact(value: string, method: ConnectionMethod): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (method === 'Telegram') return /^@?[\p{L}\p{N}_+\-\s()]{2,64}$/u.test(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 5 && digits.length <= 15 && /^[\d+\s()-]+$/.test(trimmed);
}
