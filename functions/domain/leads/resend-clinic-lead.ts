// Resending a lead to one channel: the only lead-management call that sends to a queue, kept apart so
// the list and delete functions do not carry the SQS client.
import { destinationsOf, leadDestinations } from '../../../shared/domain/integrations';
import { DELIVERY_PENDING, type LeadView, type ResendChannel, type ResendLeadInput } from '../../../shared/schemas/leads';
import type { QueueKey } from '../../resources';
import { sendToQueue } from '../../messaging/send-to-queue';
import { reopenChannel, setChannelStatus, type StatusAttribute } from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadItem, type LeadRef } from '../../store/leads';
import { InvalidRequestError } from '../errors';
import { misDestinations } from '../mis/booking';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { toLeadView } from './view';

interface Resend {
  queue: QueueKey;
  /** The refusal when there is nowhere to send the lead. */
  none: string;
  /** Back to pending what is not delivered; false: the clinic has nowhere to send it. */
  reopen: (lead: LeadItem, destinations: ReturnType<typeof leadDestinations>) => Promise<boolean>;
}

/** Reopens the destinations of a channel kept per destination; false when there are none. */
async function reopenEach(lead: LeadItem, attribute: StatusAttribute, destinations: string[]): Promise<boolean> {
  if (destinations.length === 0) return false;
  await reopenChannel(lead, attribute, destinations);
  return true;
}

const RESENDS: Record<ResendChannel, Resend> = {
  mail: {
    queue: 'leadMail',
    none: 'Нет ни одной активной почты в интеграциях',
    reopen: (lead, destinations) => reopenEach(lead, 'mail', destinationsOf(destinations, 'mail')),
  },
  telegram: {
    queue: 'leadTelegram',
    none: 'Нет ни одной активной группы Telegram в интеграциях',
    reopen: (lead, destinations) => reopenEach(lead, 'telegramm', destinationsOf(destinations, 'telegram')),
  },
  // Each connected account whose lead is not there (a deal whose note failed counts as there): the
  // consumer's progress record (store/amo-progress.ts) finds a deal made before an answer was lost.
  amo: {
    queue: 'leadAmo',
    none: 'Нет ни одной подключённой amoCRM с выбранной воронкой и этапом',
    reopen: (lead, destinations) => reopenEach(lead, 'amo', destinationsOf(destinations, 'amo')),
  },
  // One text for every sheet: pending again, and the consumer's per-row claims (store/google-rows.ts) skip
  // the sheets the row already reached, so a resend after an append that did land adds no second row.
  google: {
    queue: 'leadGoogle',
    none: 'Нет ни одной активной Google Таблицы в интеграциях',
    reopen: async (lead, { google }) => {
      if (!google) return false;
      await setChannelStatus(lead, 'google', DELIVERY_PENDING);
      return true;
    },
  },
  // The booking's own MIS entry (kept on the lead when it was booked), whatever else is connected.
  mis: {
    queue: 'leadMis',
    none: 'Эта заявка не запись к врачу из МИС: в МИС передавать нечего',
    reopen: (lead) => reopenEach(lead, 'mis', misDestinations(undefined, lead)),
  },
};

/** Delivered destinations stay as they are; the others (failed ones included) are sent once more. */
export async function resendClinicLead(userId: string, input: ResendLeadInput): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const lead = await getLead(ref);
  if (!lead) throw leadNotFound();
  const { integrations } = await getIntegrations(userId, true);
  const resend = RESENDS[input.channel];
  if (!(await resend.reopen(lead, leadDestinations(integrations)))) throw new InvalidRequestError('CHANNEL_NOT_CONFIGURED', resend.none);
  await sendToQueue(resend.queue, { userId: ref.userId, createdAt: ref.createdAt, id: ref.id } satisfies LeadRef);
  return toLeadView((await getLead(ref)) ?? lead);
}
