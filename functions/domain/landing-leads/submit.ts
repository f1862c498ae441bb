// (handler) --> submit landing lead --> store, then queue
// The lead is stored before it is announced; if announcing fails, the sweeper announces it later,
// so the visitor still gets "sent" and the lead is not lost.
import { randomUUID } from 'node:crypto';
import { consentRecordOf } from '../../../shared/domain/consent/record';
import type { LandingLeadInput } from '../../../shared/schemas/landing-lead';
import { logger } from '../../logger';
import { sendToQueue } from '../../messaging/send-to-queue';
import { saveLandingLead } from '../../store/landing-leads';
import { admitLandingLead, type PublicCaller } from '../allowances';

export async function submitLandingLead(input: LandingLeadInput, caller: PublicCaller, now = new Date()): Promise<{ id: string }> {
  await admitLandingLead(caller, now.getTime());
  const createdAt = now.toISOString();
  const consent = await consentRecordOf(input.consent, { at: createdAt, page: input.page ?? '', ip: caller.address });
  const lead = {
    id: randomUUID(),
    name: input.name,
    city: input.city,
    clinic: input.clinic,
    phone: input.phone,
    ...(input.utm ? { utm: input.utm } : {}),
    sourceIp: caller.address,
    consent,
    createdAt,
    delivery: 'pending' as const,
  };
  await saveLandingLead(lead);
  try {
    await sendToQueue('landingMail', { id: lead.id, createdAt: lead.createdAt });
  } catch (error) {
    logger.warn('landing lead stored but not queued; the sweeper will queue it', { leadId: lead.id, error: error as Error });
  }
  return { id: lead.id };
}
