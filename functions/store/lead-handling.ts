// The staff's handling of a lead (shared/schemas/lead-handling.ts) lives on the lead item as one map,
// written only here, by one conditional update on the version it was read at: a change based on an older
// one, or losing the race to another, is StaleWriteError and never lands over the other edit. The delivery
// ledger's updates touch other attributes, so neither ever undoes the other.
import { ConditionalCheckFailedException, GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import type { LeadHandling } from '../../shared/schemas/lead-handling';
import { config } from '../config';
import { keys } from './keys';
import { keyOf, leadEntity, type LeadItem, type LeadRef } from './leads';
import { StaleWriteError, stillAtVersion } from './versioned-writes';

/** Sets the lead's handling if it is still at `readVersion` (0: never set); the lead as it is now. */
export async function writeLeadHandling(ref: LeadRef, next: LeadHandling, readVersion: number): Promise<LeadItem> {
  const atVersion = stillAtVersion(readVersion, 'attribute_exists(pk)', 'handling.version');
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET handling = :next',
        ConditionExpression: atVersion.ConditionExpression,
        ExpressionAttributeValues: { ':next': next, ...atVersion.ExpressionAttributeValues },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return leadEntity.decode(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
}

/** The signed-in account's login e-mail: who made a change, until staff accounts name a person (issue 29). */
export async function accountEmailOf(userId: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.account(userId), ProjectionExpression: 'email' }),
  );
  return typeof Item?.email === 'string' ? Item.email : undefined;
}
