// The clinic's doctor roster (keys.ts DOCTOR_ROSTER): a version that every write adding doctors moves, on
// the condition that it is still the version read before the doctors were counted. Two such writes made
// on the same count cannot both land, so the doctors-per-clinic limit (shared/domain/doctor-limit.ts)
// holds however many requests add doctors at once; the loser re-reads (StaleWriteError).
import { GetCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import type { TransactItem } from './transactions';
import { stillAtVersion } from './versioned-writes';
import { clinicKeys } from './keys';

/** The roster's version now (0 before the first doctor was added under it); read before the doctors. */
export async function getRosterVersion(userId: string): Promise<number> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: clinicKeys.doctorRoster(userId), ConsistentRead: true }),
  );
  return typeof Item?.version === 'number' ? Item.version : 0;
}

/** Moves the roster past `readVersion`, only if no other write moved it since. */
export function rosterPut(TableName: string, userId: string, readVersion: number): TransactItem {
  return {
    Put: {
      TableName,
      Item: { ...clinicKeys.doctorRoster(userId), entity: 'doctorRoster', version: readVersion + 1 },
      ...stillAtVersion(readVersion),
    },
  };
}
