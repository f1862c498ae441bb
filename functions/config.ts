// Configuration of the functions: environment variables only, read when first needed so that a
// missing one fails the call that needs it (with a log naming it), not every function at start.
import { LEAD_FANOUT_ENV, leadFanoutOf, queues, table, type QueueKey } from './resources';

export class MissingConfigError extends Error {
  constructor(name: string) {
    super(`Missing environment variable ${name}`);
    this.name = 'MissingConfigError';
  }
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new MissingConfigError(name);
  return value;
}

/** The functions' environment variable with the origin header's value (functions/http/origin-check.ts);
 * unset, nothing is checked (unit tests). The proof of work keys its challenges with it too. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

export const config = {
  tableName: () => requiredEnv(table.env),
  queueUrl: (queue: QueueKey) => requiredEnv(queues[queue].env),
  /** How a lead reaches its channel queues: through the SNS topic (default) or sent to each queue (no SNS). */
  leadFanout: () => leadFanoutOf(process.env[LEAD_FANOUT_ENV]),
  jwtIssuer: () => process.env.JWT_ISSUER || 'dentlead',
  mailFrom: () => process.env.MAIL_FROM || 'noreply@dentlead.ru',
  operatorEmail: () => requiredEnv('OPERATOR_EMAIL'),
  publicBaseUrl: () => process.env.PUBLIC_BASE_URL || '',
  /** The Yandex Metrica tag loader the quiz page and the widget's own page load (the local runtime points it at its fake). */
  metricaTagUrl: () => process.env.METRICA_TAG_URL || 'https://mc.yandex.ru/metrika/tag.js',
  /** Multiplies the per-caller allowances; only the local test runtime sets it (limits 100× higher for bulk tests). */
  rateLimitScale: () => Number(process.env.RATE_LIMIT_SCALE) || 1,
  /**
   * The scale of allowances keyed by one caller (an address, a phone): RATE_LIMIT_SCALE for requests from
   * the machine's own address, which every test shares, and 1 for any other, so a test that calls from
   * its own loopback address (127.0.0.2 …) meets the real per-address and per-phone limits at once.
   */
  callerLimitScale: (address: string) => (SHARED_TEST_ADDRESSES.has(address) ? config.rateLimitScale() : 1),
};

const SHARED_TEST_ADDRESSES = new Set(['127.0.0.1', '::1']);
