// (reminder queue) --> one reminder of a booked visit, by e-mail (when the patient gave one that its allowances
// admitted) and by SMS (when the clinic's SMS module is on). Each channel of the reminder is a step of
// store/remote-steps.ts (STEPS#<lead>#reminder#<hours>h@<visit start>): claimed with a lease before its send and
// recorded right after the gateway's answer, so a redelivered message, a second schedule run or a restarted process
// never sends a channel twice; the one exception is written down in docs/lead-pipeline.md § Reminders.
import { activeEntries } from '../../../shared/domain/integration-entries';
import { wallTimeInstant } from '../../../shared/domain/reminders';
import { reminderSms } from '../../../shared/domain/sms/texts';
import type { ReminderChannelResult, ReminderOutcome } from '../../../shared/schemas/visit-history';
import { smsAllowanceRefusal, smsNumberOf } from '../../integrations/sms/allowance';
import { sendSms } from '../../integrations/sms/client';
import { logger } from '../../logger';
import { PermanentMailError, sendMail } from '../../mail/send-mail';
import { type Attempt, RetryLater } from '../../messaging/retrying-batch';
import { getIntegrations } from '../../store/integrations';
import { getLead, type LeadItem } from '../../store/leads';
import { dropReminder, getReminder, markReminderSent, type ReminderRef } from '../../store/reminders';
import { remoteSteps, type StepsKey } from '../../store/remote-steps';
import { leaseMsUntil } from '../leads/deliver';
import { visitLinkOf } from '../visits/visit-link';
import { reminderLetter } from './reminder-letter';

/** What one channel's send came to: done (recorded), or to try again (nothing recorded, the claim given back). */
type ChannelOutcome = { kind: 'done'; result: string } | { kind: 'again'; reason: string };

interface ReminderChannel {
  step: 'mail' | 'sms';
  send: () => Promise<ChannelOutcome>;
}

const outcomeOf = (ref: ReminderRef, at: Date): ReminderOutcome => ({ hours: ref.hours, at: at.toISOString(), planStart: ref.planStart });

export const stepsKeyOf = (ref: ReminderRef): StepsKey => ({
  userId: ref.userId,
  leadId: ref.leadId,
  channel: 'reminder',
  destination: `${ref.hours}h@${ref.planStart}`,
});

async function channelsOf(lead: LeadItem): Promise<ReminderChannel[]> {
  const channels: ReminderChannel[] = [];
  const link = await visitLinkOf(lead);
  const mail = lead.patientMail;
  if (mail) {
    channels.push({
      step: 'mail',
      send: async () => {
        try {
          return { kind: 'done', result: `sent ${await sendMail(reminderLetter(lead, mail, link))}` };
        } catch (error) {
          if (error instanceof PermanentMailError) return { kind: 'done', result: `refused: ${error.message}` };
          return { kind: 'again', reason: (error as Error).message };
        }
      },
    });
  }
  const [sms] = activeEntries((await getIntegrations(lead.userId)).integrations, 'sms');
  if (sms) {
    channels.push({
      step: 'sms',
      send: async () => {
        const to = smsNumberOf(lead.ClientPhone);
        const refusal = await smsAllowanceRefusal(lead.userId, to);
        if (refusal) return { kind: 'done', result: `refused: ${refusal}` };
        const text = reminderSms({ clinicName: lead.clinicName, planStart: lead.PlanStart ?? '', visitLink: link });
        const outcome = await sendSms({ apiKey: sms.apiKey, sender: sms.sender, to, text });
        if (outcome.kind === 'sent') return { kind: 'done', result: `sent ${outcome.smsId}` };
        if (outcome.kind === 'permanent') return { kind: 'done', result: `refused: ${outcome.reason}` };
        return { kind: 'again', reason: outcome.reason };
      },
    });
  }
  return channels;
}

/** What the clinic sees of a channel's recorded result ('sent <id>' or 'refused: <reason>'): no ids, no reasons. */
const resultOf = (recorded: string): ReminderChannelResult => (recorded.startsWith('sent') ? 'sent' : 'refused');

/**
 * One channel of the reminder, at most once but for the documented window; RetryLater when it is to come again.
 * Its result as recorded (by this call or an earlier one).
 */
async function sendOnce(key: StepsKey, channel: ReminderChannel, attempt: Attempt): Promise<ReminderChannelResult> {
  const now = Date.now();
  const claim = await remoteSteps.claim(key, channel.step, now, now + leaseMsUntil(attempt.deadline, now));
  if (claim.kind === 'done') return resultOf(claim.result);
  if (claim.kind === 'busy') throw new RetryLater(`reminder ${key.destination} ${channel.step}: another consumer holds it`);
  // A claim whose earlier holder died mid-send: neither SES nor SMS.ru can be asked whether it went, so it goes again.
  if (claim.maybeDone) logger.warn('reminder step sent again after a lost claim', { destination: key.destination, step: channel.step });
  let outcome: ChannelOutcome;
  try {
    outcome = await channel.send();
  } catch (error) {
    // No answer (a timeout, a dropped connection): it may have gone; whoever claims next knows it from the step.
    await remoteSteps.endLease(key, channel.step, claim.token);
    throw error;
  }
  if (outcome.kind === 'done') {
    await remoteSteps.record(key, channel.step, outcome.result);
    return resultOf(outcome.result);
  }
  // A refusal to retry (no money, 5xx) or no answer at all (which may have gone): the step may be claimed again at once.
  await remoteSteps.endLease(key, channel.step, claim.token);
  throw new RetryLater(`reminder ${key.destination} ${channel.step}: ${outcome.reason}`);
}

/** Sends the reminder the message names, unless it was sent, moved or cancelled since it was put on the queue. */
export async function sendReminder(ref: ReminderRef, attempt: Attempt): Promise<'sent' | 'skipped'> {
  const reminder = await getReminder(ref);
  // Gone (cancelled, lead deleted) or made again for the visit's new time (that one has its own message).
  if (!reminder || reminder.planStart !== ref.planStart || reminder.sentAt) return 'skipped';
  const lead = await getLead({ userId: ref.userId, createdAt: reminder.leadCreatedAt, id: ref.leadId });
  // A cancelled visit, a deleted lead, or a patient whose data was erased (issue 28 §2): nobody to remind.
  if (!lead || lead.visitChange?.kind === 'cancelled' || lead.erasedAt) {
    await dropReminder(ref);
    return 'skipped';
  }
  if (lead.PlanStart !== ref.planStart) return 'skipped';
  const now = Date.now();
  // A reminder that could not go before its visit began is no use any more.
  if (wallTimeInstant(ref.planStart, lead.timezone) <= now) {
    await markReminderSent(ref, reminder.leadCreatedAt, { ...outcomeOf(ref, new Date(now)), late: true });
    return 'skipped';
  }
  const key = stepsKeyOf(ref);
  const channels = await channelsOf(lead);
  const outcomes = await Promise.allSettled(channels.map((channel) => sendOnce(key, channel, attempt)));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const results = Object.fromEntries(
    channels.map((channel, index) => [channel.step, (outcomes[index] as PromiseFulfilledResult<ReminderChannelResult>).value]),
  );
  await markReminderSent(ref, reminder.leadCreatedAt, { ...outcomeOf(ref, new Date()), ...results });
  return 'sent';
}
