// The services item: an ordered list of directions with stable ids, written whole on each save.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import type { SettingItem } from './clinic-items';
import { clinicKeys } from './keys';

export class StaleWriteError extends Error {}

export async function getSettingItem(userId: string): Promise<SettingItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: clinicKeys.setting(userId), ConsistentRead: true }));
  return Item as SettingItem | undefined;
}

/** Writes the next version, only if nobody wrote since `readVersion` was read. */
export async function putSettingItem(userId: string, item: SettingItem, readVersion: number): Promise<void> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { ...clinicKeys.setting(userId), entity: 'setting', ...item },
        ConditionExpression: 'attribute_not_exists(pk) OR version = :read',
        ExpressionAttributeValues: { ':read': readVersion },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
}
