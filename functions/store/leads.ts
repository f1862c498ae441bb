// Leads (tickets) in the clinic's partition. A booking is ONE transaction: the idempotency guard, the
// lead (with its outbox marker on gsi1 until it is announced) and, for 'Запись', the slot reservation,
// each conditional, so a double submit makes one lead and a slot can be taken once.
// Delivery state lives on the lead: statusSend (per channel, destination → value) and deliveryLease
// (per channel and destination, until when a consumer holds it), changed by conditional updates only.
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DELIVERY_OK, DELIVERY_PENDING, type LeadFields, type StatusSend } from '../../shared/schemas/leads';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { ItemExists } from './errors';
import { keys, leadKeys } from './keys';
import { failedConditionAt, withConflictRetry } from './transactions';

export interface LeadRef {
  userId: string;
  createdAt: string;
  id: string;
}

export interface LeadItem extends LeadRef, LeadFields {
  /** The clinic's name and zone when the lead came in, for the messages. */
  clinicName: string;
  timezone: string;
  statusSend: StatusSend;
  /** channel|destination → epoch ms until which a consumer holds that delivery. */
  deliveryLease: Record<string, number>;
  /** The sort key of the slot this lead reserved, freed when the lead is deleted. */
  slotSk?: string;
  idempotencyKey?: string;
  announcedAt?: string;
}

/** Channel names as stored in statusSend (telegram is spelled as in the spec). */
export type StatusAttribute = 'mail' | 'telegramm' | 'amo';

export const IDEMPOTENCY_TTL_SECONDS = 2 * 24 * 3600;

/** '<createdAt in ms>-<12 hex>': time-ordered, URL-safe, and it names its own item. */
export function newLeadId(createdAt: string): string {
  return `${Date.parse(createdAt)}-${randomBytes(6).toString('hex')}`;
}

export function refOfLeadId(userId: string, id: string): LeadRef | undefined {
  const match = /^(\d{10,16})-[0-9a-f]{12}$/.exec(id);
  if (!match) return undefined;
  const createdAt = new Date(Number(match[1])).toISOString();
  return { userId, createdAt, id };
}

const keyOf = (ref: LeadRef) => leadKeys.lead(ref.userId, ref.createdAt, ref.id);

export class DuplicateTicketError extends ItemExists {
  constructor(readonly original: LeadRef) {
    super('duplicate ticket');
  }
}
export class SlotTakenError extends ItemExists {
  constructor() {
    super('slot taken');
  }
}

/** Stores a new lead (and its slot), or throws DuplicateTicketError / SlotTakenError. */
export async function createLead(lead: LeadItem, slot?: { doctorId: string; planStart: string }): Promise<void> {
  const TableName = config.tableName();
  const guard = lead.idempotencyKey
    ? [{
        Put: {
          TableName,
          Item: {
            ...leadKeys.idempotency(lead.userId, lead.idempotencyKey),
            entity: 'ticketGuard', leadId: lead.id, createdAt: lead.createdAt,
            expiresAt: Math.floor(Date.parse(lead.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }]
    : [];
  const slotKey = slot ? leadKeys.slot(lead.userId, slot.doctorId, slot.planStart) : undefined;
  const item = { ...keyOf(lead), ...keys.outbox(leadKeys.outboxName, lead.createdAt), entity: 'lead', ...lead, ...(slotKey ? { slotSk: slotKey.sk } : {}) };
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            ...guard,
            { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            ...(slotKey
              ? [{
                  Put: {
                    TableName,
                    Item: { ...slotKey, entity: 'slot', doctorId: slot!.doctorId, planStart: slot!.planStart, leadId: lead.id, createdAt: lead.createdAt },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                }]
              : []),
          ],
        }),
      ),
    );
  } catch (error) {
    if (guard.length > 0 && failedConditionAt(error, 0)) {
      const original = await findTicketGuard(lead.userId, lead.idempotencyKey!);
      if (original) throw new DuplicateTicketError(original);
    }
    if (slotKey && failedConditionAt(error, guard.length + 1)) throw new SlotTakenError();
    throw error;
  }
}

/** The lead an idempotency key already made, if any. */
export async function findTicketGuard(userId: string, key: string): Promise<LeadRef | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: leadKeys.idempotency(userId, key), ConsistentRead: true }));
  return Item ? { userId, createdAt: Item.createdAt as string, id: Item.leadId as string } : undefined;
}

export async function getLead(ref: LeadRef): Promise<LeadItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keyOf(ref), ConsistentRead: true }));
  return Item as LeadItem | undefined;
}

/** One page, newest first; the cursor is the last sort key of the previous page. */
export async function listLeads(userId: string, limit: number, cursor?: string): Promise<{ items: LeadItem[]; nextCursor: string | null }> {
  const partition = leadKeys.lead(userId, '', '').pk;
  const { Items = [], LastEvaluatedKey } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': leadKeys.leadPrefix },
      ScanIndexForward: false,
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: { pk: partition, sk: cursor } } : {}),
    }),
  );
  return { items: Items as LeadItem[], nextCursor: LastEvaluatedKey ? String(LastEvaluatedKey.sk) : null };
}

/** Deletes the lead and frees its slot (only if the slot is still this lead's). False: no such lead. */
export async function deleteLead(ref: LeadRef): Promise<boolean> {
  const lead = await getLead(ref);
  if (!lead) return false;
  const TableName = config.tableName();
  try {
    await withConflictRetry(() =>
      dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName, Key: keyOf(ref), ConditionExpression: 'attribute_exists(pk)' } },
            ...(lead.slotSk
              ? [{ Delete: { TableName, Key: { pk: keyOf(ref).pk, sk: lead.slotSk }, ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id', ExpressionAttributeValues: { ':id': ref.id } } }]
              : []),
          ],
        }),
      ),
    );
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    if (failedConditionAt(error, 1)) {
      // The slot now belongs to someone else (replaced by an MIS sync): delete the lead alone.
      await dynamoDb.send(new DeleteCommand({ TableName, Key: keyOf(ref) }));
      return true;
    }
    throw error;
  }
  return true;
}

/** Whether the lead still waits in the sweeper's outbox (no consumer has received it yet). */
export const isInOutbox = (lead: LeadItem) => 'gsi1pk' in lead;

/** A consumer received the lead: out of the sweeper's outbox. */
export async function markAnnounced(ref: LeadRef, now: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET announcedAt = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/** The lead was announced again: it waits at the back of the outbox (if still in it) until `now` + the sweeper's grace. */
export async function postponeInOutbox(ref: LeadRef, now: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET gsi1sk = :now',
        ConditionExpression: 'attribute_exists(gsi1pk)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/** Leads that entered (or were put back at the end of) the outbox before `before` (ISO), oldest first. */
export async function listUnannouncedLeads(before: string, limit = 100): Promise<LeadRef[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :outbox AND gsi1sk < :before',
      ExpressionAttributeValues: { ':outbox': keys.outbox(leadKeys.outboxName, '').gsi1pk, ':before': before },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ userId: item.userId as string, createdAt: item.createdAt as string, id: item.id as string }));
}

async function ignoreMissing(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

const leaseKey = (attribute: string, destination: string) => `${attribute}|${destination}`;

/** Makes sure statusSend.<attribute> is a map (and statusSend itself exists), so single destinations can be set inside it. */
export async function ensureStatusMap(ref: LeadRef, attribute: StatusAttribute): Promise<void> {
  const update = (expression: string, values: Record<string, unknown>, names?: Record<string, string>) =>
    ignoreMissing(
      dynamoDb.send(
        new UpdateCommand({
          TableName: config.tableName(),
          Key: keyOf(ref),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(pk)',
          ...(names ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        }),
      ),
    );
  // A lead written elsewhere (a later quiz lead) may have no statusSend at all: start it with this channel.
  await update('SET statusSend = if_not_exists(statusSend, :root), deliveryLease = if_not_exists(deliveryLease, :empty)', { ':root': { [attribute]: {} }, ':empty': {} });
  await update('SET statusSend.#ch = if_not_exists(statusSend.#ch, :empty)', { ':empty': {} }, { '#ch': attribute });
}

/**
 * Takes the delivery of one destination for `leaseMs`: only while it is not delivered and not failed
 * for good, and nobody else holds it. False: not ours to send now (re-read to see why).
 */
export function claimDestination(ref: LeadRef, attribute: StatusAttribute, destination: string, now: number, leaseMs: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET statusSend.#ch.#d = if_not_exists(statusSend.#ch.#d, :pending), deliveryLease.#lease = :until',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(statusSend.#ch.#d) OR begins_with(statusSend.#ch.#d, :pending)) ' +
          'AND (attribute_not_exists(deliveryLease.#lease) OR deliveryLease.#lease < :now)',
        ExpressionAttributeNames: { '#ch': attribute, '#d': destination, '#lease': leaseKey(attribute, destination) },
        ExpressionAttributeValues: { ':pending': DELIVERY_PENDING, ':until': now + leaseMs, ':now': now },
      }),
    ),
  );
}

/** Records one destination's outcome and releases its lease; `movedFrom` is a destination it replaces. */
export async function recordDestination(
  ref: LeadRef,
  attribute: StatusAttribute,
  destination: string,
  value: string,
  movedFrom?: string,
): Promise<void> {
  const names: Record<string, string> = { '#ch': attribute, '#d': destination, '#lease': leaseKey(attribute, destination) };
  let remove = 'deliveryLease.#lease';
  if (movedFrom && movedFrom !== destination) {
    names['#old'] = movedFrom;
    names['#oldLease'] = leaseKey(attribute, movedFrom);
    remove += ', statusSend.#ch.#old, deliveryLease.#oldLease';
  }
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: `SET statusSend.#ch.#d = :value REMOVE ${remove}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':value': value },
      }),
    ),
  );
}

/** Drops destinations that are no longer configured and were never delivered. */
export async function dropDestinations(ref: LeadRef, attribute: StatusAttribute, destinations: string[]): Promise<void> {
  if (destinations.length === 0) return;
  const names: Record<string, string> = { '#ch': attribute };
  const paths = destinations.map((destination, index) => {
    names[`#d${index}`] = destination;
    return `statusSend.#ch.#d${index}`;
  });
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: `REMOVE ${paths.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
      }),
    ),
  );
}

/** Sets a whole channel value (the amo and google channels' "not configured"). */
export async function setChannelStatus(ref: LeadRef, attribute: 'amo' | 'google', value: Record<string, string> | string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET statusSend.#ch = :value',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ch': attribute },
        ExpressionAttributeValues: { ':value': value },
      }),
    ),
  );
}

/**
 * For a resend: every destination of the channel that is not delivered goes back to pending (final
 * failures included), so the channel's consumer delivers to it once more. Delivered ones stay.
 */
export async function reopenChannel(lead: LeadItem, attribute: StatusAttribute, destinations: string[]): Promise<void> {
  const current = (lead.statusSend[attribute] ?? {}) as Record<string, string>;
  const reopened: Record<string, string> = {};
  for (const destination of new Set([...Object.keys(current), ...destinations])) {
    reopened[destination] = current[destination] === DELIVERY_OK ? DELIVERY_OK : DELIVERY_PENDING;
  }
  for (const destination of Object.keys(reopened)) if (!destinations.includes(destination) && reopened[destination] !== DELIVERY_OK) delete reopened[destination];
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keyOf(lead),
      UpdateExpression: 'SET statusSend.#ch = :map',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ch': attribute },
      ExpressionAttributeValues: { ':map': reopened },
    }),
  );
}
