// The services item: an ordered list of directions with stable ids, written whole on each save.
import { ConditionalCheckFailedException, GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { settingEntity, type DoctorItem, type SettingItem } from './clinic-items';
import { clinicKeys } from './keys';
import { doctorPuts, StaleWriteError, stillAtVersion, writeVersioned } from './versioned-writes';

export { StaleWriteError };

export async function getSettingItem(userId: string): Promise<SettingItem | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: clinicKeys.setting(userId), ConsistentRead: true }),
  );
  return settingEntity.decodeFound(Item);
}

/** Writes the next version, only if nobody wrote since `readVersion` was read. */
export async function putSettingItem(userId: string, item: SettingItem, readVersion: number): Promise<void> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { ...clinicKeys.setting(userId), entity: 'setting', ...item },
        ...stillAtVersion(readVersion),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
}

/** DynamoDB's limit of items in one TransactWrite, less the setting item itself. */
export const DOCTORS_PER_SETTING_SAVE = 99;

/**
 * Writes the next setting version and the doctors whose service ticks follow a service rename in ONE
 * transaction (at most DOCTORS_PER_SETTING_SAVE doctors), each item on the version that was read.
 */
export async function putSettingWithDoctors(
  userId: string,
  item: SettingItem,
  readVersion: number,
  doctors: Array<{ item: DoctorItem; readVersion: number }>,
): Promise<void> {
  const TableName = config.tableName();
  await writeVersioned({
    setting: { Put: { TableName, Item: { ...clinicKeys.setting(userId), entity: 'setting', ...item }, ...stillAtVersion(readVersion) } },
    ...doctorPuts(TableName, userId, doctors),
  });
}
