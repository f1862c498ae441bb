// Resending a lead to one channel: the only lead-management call that sends to a queue, kept apart so
// the list and delete functions do not carry the SQS client.
import type { LeadView, ResendLeadInput } from '../../../shared/schemas/leads';
import { sendToQueue } from '../../messaging/send-to-queue';
import { reopenChannel } from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadRef } from '../../store/leads';
import { InvalidRequestError } from '../errors';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { mailDestinations, telegramDestinations } from './initial-status';
import { toLeadView } from './view';

/** Delivered destinations stay as they are; the others (failed ones included) are sent once more. */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw leadNotFound();
  const { integrations } = await getIntegrations(userId, true);
  const destinations = input.channel === 'mail' ? mailDestinations(integrations) : telegramDestinations(integrations);
  if (destinations.length === 0) {
    const kind = input.channel === 'mail' ? 'почты' : 'группы Telegram';
    throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', `Нет ни одной активной ${kind} в интеграциях`);
  }
  await reopenChannel(lead, input.channel === 'mail' ? 'mail' : 'telegramm', destinations);
  await sendToQueue(input.channel === 'mail' ? 'leadMail' : 'leadTelegram', {
    userId: ref.userId,
    createdAt: ref.createdAt,
    id: ref.id,
  } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
