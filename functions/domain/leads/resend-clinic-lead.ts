// Resending a lead to one channel: the only lead-management call that sends to a queue, kept apart so
// the list and delete functions do not carry the SQS client. Which destinations, the refusal when there are
// none and the queue all come from the channel (shared/integrations/registry.ts, functions/integrations/registry.ts).
import { destinationsOf, leadDestinations } from '../../../shared/domain/integrations';
import type { LeadChannelShared } from '../../../shared/integrations/integration';
import { leadChannels } from '../../../shared/integrations/registry';
import { DELIVERY_PENDING, type LeadView, type ResendLeadInput } from '../../../shared/schemas/leads';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { channelQueueKey } from '../../integrations/registry';
import { sendToQueue } from '../../messaging/send-to-queue';
import { reopenChannel, setChannelStatus, type StatusAttribute } from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadItem, type LeadRef } from '../../store/leads';
import { InvalidRequestError } from '../errors';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { toLeadView } from './view';

/** The channel's destinations now: the clinic's active ones, or those the lead names (the booking's own MIS entry). */
function destinationsNow(channel: LeadChannelShared, name: ResendLeadInput['channel'], integrations: IntegrationsView, lead: LeadItem) {
  if (channel.destinationsAtIntake) return destinationsOf(leadDestinations(integrations), name);
  return channel.destinationsOfLead?.(lead) ?? [];
}

/**
 * Delivered destinations stay as they are; the others (failed ones included) are sent once more. The lead's steps
 * in outside systems (store/remote-steps.ts) make the resend add nothing twice: amoCRM's deal made before an answer
 * was lost is found, google's one text goes back to pending and the sheets its row already reached are skipped.
 */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw leadNotFound();
  const { integrations } = await getIntegrations(userId, true);
  const channel: LeadChannelShared = leadChannels[input.channel];
  const destinations = destinationsNow(channel, input.channel, integrations, lead);
  if (destinations.length === 0) throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', channel.resendNone);
  const attribute = channel.statusKey as StatusAttribute;
  if (channel.oneText) await setChannelStatus(lead, attribute, DELIVERY_PENDING);
  else await reopenChannel(lead, attribute, destinations);
  await sendToQueue(channelQueueKey(input.channel), { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
