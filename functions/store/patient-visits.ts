// The patient's own changes to a booking, by the visit link (issue 26 §3). Each is ONE transaction with
// the lead's state: a cancel frees every start the visit reserved; a reschedule frees the old starts and
// reserves the new ones, each new one on the condition that nobody holds it, so a concurrent booking of
// the new time makes the move fail whole (the old time stays booked) and there is no moment with both or
// neither. The lead's condition (still at the PlanStart read, not cancelled) makes two changes race cleanly.
// The same write tells the clinic: the lead's mail, Telegram and amoCRM destinations and its Google text go back
// to pending and the lead back into the outbox, so the notice is delivered by the lead's own channels as the lead
// was (at least once, the sweeper announcing it if the publish after this write fails). amoCRM and Google keep
// the steps they did (the deal, its note, the row) and add one step per change: a note on the same deal, a row
// appended to the sheet. An MIS is not told (no documented call cancels or moves its record): every notice says
// so when the visit was booked there.
import { CHANNEL_NOT_CONFIGURED, DELIVERY_PENDING } from '../../shared/integrations/delivery-values';
import { config } from '../config';
import { keys, leadKeys } from './keys';
import { keyOf, reservationItem, reservationKeys, SlotTakenError, type LeadItem, type SlotReservation, type VisitChange } from './leads';
import { reminderDeletes, reminderPuts } from './reminders';
import { ConditionsFailed, transact, type TransactItem } from './transactions';

/** The visit is no longer what the caller read (cancelled or moved meanwhile). */
export class VisitChangedError extends Error {
  override name = 'VisitChangedError';
}

const CANCELLED: VisitChange['kind'] = 'cancelled';

/** The channels that carry the notice: each destination the lead went to, pending again. */
const NOTICE_CHANNELS = ['mail', 'telegramm', 'amo'] as const;
/** The channels whose status is one text (Google): pending again when the lead went there. */
const ONE_TEXT_NOTICE_CHANNELS = ['google'] as const;

function noticeOf(lead: LeadItem, now: string): { set: string; values: Record<string, unknown> } {
  const channels = NOTICE_CHANNELS.filter((channel) => typeof lead.statusSend?.[channel] === 'object');
  const oneText = ONE_TEXT_NOTICE_CHANNELS.filter((channel) => {
    const value = lead.statusSend?.[channel];
    return typeof value === 'string' && value !== CHANNEL_NOT_CONFIGURED;
  });
  const outbox = keys.outbox(leadKeys.outboxName, now);
  const values: Record<string, unknown> = { ':outboxPk': outbox.gsi1pk, ':outboxSk': outbox.gsi1sk };
  for (const channel of channels) {
    values[`:${channel}`] = Object.fromEntries(
      Object.keys(lead.statusSend![channel]!).map((destination) => [destination, DELIVERY_PENDING]),
    );
  }
  for (const channel of oneText) values[`:${channel}`] = DELIVERY_PENDING;
  return {
    set: [
      'gsi1pk = :outboxPk',
      'gsi1sk = :outboxSk',
      ...[...channels, ...oneText].map((channel) => `statusSend.${channel} = :${channel}`),
    ].join(', '),
    values,
  };
}

/** The lead as read: still at this start and not cancelled; its change recorded and announced to the clinic. */
function leadUpdate(lead: LeadItem, change: VisitChange, set: string, values: Record<string, unknown>, removeSlots: boolean): TransactItem {
  const notice = noticeOf(lead, change.at);
  return {
    Update: {
      TableName: config.tableName(),
      Key: keyOf(lead),
      UpdateExpression: `SET visitChange = :change, ${set ? `${set}, ` : ''}${notice.set}${removeSlots ? ' REMOVE slotSks, slotSk' : ''}`,
      ConditionExpression:
        'attribute_exists(pk) AND PlanStart = :read AND (attribute_not_exists(visitChange) OR visitChange.kind <> :cancelled)',
      ExpressionAttributeValues: { ...values, ...notice.values, ':change': change, ':read': lead.PlanStart, ':cancelled': CANCELLED },
    },
  };
}

const heldSks = (lead: LeadItem) => lead.slotSks ?? (lead.slotSk ? [lead.slotSk] : []);

/** A reservation of this lead freed (one an MIS sync replaced meanwhile is someone else's and stays). */
const freeing = (lead: LeadItem, sk: string): TransactItem => ({
  Delete: {
    TableName: config.tableName(),
    Key: { pk: keyOf(lead).pk, sk },
    ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
    ExpressionAttributeValues: { ':id': lead.id },
  },
});

/** Cancels the visit and frees its starts; VisitChangedError if it was cancelled or moved since it was read. */
export async function cancelPatientVisit(lead: LeadItem, now: string): Promise<void> {
  const change: VisitChange = { kind: 'cancelled', at: now, from: lead.PlanStart ?? '' };
  await write(
    lead,
    { lead: leadUpdate(lead, change, '', {}, true) },
    heldSks(lead).map((sk) => freeing(lead, sk)),
    reminderDeletes(lead),
  );
}

/** Moves the visit to `slot` (same doctor): the old starts freed and the new ones taken in one transaction. */
export async function reschedulePatientVisit(lead: LeadItem, slot: SlotReservation, now: string): Promise<void> {
  const TableName = config.tableName();
  const change: VisitChange = { kind: 'rescheduled', at: now, from: lead.PlanStart ?? '' };
  const next = reservationKeys(lead.userId, slot);
  const old = new Set(heldSks(lead));
  const nextSks = new Set(next.map((key) => key.sk));
  const items: TransactItem[] = [
    ...[...old].filter((sk) => !nextSks.has(sk)).map((sk) => freeing(lead, sk)),
    // A start both visits cover stays reserved, rewritten with the new visit's start and length.
    ...next.map(
      (key): TransactItem => ({
        Put: {
          TableName,
          Item: reservationItem(key, lead, slot),
          ConditionExpression: old.has(key.sk) ? 'leadId = :id' : 'attribute_not_exists(pk)',
          ...(old.has(key.sk) ? { ExpressionAttributeValues: { ':id': lead.id } } : {}),
        },
      }),
    ),
  ];
  const update = leadUpdate(
    lead,
    change,
    'PlanStart = :start, visitMinutes = :minutes, slotSks = :sks',
    { ':start': slot.planStart, ':minutes': slot.minutes, ':sks': [...nextSks] },
    false,
  );
  // The reminders of the old time are replaced by the new time's in the same write (store/reminders.ts).
  const reminders = reminderPuts(lead, slot.planStart, Date.parse(now));
  await write(lead, { lead: update }, items, { ...reminderDeletes(lead, reminders), ...reminders });
}

async function write(
  lead: LeadItem,
  named: { lead: TransactItem },
  slots: TransactItem[],
  reminders: Record<string, TransactItem>,
): Promise<void> {
  try {
    await transact({ ...named, ...Object.fromEntries(slots.map((item, index) => [`slot${index}`, item])), ...reminders });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('lead')) throw new VisitChangedError(`lead ${lead.id} changed`);
    throw new SlotTakenError();
  }
}
