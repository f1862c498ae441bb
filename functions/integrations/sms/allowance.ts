// What one clinic's SMS account may be made to send by callers of the public widget (issue 26 §2): a booking's
// confirmation is sent to whatever phone the caller typed, and the clinic pays for it. The intake already bounds the
// bookings (per address, per phone, per clinic, 3 future visits a phone); on top, per clinic a day: 4 SMS to one
// number and 300 in all. Past either the SMS is not sent and the lead says why (the booking itself stands).
import { normalizePhone } from '../../../shared/phone';
import { config } from '../../config';
import { personalKey } from '../../domain/abuse/caller-keys';
import { takeAllowance } from '../../store/rate-counters';

export const smsAllowances = {
  perNumber: { limit: 4, windowSeconds: 86_400 },
  perClinic: { limit: 300, windowSeconds: 86_400 },
};

/** The number as SMS.ru takes it: digits with the country code ('8 916…' → '7916…'). */
export const smsNumberOf = (phone: string): string => normalizePhone(phone).slice(1);

/** Takes one SMS of the number's and the clinic's allowance; the reason when either is spent. */
export async function smsAllowanceRefusal(clinicId: string, number: string, now = Date.now()): Promise<string | undefined> {
  const perNumber = await takeAllowance(`sms#${clinicId}#to#${personalKey(number)}`, smsAllowances.perNumber, now);
  if (!perNumber.allowed) return `не отправлено: на этот номер уже ${smsAllowances.perNumber.limit} SMS за сутки`;
  const { limit, windowSeconds } = smsAllowances.perClinic;
  const perClinic = await takeAllowance(`sms#${clinicId}`, { limit: limit * config.rateLimitScale(), windowSeconds }, now);
  if (!perClinic.allowed) return `не отправлено: клиника отправила ${limit} SMS за сутки (защита от рассылок за ваш счёт)`;
  return undefined;
}
