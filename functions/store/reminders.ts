// A booked visit's reminders (issue 26 §2), one item per reminder (keys.ts REMINDER#<leadId>#<hours>). Their keys
// follow from the lead and the hours, so the transaction that books, moves or cancels the visit writes, replaces or
// deletes them with the lead: there is no moment with a reminder for a time the visit no longer has. Until sent, a
// reminder sits on gsi1 REMINDER_DUE by its due time, which the reminder schedule reads with one bounded range query.
// Sending is the consumer's (functions/domain/reminders/send.ts): each channel of a reminder a step of
// store/remote-steps.ts, so a redelivered message or a restarted process sends no channel twice.
import * as z from 'zod/mini';
import { dueReminders } from '../../shared/domain/reminders';
import type { ReminderOutcome } from '../../shared/schemas/visit-history';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { entity } from './entity';
import { leadKeys, reminderKeys } from './keys';
import { ConditionsFailed, ignoreMissing, transact, type TransactItem } from './transactions';

/** What names a reminder on its queue and in its item. */
export interface ReminderRef {
  userId: string;
  leadId: string;
  hours: number;
  /** The visit's start ('yyyy-mm-ddTHH:mm', clinic time) the reminder was made for. */
  planStart: string;
}

export interface ReminderItem extends ReminderRef {
  leadCreatedAt: string;
  /** Epoch ms when it goes. */
  dueAt: number;
  sentAt?: string;
}

export const reminderEntity = entity<ReminderItem>(
  'reminder',
  z.looseObject({
    userId: z.string(),
    leadId: z.string(),
    leadCreatedAt: z.string(),
    hours: z.number(),
    planStart: z.string(),
    dueAt: z.number(),
    sentAt: z.optional(z.string()),
  }),
);

/** What the reminders of a visit are made from: the lead, its start, its zone and the clinic's hours when booked. */
export interface VisitOfReminders {
  userId: string;
  id: string;
  createdAt: string;
  timezone: string;
  reminderHours?: readonly number[];
}

/** A reminder item lives two days past its visit: nothing reads it after. */
const expiryOf = (dueAt: number, hours: number) => Math.floor((dueAt + hours * 3_600_000) / 1000) + 2 * 24 * 3600;

const itemName = (hours: number) => `reminder${hours}`;

/**
 * The transaction items that give the visit at `planStart` its reminders: those still to come at `now`, each put whole,
 * so a reminder of the same hours made for an earlier time is replaced. Apart from the deletes below, so a function that
 * only books (or only cancels) carries, and is granted, only the one kind of write.
 */
export function reminderPuts(visit: VisitOfReminders, planStart: string, now: number): Record<string, TransactItem> {
  const TableName = config.tableName();
  const items: Record<string, TransactItem> = {};
  for (const { hours, dueAt } of dueReminders(planStart, visit.timezone, visit.reminderHours ?? [], now)) {
    items[itemName(hours)] = {
      Put: {
        TableName,
        Item: {
          ...reminderKeys.reminder(visit.userId, visit.id, hours),
          ...reminderKeys.due(dueAt, visit.userId, visit.id, hours),
          entity: 'reminder',
          userId: visit.userId,
          leadId: visit.id,
          leadCreatedAt: visit.createdAt,
          hours,
          planStart,
          dueAt,
          expiresAt: expiryOf(dueAt, hours),
        },
      },
    };
  }
  return items;
}

/** The transaction items that delete the visit's reminders, but those named in `kept` (a reschedule's new ones). */
export function reminderDeletes(visit: VisitOfReminders, kept: Record<string, unknown> = {}): Record<string, TransactItem> {
  const TableName = config.tableName();
  const items: Record<string, TransactItem> = {};
  for (const hours of visit.reminderHours ?? []) {
    if (itemName(hours) in kept) continue;
    items[itemName(hours)] = { Delete: { TableName, Key: reminderKeys.reminder(visit.userId, visit.id, hours) } };
  }
  return items;
}

export async function getReminder(ref: Pick<ReminderRef, 'userId' | 'leadId' | 'hours'>): Promise<ReminderItem | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: reminderKeys.reminder(ref.userId, ref.leadId, ref.hours), ConsistentRead: true }),
  );
  return Item ? reminderEntity.decode(Item) : undefined;
}

export interface DueReminder extends ReminderRef {
  /** Its place in the due index, as read (the schedule moves it on only if nobody else did). */
  dueSk: string;
}

/** Reminders due by `now` (oldest first), at most `limit`: one Query on gsi1, never a scan. */
export async function listDueReminders(now: number, limit: number): Promise<DueReminder[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      // '$' sorts after '#', so every reminder due at `now` to the millisecond is in range.
      KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':due': reminderKeys.duePartition, ':now': `${new Date(now).toISOString()}$` },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ ...pick(reminderEntity.decode(item)), dueSk: item.gsi1sk as string }));
}

const pick = ({ userId, leadId, hours, planStart }: ReminderRef): ReminderRef => ({ userId, leadId, hours, planStart });

/**
 * The reminder was put on the queue: it waits in the index until `retryAt`, when the schedule puts it on the queue
 * again unless it was sent (a message lost to the DLQ, or a consumer that never finished). Only if it still is where
 * it was read: a reschedule meanwhile wrote its new time, which stays.
 */
export async function postponeDue(reminder: DueReminder, retryAt: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: reminderKeys.reminder(reminder.userId, reminder.leadId, reminder.hours),
        UpdateExpression: 'SET gsi1sk = :next',
        ConditionExpression: 'gsi1sk = :read',
        ExpressionAttributeValues: {
          ':read': reminder.dueSk,
          ':next': reminderKeys.due(retryAt, reminder.userId, reminder.leadId, reminder.hours).gsi1sk,
        },
      }),
    ),
  );
}

/**
 * The reminder is done with: it leaves the due index and its lead records the outcome ('Заявки' shows it), in one
 * transaction, only while the reminder is for this visit time and not marked yet (a second consumer marks nothing).
 * A lead that no longer holds the visit (deleted) gets no outcome; the reminder is marked alone.
 */
export async function markReminderSent(ref: ReminderRef, leadCreatedAt: string, outcome: ReminderOutcome): Promise<boolean> {
  const TableName = config.tableName();
  const reminder: TransactItem = {
    Update: {
      TableName,
      Key: reminderKeys.reminder(ref.userId, ref.leadId, ref.hours),
      UpdateExpression: 'SET sentAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'planStart = :start AND attribute_not_exists(sentAt)',
      ExpressionAttributeValues: { ':now': outcome.at, ':start': ref.planStart },
    },
  };
  const lead: TransactItem = {
    Update: {
      TableName,
      Key: leadKeys.lead(ref.userId, leadCreatedAt, ref.leadId),
      UpdateExpression: 'SET reminders = list_append(if_not_exists(reminders, :none), :one)',
      ConditionExpression: 'attribute_exists(pk) AND PlanStart = :start',
      ExpressionAttributeValues: { ':none': [], ':one': [outcome], ':start': ref.planStart },
    },
  };
  try {
    await transact({ reminder, lead });
    return true;
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('reminder')) return false;
    return ignoreMissing(dynamoDb.send(new UpdateCommand(reminder.Update!)));
  }
}

/** A reminder whose visit is gone (the lead deleted or cancelled): deleted, if it is still for this visit time. */
export async function dropReminder(ref: ReminderRef): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new DeleteCommand({
        TableName: config.tableName(),
        Key: reminderKeys.reminder(ref.userId, ref.leadId, ref.hours),
        ConditionExpression: 'planStart = :start',
        ExpressionAttributeValues: { ':start': ref.planStart },
      }),
    ),
  );
}
