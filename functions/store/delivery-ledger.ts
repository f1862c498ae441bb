// The delivery ledger on a lead: statusSend (per channel, destination → value) and deliveryLease (per
// channel and destination, until when a consumer holds it), changed by conditional updates only, so
// concurrent or repeated consumers never send one destination twice. Claims, outcomes, drops, resends.
import { ConditionalCheckFailedException, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { isDeliveredValue } from '../../shared/domain/lead-status';
import type { LeadChannelDescriptor } from '../../shared/integrations/registry';
import { DELIVERY_PENDING } from '../../shared/schemas/leads';
import { config } from '../config';
import { keyOf, leadEntity, type LeadItem, type LeadRef } from './leads';
import { ignoreMissing } from './transactions';

/** Channel names as stored in statusSend (each channel's statusKey: telegram's is spelled as in the spec). */
export type StatusAttribute = LeadChannelDescriptor['statusKey'];
/** The channels kept per destination (all but the one-text ones). */
export type DestinationAttribute = Exclude<LeadChannelDescriptor, { oneText: true }>['statusKey'];
/** The channels whose statusSend is one text for all destinations (google, docs/contract/cabinet.md §4). */
export type OneTextAttribute = Extract<LeadChannelDescriptor, { oneText: true }>['statusKey'];

/**
 * A channel as the ledger keeps it: per destination, a value in statusSend.<attribute> and a lease; a one-text
 * channel keeps only the leases here (its one text is set whole, setChannelStatus).
 */
export type LedgerChannel = { attribute: DestinationAttribute; oneText?: false } | { attribute: OneTextAttribute; oneText: true };

/** A claim taken, or refused with the destination's value as the lead had it (undefined: none, or no lead). */
export type DestinationClaim = { kind: 'claimed' } | { kind: 'refused'; value: string | undefined };

const leaseKey = (attribute: string, destination: string) => `${attribute}|${destination}`;

/**
 * Makes sure statusSend.<attribute> is a map (and statusSend and deliveryLease exist), so single destinations can be
 * set inside it; a one-text channel needs only the leases' map.
 */
export async function ensureStatusMap(ref: LeadRef, channel: LedgerChannel): Promise<void> {
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
  await update('SET statusSend = if_not_exists(statusSend, :root), deliveryLease = if_not_exists(deliveryLease, :empty)', {
    ':root': channel.oneText ? {} : { [channel.attribute]: {} },
    ':empty': {},
  });
  if (!channel.oneText)
    await update('SET statusSend.#ch = if_not_exists(statusSend.#ch, :empty)', { ':empty': {} }, { '#ch': channel.attribute });
}

/**
 * Takes the delivery of one destination for `leaseMs`: only while nobody else holds it and, when the channel
 * keeps values per destination, while it is not delivered and not failed for good. A refusal carries the
 * destination's value as it was (ReturnValuesOnConditionCheckFailure: no second read to learn why).
 */
export async function claimDestination(
  ref: LeadRef,
  channel: LedgerChannel,
  destination: string,
  now: number,
  leaseMs: number,
): Promise<DestinationClaim> {
  const leaseFree = '(attribute_not_exists(deliveryLease.#lease) OR deliveryLease.#lease < :now)';
  const lease = { '#lease': leaseKey(channel.attribute, destination) };
  const values = { ':until': now + leaseMs, ':now': now };
  try {
    await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        ...(channel.oneText
          ? {
              UpdateExpression: 'SET deliveryLease.#lease = :until',
              ConditionExpression: `attribute_exists(pk) AND ${leaseFree}`,
              ExpressionAttributeNames: lease,
              ExpressionAttributeValues: values,
            }
          : {
              UpdateExpression: 'SET statusSend.#ch.#d = if_not_exists(statusSend.#ch.#d, :pending), deliveryLease.#lease = :until',
              ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(statusSend.#ch.#d) OR begins_with(statusSend.#ch.#d, :pending)) AND ${leaseFree}`,
              ExpressionAttributeNames: { ...lease, '#ch': channel.attribute, '#d': destination },
              ExpressionAttributeValues: { ...values, ':pending': DELIVERY_PENDING },
            }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { kind: 'claimed' };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const held = error.Item && !channel.oneText ? leadEntity.decode(error.Item).statusSend?.[channel.attribute]?.[destination] : undefined;
    return { kind: 'refused', value: held };
  }
}

/**
 * Records one destination's outcome and releases its lease; `movedFrom` is a destination it replaces. A
 * one-text channel keeps no value per destination: its lease is released.
 */
export async function recordDestination(
  ref: LeadRef,
  channel: LedgerChannel,
  destination: string,
  value: string,
  movedFrom?: string,
): Promise<void> {
  const names: Record<string, string> = { '#lease': leaseKey(channel.attribute, destination) };
  let remove = 'deliveryLease.#lease';
  if (movedFrom && movedFrom !== destination) {
    names['#oldLease'] = leaseKey(channel.attribute, movedFrom);
    remove += ', deliveryLease.#oldLease';
    if (!channel.oneText) {
      names['#old'] = movedFrom;
      remove += ', statusSend.#ch.#old';
    }
  }
  const set = channel.oneText ? '' : 'SET statusSend.#ch.#d = :value ';
  if (!channel.oneText) Object.assign(names, { '#ch': channel.attribute, '#d': destination });
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: `${set}REMOVE ${remove}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ...(channel.oneText ? {} : { ExpressionAttributeValues: { ':value': value } }),
      }),
    ),
  );
}

/** Drops destinations that are no longer configured and were never delivered. */
export async function dropDestinations(ref: LeadRef, attribute: DestinationAttribute, destinations: string[]): Promise<void> {
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

/** Sets a whole channel value (a one-text channel's text: google's); a deleted lead is left alone. */
export async function setChannelStatus(ref: LeadRef, attribute: StatusAttribute, value: Record<string, string> | string): Promise<void> {
  await ignoreMissing(writeChannel(ref, attribute, value));
}

/** Replaces one channel's value in statusSend, on a lead that exists. */
function writeChannel(ref: LeadRef, attribute: StatusAttribute, value: Record<string, string> | string) {
  return dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keyOf(ref),
      UpdateExpression: 'SET statusSend.#ch = :value',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ch': attribute },
      ExpressionAttributeValues: { ':value': value },
    }),
  );
}

/**
 * For a resend: every destination of the channel that is not delivered goes back to pending (final
 * failures included), so the channel's consumer delivers to it once more. Delivered ones stay.
 */
export async function reopenChannel(lead: LeadItem, attribute: StatusAttribute, destinations: string[]): Promise<void> {
  const current = (lead.statusSend?.[attribute] ?? {}) as Record<string, string>;
  const reopened: Record<string, string> = {};
  for (const destination of new Set([...Object.keys(current), ...destinations])) {
    reopened[destination] = isDeliveredValue(current[destination]) ? current[destination]! : DELIVERY_PENDING;
  }
  for (const destination of Object.keys(reopened))
    if (!destinations.includes(destination) && !isDeliveredValue(reopened[destination])) delete reopened[destination];
  await writeChannel(lead, attribute, reopened);
}
