// Optimistic concurrency, one rule for every versioned item (clinic profile, services, doctors, the doctor
// roster, integrations, quizzes, the account, amo tokens): its `version` attribute, 0 for an item never
// written or written before versions existed; a write stores the version read + 1, on the condition that
// the item is still at the version read. A transaction of such writes applies whole or fails as
// StaleWriteError (someone saved meanwhile).
import { TransactionCanceledException } from '../clients/dynamodb';
import type { DoctorItem } from './clinic-items';
import { ItemChanged } from './errors';
import { clinicKeys } from './keys';
import { ConditionsFailed, transact, type NamedItems, type TransactItem } from './transactions';

export class StaleWriteError extends ItemChanged {
  constructor() {
    super('changed since read');
  }
}

export interface VersionedDoctor {
  item: DoctorItem;
  readVersion: number;
}

export interface VersionCondition {
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, number>;
}

/**
 * The condition that an item is still at the version that was read (`also`: what must hold besides, e.g.
 * 'attribute_exists(pk)'; `path`: where the version is, when a map in the item has its own, as a lead's
 * handling does). Version 0 is an item never written or one without a version.
 */
export function stillAtVersion(readVersion: number, also?: string, path = 'version'): VersionCondition {
  const rule = readVersion === 0 ? `attribute_not_exists(${path}) OR ${path} = :read` : `${path} = :read`;
  return {
    ConditionExpression: also ? `${also} AND (${rule})` : rule,
    ExpressionAttributeValues: { ':read': readVersion },
  };
}

/** The Put of one doctor, on the condition that it is still at the version that was read. */
export function doctorPut(TableName: string, userId: string, { item, readVersion }: VersionedDoctor): TransactItem {
  return {
    Put: { TableName, Item: { ...clinicKeys.doctor(userId, item.id), entity: 'doctor', ...item }, ...stillAtVersion(readVersion) },
  };
}

/** The Puts of doctors, each named by its id. */
export const doctorPuts = (TableName: string, userId: string, doctors: VersionedDoctor[]): Record<string, TransactItem> =>
  Object.fromEntries(doctors.map((doctor) => [`doctor ${doctor.item.id}`, doctorPut(TableName, userId, doctor)]));

/** Sends the writes as one transaction; a failed condition or a race lost every time becomes StaleWriteError. */
export async function writeVersioned<N extends string>(items: NamedItems<N>): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    const lostRace =
      error instanceof TransactionCanceledException &&
      (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
    if (error instanceof ConditionsFailed || lostRace) throw new StaleWriteError();
    throw error;
  }
}
