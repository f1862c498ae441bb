// What /seagull's request form needs (spec widget-quiz-configurator §5), for the page and POST
// /api/seagull/mail alike: an e-mail always, the whole phone to order. Checking stops at the first
// field that fails, and says why in words at that field.
import { isEmailAddress } from '../../email';
import { isCompleteRuPhone } from '../../phone';

export type RequestMode = 'order' | 'save';
export type RequestField = 'name' | 'email' | 'phone';

export const SEAGULL_EMAIL_ERROR = 'Проверьте email: например anna@mail.ru';
export const SEAGULL_PHONE_ERROR = 'Введите телефон полностью: +7 999 123-45-67';

/** The first field that keeps the request from being sent, with its message; none when it can be sent. */
export function requestProblem(
  mode: RequestMode,
  fields: { email: string; phone?: string },
): { field: RequestField; message: string } | null {
  if (!isEmailAddress(fields.email)) return { field: 'email', message: SEAGULL_EMAIL_ERROR };
  if (mode === 'order' && !isCompleteRuPhone(fields.phone ?? '')) return { field: 'phone', message: SEAGULL_PHONE_ERROR };
  return null;
}
