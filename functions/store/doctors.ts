// Doctor items. A save of several doctors is one transaction, each doctor conditioned on the version
// that was read, so a save applies whole or not at all.
import { ConditionalCheckFailedException, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { doctorEntity, type DoctorItem } from './clinic-items';
import { rosterPut } from './doctor-roster';
import { ItemMissing } from './errors';
import { clinicKeys } from './keys';
import { doctorPuts, StaleWriteError, stillAtVersion, writeVersioned } from './versioned-writes';

/** Stores a new doctor and moves the roster past `rosterVersion` (StaleWriteError when another write moved it). */
export async function createDoctorItem(userId: string, item: DoctorItem, rosterVersion: number): Promise<void> {
  const TableName = config.tableName();
  await writeVersioned({
    doctor: {
      Put: {
        TableName,
        Item: { ...clinicKeys.doctor(userId, item.id), entity: 'doctor', ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    roster: rosterPut(TableName, userId, rosterVersion),
  });
}

/** Writes the changed doctors (each with version + 1) in one transaction; at most 100. */
export async function saveDoctorItems(userId: string, changed: Array<{ item: DoctorItem; readVersion: number }>): Promise<void> {
  const TableName = config.tableName();
  await writeVersioned(doctorPuts(TableName, userId, changed));
}

export class DoctorMissingError extends ItemMissing {
  constructor() {
    super('no such doctor');
  }
}

/** Marks a doctor deleted if it is still at `basedOn` (StaleWriteError otherwise, DoctorMissingError if absent). */
export async function markDoctorDeleted(userId: string, doctorId: string, basedOn: number, now: string): Promise<void> {
  const atVersion = stillAtVersion(basedOn, 'attribute_exists(pk)');
  try {
    await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: clinicKeys.doctor(userId, doctorId),
        UpdateExpression: 'SET deleteDoctor = :yes, #status = :no, updatedAt = :now ADD version :one',
        ConditionExpression: atVersion.ConditionExpression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':yes': true, ':no': false, ':now': now, ':one': 1, ...atVersion.ExpressionAttributeValues },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw error.Item ? new StaleWriteError() : new DoctorMissingError();
    throw error;
  }
}

/** Records one photo of a doctor that exists and is not deleted. */
export async function setDoctorPhoto(
  userId: string,
  doctorId: string,
  kind: 'circle' | 'square',
  name: string,
  now: string,
): Promise<DoctorItem> {
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: clinicKeys.doctor(userId, doctorId),
        UpdateExpression: 'SET photo.#kind = :name, updatedAt = :now ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND deleteDoctor = :no',
        ExpressionAttributeNames: { '#kind': kind },
        ExpressionAttributeValues: { ':name': name, ':now': now, ':one': 1, ':no': false },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return doctorEntity.decode(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DoctorMissingError();
    throw error;
  }
}
