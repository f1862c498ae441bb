// (lead-sms queue) --> SMS.ru: a widget booking's confirmation to the patient's phone, from the clinic's own account.
// The claim, the lease and the record are the ledger's (domain/leads/deliver.ts), so a redelivered message never sends
// twice; SMS.ru takes no idempotency key, so a send whose answer was lost, or a process dying between the send and the
// record, sends once more after the lease: the same at-least-once window as Telegram's (docs/lead-pipeline.md § SMS).
import { activeEntries } from '../../../shared/domain/integration-entries';
import { confirmationSms } from '../../../shared/domain/sms/texts';
import { isConfirmedBySms, smsChannel } from '../../../shared/integrations/channels/sms';
import type { ChannelOutcome, DeliveryChannel } from '../../domain/leads/deliver';
import { channelDestinations } from '../../domain/leads/initial-status';
import { smsAllowanceRefusal, smsNumberOf } from './allowance';
import { sendSms } from './client';

export const smsDelivery: DeliveryChannel = {
  attribute: smsChannel.statusKey,
  destinations: channelDestinations(smsChannel.name),
  concerns: isConfirmedBySms,
  send: async (lead, entryId, { integrations }): Promise<ChannelOutcome> => {
    const entry = activeEntries(integrations, 'sms').find((candidate) => candidate._id === entryId);
    if (!entry) return { kind: 'permanent', reason: 'SMS-шлюз удалён из интеграций: сообщение не отправлено' };
    const to = smsNumberOf(lead.ClientPhone);
    const refusal = await smsAllowanceRefusal(lead.userId, to);
    if (refusal) return { kind: 'permanent', reason: refusal, aboutLead: true };
    const text = confirmationSms({ clinicName: lead.clinicName, planStart: lead.PlanStart ?? '' });
    const outcome = await sendSms({ apiKey: entry.apiKey, sender: entry.sender, to, text });
    if (outcome.kind === 'sent') return { kind: 'sent' };
    return outcome;
  },
};
