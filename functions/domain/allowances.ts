// Allowances per caller that hold on AWS across every Lambda (a DynamoDB counter per window, see
// store/rate-counters.ts), on top of the edge's per-address request rates. Each is far above real
// traffic: a busy clinic gets a few leads an hour, a patient books once or twice. Public writes pass
// the gates of everyone they involve (abuse/admission.ts): the caller's address and phone first, the
// clinic or the product after; past a soft limit the caller must prove work (a challenge the page
// solves by itself), past a hard limit only that caller is refused. A flood from one address or one
// phone so exhausts its own allowance, never the clinic's.
import { TICKET_ERRORS } from '../../shared/schemas/ticket';
import { config } from '../config';
import { countMetric, METRIC_NAMES } from '../metrics';
import { takeAllowance, type Allowance } from '../store/rate-counters';
import { addressKey, contactKey, personalKey } from './abuse/caller-keys';
import { admit, type Gate, type SoftAllowance } from './abuse/admission';
import { TooManyRequestsError } from './errors';
import { waitText } from './integrations/allowances';

export const allowances = {
  /** Leads (bookings, quiz answers) one clinic receives a minute: past `soft` every lead needs a proof (a flood from many addresses). */
  clinicLeads: { soft: 10, limit: 60, windowSeconds: 60 },
  /** Leads one address sends one clinic a day (a family or an office shares one: only the 4th needs a proof). */
  leadsPerAddress: { soft: 3, limit: 30, windowSeconds: 86_400 },
  /** Leads one phone (or Telegram nick) sends one clinic a day. */
  leadsPerPhone: { soft: 3, limit: 10, windowSeconds: 86_400 },
  /** Landing-page leads the whole product takes a minute (each one mails the operator). */
  landingLeads: { soft: 30, limit: 120, windowSeconds: 60 },
  /** Landing-page leads one address sends an hour. */
  landingLeadsPerAddress: { soft: 2, limit: 10, windowSeconds: 3600 },
  /** Configurator requests (/seagull) the whole product takes a minute (each one mails the operator). */
  seagullRequests: { soft: 30, limit: 120, windowSeconds: 60 },
  /** Configurator requests one address sends an hour ('Сохранить' and 'Оформить' both count). */
  seagullRequestsPerAddress: { soft: 4, limit: 20, windowSeconds: 3600 },
  /** Browser error reports the whole product stores a minute. */
  errorReports: { limit: 600, windowSeconds: 60 },
  /** Viewed-question beacons one address sends about one quiz a day (a visit sends one or two); past it they are dropped. */
  quizBeaconsPerAddress: { limit: 40, windowSeconds: 86_400 },
  /** Visits of one quiz counted from one address a day: a flood from one source moves the funnel by this much at most. */
  quizVisitsPerAddress: { limit: 5, windowSeconds: 86_400 },
  /** Visit-page calls (read, cancel, move) one address makes an hour: a patient makes a handful; guessing links gets nowhere. */
  visitCallsPerAddress: { limit: 60, windowSeconds: 3600 },
  /** Changes one visit takes a day (each one notifies the clinic): a link cannot be used to flood the clinic. */
  visitChangesPerLead: { limit: 5, windowSeconds: 86_400 },
  /** Booking confirmations one e-mail address receives a day from the whole product: the widget cannot mail an address in bulk. */
  patientMailPerAddress: { limit: 3, windowSeconds: 86_400 },
  /** Booking confirmations one clinic's widget sends a day (past it the bookings stand, unmailed). */
  patientMailPerClinic: { limit: 200, windowSeconds: 86_400 },
} satisfies Record<string, Allowance | SoftAllowance>;

export interface PublicCaller {
  /** The visitor's address (functions/http/client-address.ts). */
  address: string;
  /** The X-Altcha header: a solved proof of work, when the page was asked for one. */
  proof?: string;
}

const tooMany = (code: string, what: string) => (seconds: number) =>
  new TooManyRequestsError(code, `${what}. Попробуйте ещё раз ${waitText(seconds)}`, seconds);

const sharedScale = () => config.rateLimitScale();

/** A 429 for a lead to the clinic, counted for the ops alarm on per-clinic 429 bursts (the clinic and gate in the line). */
const counted =
  (clinicId: string, gate: string, refusal: Gate['refusal']): Gate['refusal'] =>
  (seconds) => {
    countMetric(METRIC_NAMES.clinicLeadsRefused, { clinicId, gate });
    return refusal(seconds);
  };

/** A booking or a quiz answer for a clinic: its address and phone, then the clinic. */
export function admitClinicLead(clinicId: string, phone: string, caller: PublicCaller, now = Date.now()): Promise<void> {
  const scale = config.callerLimitScale(caller.address);
  const byAddress: Gate = {
    scope: `leads#${clinicId}#ip#${addressKey(caller.address)}`,
    allowance: allowances.leadsPerAddress,
    scale,
    refusal: counted(
      clinicId,
      'address',
      tooMany('TOO_MANY_FROM_ADDRESS', 'С вашего адреса отправлено слишком много заявок в эту клинику'),
    ),
  };
  const byPhone: Gate = {
    scope: `leads#${clinicId}#phone#${contactKey(phone)}`,
    allowance: allowances.leadsPerPhone,
    scale,
    refusal: counted(
      clinicId,
      'phone',
      tooMany('TOO_MANY_FROM_PHONE', 'С этого номера отправлено слишком много заявок в эту клинику. Позвоните в клинику или попробуйте'),
    ),
  };
  const byClinic: Gate = {
    scope: `leads#${clinicId}`,
    allowance: allowances.clinicLeads,
    scale: sharedScale(),
    refusal: counted(clinicId, 'clinic', tooMany(TICKET_ERRORS.CLINIC_BUSY, 'Клиника получает слишком много заявок')),
  };
  return admit([[byAddress, byPhone], [byClinic]], caller.proof, now);
}

export function admitLandingLead(caller: PublicCaller, now = Date.now()): Promise<void> {
  return admit(
    productStages('landing-leads', allowances.landingLeads, allowances.landingLeadsPerAddress, caller, 'Вы уже отправили несколько заявок'),
    caller.proof,
    now,
  );
}

export function admitSeagullRequest(caller: PublicCaller, now = Date.now()): Promise<void> {
  return admit(
    productStages(
      'seagull-requests',
      allowances.seagullRequests,
      allowances.seagullRequestsPerAddress,
      caller,
      'Вы уже отправили несколько расчётов',
    ),
    caller.proof,
    now,
  );
}

/** The caller's address first, then the product-wide allowance that mails the operator. */
function productStages(
  scope: string,
  product: SoftAllowance,
  perAddress: SoftAllowance,
  caller: PublicCaller,
  callerMessage: string,
): Gate[][] {
  return [
    [
      {
        scope: `${scope}#ip#${addressKey(caller.address)}`,
        allowance: perAddress,
        scale: config.callerLimitScale(caller.address),
        refusal: tooMany('TOO_MANY_LEADS', callerMessage),
      },
    ],
    [{ scope, allowance: product, scale: sharedScale(), refusal: tooMany('TOO_MANY_LEADS', 'Сейчас слишком много заявок') }],
  ];
}

export async function spendErrorReportAllowance(now = Date.now()): Promise<void> {
  const allowance = allowances.errorReports;
  const outcome = await takeAllowance('error-reports', { ...allowance, limit: allowance.limit * sharedScale() }, now);
  if (!outcome.allowed) throw tooMany('TOO_MANY_REPORTS', 'Слишком много отчётов об ошибках')(outcome.retryAfterSeconds);
}

/** Whether a quiz beacon (`visit`: one that begins a visit) from this address still counts; never refused aloud. */
export async function quizViewCounts(quizId: string, address: string, what: 'beacon' | 'visit', now = Date.now()): Promise<boolean> {
  const allowance = what === 'beacon' ? allowances.quizBeaconsPerAddress : allowances.quizVisitsPerAddress;
  const scope = `quiz-${what}s#${quizId}#${addressKey(address)}`;
  const outcome = await takeAllowance(scope, { ...allowance, limit: allowance.limit * config.callerLimitScale(address) }, now);
  return outcome.allowed;
}

/** A call of the visit page from this address (429 past the hour's allowance). */
export async function admitVisitCall(caller: PublicCaller, now = Date.now()): Promise<void> {
  const allowance = allowances.visitCallsPerAddress;
  const limit = allowance.limit * config.callerLimitScale(caller.address);
  const outcome = await takeAllowance(`visit-calls#${addressKey(caller.address)}`, { ...allowance, limit }, now);
  if (!outcome.allowed) throw tooMany('TOO_MANY_VISIT_CALLS', 'Слишком много запросов')(outcome.retryAfterSeconds);
}

/** A cancel or a move of one visit (each notifies the clinic): 429 past the day's allowance. */
export async function admitVisitChange(clinicId: string, leadId: string, now = Date.now()): Promise<void> {
  const outcome = await takeAllowance(`visit-changes#${clinicId}#${leadId}`, allowances.visitChangesPerLead, now);
  if (!outcome.allowed) {
    throw tooMany(
      'TOO_MANY_VISIT_CHANGES',
      'Запись уже меняли несколько раз сегодня. Позвоните в клинику или попробуйте',
    )(outcome.retryAfterSeconds);
  }
}

/** Whether a booking's confirmation may go to this address now (its own day's allowance, then the clinic's); never refused aloud. */
export async function patientMailAllowed(clinicId: string, email: string, now = Date.now()): Promise<boolean> {
  const byAddress = await takeAllowance(`patient-mail#${personalKey(email)}`, allowances.patientMailPerAddress, now);
  if (!byAddress.allowed) return false;
  const byClinic = await takeAllowance(`patient-mail#${clinicId}`, allowances.patientMailPerClinic, now);
  return byClinic.allowed;
}
