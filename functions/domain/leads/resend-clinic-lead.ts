// Resending a lead to one channel: the only lead-management call that sends to a queue, kept apart so
// the list and delete functions do not carry the SQS client.
import type { LeadView, ResendLeadInput } from '../../../shared/schemas/leads';
import { sendToQueue } from '../../messaging/send-to-queue';
import type { QueueKey } from '../../resources';
import { reopenChannel, type StatusAttribute } from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadRef } from '../../store/leads';
import { InvalidRequestError } from '../errors';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { misDestinations } from '../mis/booking';
import type { DeliveryChannel } from './deliver';
import { mailDestinations, telegramDestinations } from './initial-status';
import { toLeadView } from './view';

const RESEND_ROUTES: Record<
  ResendLeadInput['channel'],
  { attribute: StatusAttribute; queue: QueueKey; destinations: DeliveryChannel['destinations']; none: string }
> = {
  mail: { attribute: 'mail', queue: 'leadMail', destinations: mailDestinations, none: 'Нет ни одной активной почты в интеграциях' },
  telegram: {
    attribute: 'telegramm',
    queue: 'leadTelegram',
    destinations: telegramDestinations,
    none: 'Нет ни одной активной группы Telegram в интеграциях',
  },
  mis: {
    attribute: 'mis',
    queue: 'leadMis',
    destinations: misDestinations,
    none: 'Эта заявка не запись к врачу из МИС: в МИС передавать нечего',
  },
};

/** Delivered destinations stay as they are; the others (failed ones included) are sent once more. */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw leadNotFound();
  const { integrations } = await getIntegrations(userId, true);
  const route = RESEND_ROUTES[input.channel];
  const destinations = route.destinations(integrations, lead);
  if (destinations.length === 0) throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', route.none);
  await reopenChannel(lead, route.attribute, destinations);
  await sendToQueue(route.queue, {
    userId: ref.userId,
    createdAt: ref.createdAt,
    id: ref.id,
  } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
