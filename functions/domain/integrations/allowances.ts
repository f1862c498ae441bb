// The per-clinic and per-destination allowances of the integrations calls (codes, confirmation mails,
// test messages): refused with 429, a Russian message and the wait.
import { takeAllowance, type Allowance } from '../../store/rate-counters';
import { TooManyRequestsError } from '../errors';

/** 'через 40 с', 'через 12 мин', 'через 2 ч'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `через ${seconds} с`;
  if (seconds < 3600) return `через ${Math.ceil(seconds / 60)} мин`;
  return `через ${Math.ceil(seconds / 3600)} ч`;
}

/** Counts one use; past the limit throws 429 with `message` followed by the wait ('… через 5 мин'). */
export async function spendAllowance(scope: string, allowance: Allowance, message: string): Promise<void> {
  const outcome = await takeAllowance(scope, allowance);
  if (!outcome.allowed)
    throw new TooManyRequestsError('TOO_MANY_REQUESTS', `${message} ${waitText(outcome.retryAfterSeconds)}`, outcome.retryAfterSeconds);
}
