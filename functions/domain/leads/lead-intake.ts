// What every public lead call (a widget booking, a quiz answer) does around storing its lead: a hash of
// the request for the idempotency guard, the first lead again for a retry of the same request, and the
// announcement that may fail without losing the lead (the sweeper announces it later).
import { createHash } from 'node:crypto';
import { TICKET_ERRORS, type TicketAnswer } from '../../../shared/schemas/ticket';
import { logger } from '../../logger';
import type { LeadItem, TicketGuard } from '../../store/leads';
import { registerForRetention } from '../../store/retention';
import { UnprocessableError } from '../errors';
import { announceLead } from './announce';

/** A hash of what the patient sent (the parsed request, its key aside): equal for a retry, different for another lead. */
export function requestHashOf(request: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}

/** The first lead again, when the retry is the same request; a reused key for another request is refused. */
export function answerOfRetry(original: TicketGuard, requestHash: string): TicketAnswer {
  if (original.requestHash && original.requestHash !== requestHash) {
    throw new UnprocessableError(TICKET_ERRORS.IDEMPOTENCY_KEY_REUSED, 'Ключ уже использован для другой заявки');
  }
  return { id: original.id, createdAt: original.createdAt };
}

/** A stored lead: its clinic is on the retention job's list (issue 28 §2), and the lead is announced. Neither may lose it. */
/** Clinics this instance registered for retention already: the registration is idempotent, once is enough (issue 25 §5). */
const registeredClinics = new Set<string>();

async function registerOnce(lead: LeadItem): Promise<void> {
  if (registeredClinics.has(lead.userId)) return;
  try {
    await registerForRetention(lead.userId);
    registeredClinics.add(lead.userId);
  } catch (error) {
    logger.warn('lead stored but its clinic not registered for retention; the next lead registers it', {
      leadId: lead.id,
      error: error as Error,
    });
  }
}

/** The stored lead's clinic registered for retention and the lead announced, side by side (neither waits on the other). */
export async function afterStored(lead: LeadItem): Promise<void> {
  await Promise.all([registerOnce(lead), announceOrLeave(lead)]);
}

export async function announceOrLeave(lead: LeadItem): Promise<void> {
  try {
    await announceLead(lead);
  } catch (error) {
    logger.warn('lead stored but not announced; the sweeper will announce it', { leadId: lead.id, error: error as Error });
  }
}
