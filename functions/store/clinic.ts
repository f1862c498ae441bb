// The clinic profile item and the one Query that reads the clinic's whole widget-readable partition.
import { ConditionalCheckFailedException, GetCommand, PutCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { clinicEntity, sortPartitionItems, type ClinicItem, type ClinicPartition, type DoctorItem } from './clinic-items';
import { clinicKeys, WIDGET_PREFIX } from './keys';
import { queryAll } from './query-all';
import { doctorPuts, StaleWriteError, stillAtVersion, writeVersioned } from './versioned-writes';

/** DynamoDB's limit of items in one TransactWrite, less the clinic item itself. */
export const DOCTORS_PER_CLINIC_SAVE = 99;

export async function getClinicItem(userId: string): Promise<ClinicItem | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: clinicKeys.clinic(userId), ConsistentRead: true }),
  );
  return clinicEntity.decodeFound(Item);
}

/** Writes the next version, only if nobody wrote since `readVersion` was read (else StaleWriteError). */
export async function putClinicItem(userId: string, item: ClinicItem, readVersion: number): Promise<void> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { ...clinicKeys.clinic(userId), entity: 'clinic', ...item },
        ...stillAtVersion(readVersion),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
}

/**
 * Writes the profile and the doctors whose addresses follow a rename in ONE transaction (at most
 * DOCTORS_PER_CLINIC_SAVE doctors), each doctor on the condition that it still has the version read.
 */
export async function putClinicWithDoctors(
  userId: string,
  item: ClinicItem,
  readVersion: number,
  doctors: Array<{ item: DoctorItem; readVersion: number }>,
): Promise<void> {
  const TableName = config.tableName();
  await writeVersioned({
    clinic: { Put: { TableName, Item: { ...clinicKeys.clinic(userId), entity: 'clinic', ...item }, ...stillAtVersion(readVersion) } },
    ...doctorPuts(TableName, userId, doctors),
  });
}

/**
 * Sets the logo, keeping the rest of the profile (or the defaults when there is none yet). It moves the
 * version too, so a profile save based on the older version cannot put the old logo back.
 */
export async function setClinicLogo(
  userId: string,
  defaults: Omit<ClinicItem, 'logo' | 'updatedAt'>,
  logo: string,
  now: string,
): Promise<void> {
  const { clinic, currency, addressList, specializationList, timezone } = defaults;
  const fields: Record<string, unknown> = {
    clinic,
    currency,
    addressList,
    specializationList,
    timezone,
    logo,
    updatedAt: now,
    entity: 'clinic',
  };
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: clinicKeys.clinic(userId),
      // Every attribute through a placeholder: some names (timezone) are reserved words in DynamoDB.
      UpdateExpression: `SET ${Object.keys(fields)
        .map(
          (field) =>
            `#${field} = ${field === 'logo' || field === 'updatedAt' || field === 'entity' ? `:${field}` : `if_not_exists(#${field}, :${field})`}`,
        )
        .join(', ')} ADD version :one`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(fields).map(([field, value]) => [`:${field}`, value])),
        ':one': 1,
      },
    }),
  );
}

/**
 * Everything under 'W#' in the clinic's partition: profile, services, doctors (and the pipeline's
 * reservations) in one Query; one call unless the partition outgrows a 1 MB page.
 */
export async function readClinicPartition(userId: string): Promise<ClinicPartition> {
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': clinicKeys.partition(userId), ':prefix': WIDGET_PREFIX },
    ConsistentRead: true,
  });
  return sortPartitionItems(items);
}
