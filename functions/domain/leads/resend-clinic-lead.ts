// Resending a lead to one channel: the only lead-management call that sends to a queue, kept apart so
// the list and delete functions do not carry the SQS client.
import { leadDestinations } from '../../../shared/domain/integrations';
import { DELIVERY_PENDING, type LeadView, type ResendChannel, type ResendLeadInput } from '../../../shared/schemas/leads';
import type { QueueKey } from '../../resources';
import { sendToQueue } from '../../messaging/send-to-queue';
import { reopenChannel, setChannelStatus } from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadItem, type LeadRef } from '../../store/leads';
import { InvalidRequestError } from '../errors';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { toLeadView } from './view';

interface Resend {
  queue: QueueKey;
  /** What the clinic has none of, in 'Нет ни одной активной …'. */
  missing: string;
  /** Back to pending what is not delivered; false: the clinic has nowhere to send it. */
  reopen: (lead: LeadItem, destinations: ReturnType<typeof leadDestinations>) => Promise<boolean>;
}

/** Reopens the destinations of a channel kept per destination; false when there are none. */
const reopenEach = (attribute: 'mail' | 'telegramm') => async (lead: LeadItem, destinations: string[]) => {
  if (destinations.length === 0) return false;
  await reopenChannel(lead, attribute, destinations);
  return true;
};

const RESENDS: Record<ResendChannel, Resend> = {
  mail: { queue: 'leadMail', missing: 'почты', reopen: (lead, { mail }) => reopenEach('mail')(lead, mail) },
  telegram: { queue: 'leadTelegram', missing: 'группы Telegram', reopen: (lead, { telegram }) => reopenEach('telegramm')(lead, telegram) },
  // One text for every sheet: pending again, and the consumer's per-row claims (store/google-rows.ts) skip
  // the sheets the row already reached, so a resend after an append that did land adds no second row.
  google: {
    queue: 'leadGoogle',
    missing: 'Google Таблицы',
    reopen: async (lead, { google }) => {
      if (!google) return false;
      await setChannelStatus(lead, 'google', DELIVERY_PENDING);
      return true;
    },
  },
};

/** Delivered destinations stay as they are; the others (failed ones included) are sent once more. */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw leadNotFound();
  const { integrations } = await getIntegrations(userId, true);
  const resend = RESENDS[input.channel];
  if (!(await resend.reopen(lead, leadDestinations(integrations))))
    throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', `Нет ни одной активной ${resend.missing} в интеграциях`);
  await sendToQueue(resend.queue, { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
