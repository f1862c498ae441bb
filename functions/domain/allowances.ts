// Allowances per caller that hold on AWS across every Lambda (a DynamoDB counter per window, see
// store/rate-counters.ts), on top of the edge's per-address limits. Each is far above real traffic: a
// busy clinic gets a few leads an hour. A flood aimed at one clinic is refused at that clinic (429) and
// never touches another clinic's allowance.
import { TICKET_ERRORS } from '../../shared/schemas/leads';
import { config } from '../config';
import { countMetric, METRIC_NAMES } from '../metrics';
import { type Allowance, takeAllowance } from '../store/rate-counters';
import { TooManyRequestsError } from './errors';

export const allowances = {
  /** Leads (bookings, later quiz answers) one clinic may receive a minute. */
  clinicLeads: { limit: 60, windowSeconds: 60 },
  /** Landing-page leads the whole product takes a minute (each one mails the operator). */
  landingLeads: { limit: 30, windowSeconds: 60 },
  /** Configurator requests (/seagull) the whole product takes a minute (each one mails the operator). */
  seagullRequests: { limit: 30, windowSeconds: 60 },
  /** Browser error reports the whole product stores a minute. */
  errorReports: { limit: 600, windowSeconds: 60 },
} satisfies Record<string, Allowance>;

const busy = (what: string) => (seconds: number) => `${what}. Попробуйте ещё раз через ${seconds} с`;

export function spendClinicLeadAllowance(clinicId: string, now = Date.now()): Promise<void> {
  return spend(
    `leads#${clinicId}`,
    allowances.clinicLeads,
    TICKET_ERRORS.CLINIC_BUSY,
    busy('Клиника получает слишком много заявок'),
    now,
    () => countMetric(METRIC_NAMES.clinicLeadsRefused, { clinicId }),
  );
}

export function spendLandingLeadAllowance(now = Date.now()): Promise<void> {
  return spend('landing-leads', allowances.landingLeads, 'TOO_MANY_LEADS', busy('Сейчас слишком много заявок'), now);
}

export function spendSeagullAllowance(now = Date.now()): Promise<void> {
  return spend('seagull-requests', allowances.seagullRequests, 'TOO_MANY_LEADS', busy('Сейчас слишком много заявок'), now);
}

export function spendErrorReportAllowance(now = Date.now()): Promise<void> {
  return spend('error-reports', allowances.errorReports, 'TOO_MANY_REPORTS', busy('Слишком много отчётов об ошибках'), now);
}

async function spend(
  scope: string,
  allowance: Allowance,
  code: string,
  message: (seconds: number) => string,
  now: number,
  onRefusal?: () => void,
): Promise<void> {
  const outcome = await takeAllowance(scope, { ...allowance, limit: allowance.limit * config.rateLimitScale() }, now);
  if (outcome.allowed) return;
  onRefusal?.();
  throw new TooManyRequestsError(code, message(outcome.retryAfterSeconds), outcome.retryAfterSeconds);
}
