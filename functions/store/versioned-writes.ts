// Optimistic concurrency for the clinic's items: each write is conditioned on the version that was read,
// and a transaction of such writes applies whole or fails as StaleWriteError (someone saved meanwhile).
import { TransactionCanceledException, TransactWriteCommand, dynamoDb } from '../clients/dynamodb';
import type { DoctorItem } from './clinic-items';
import { ItemChanged } from './errors';
import { clinicKeys } from './keys';

export class StaleWriteError extends ItemChanged {
  constructor() {
    super('changed since read');
  }
}

export interface VersionedDoctor {
  item: DoctorItem;
  readVersion: number;
}

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * The condition that an item is still at the version that was read. Items written before versions
 * existed have none: they count as version 0.
 */
export function stillAtVersion(readVersion: number): { ConditionExpression: string; ExpressionAttributeValues: Record<string, number> } {
  return {
    ConditionExpression: readVersion === 0 ? 'attribute_not_exists(version) OR version = :read' : 'version = :read',
    ExpressionAttributeValues: { ':read': readVersion },
  };
}

/** The Put of one doctor, on the condition that it is still at the version that was read. */
export function doctorPut(TableName: string, userId: string, { item, readVersion }: VersionedDoctor): TransactItem {
  return {
    Put: {
      TableName,
      Item: { ...clinicKeys.doctor(userId, item.id), entity: 'doctor', ...item },
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': readVersion },
    },
  };
}

/** Sends the writes as one transaction; a failed condition or a lost race becomes StaleWriteError. */
export async function writeVersioned(TransactItems: TransactItem[]): Promise<void> {
  try {
    await dynamoDb.send(new TransactWriteCommand({ TransactItems }));
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict'))
      throw new StaleWriteError();
    throw error;
  }
}
