// Writing one MIS sync: the whole new state of the MIS's doctors, built before anything is written, in
// transactions of up to 99 doctors (a clinic under 99 MIS doctors moves in ONE transaction: all of them
// or none; above that each chunk is whole and every doctor is always one whole item, old or new). New
// doctors go first, each transaction of them with the roster (store/doctor-roster.ts), so the clinic's
// doctor limit holds against any other write adding doctors at the same time. Each
// doctor is written on the condition that it is as the plan read it: still at that version and not
// deleted meanwhile, or still absent; otherwise StaleWriteError and the sync re-reads and re-plans.
import type { DoctorItem } from './clinic-items';
import { clinicKeys } from './keys';
import { config } from '../config';
import { rosterPut } from './doctor-roster';
import { stillAtVersion, writeVersioned } from './versioned-writes';

/** One transaction's doctors, besides the roster (DynamoDB takes 100 items in one). */
const DOCTORS_PER_TRANSACTION = 99;

/** One doctor as planned: new (still absent), or still at the version read, not deleted and still from this source. */
function misDoctorPut(TableName: string, userId: string, { item, readVersion }: { item: DoctorItem; readVersion: number | null }) {
  const atVersion = readVersion === null ? undefined : stillAtVersion(readVersion, 'deleteDoctor = :no AND #source = :source');
  return {
    Put: {
      TableName,
      Item: { ...clinicKeys.doctor(userId, item.id), entity: 'doctor', ...item },
      ...(atVersion
        ? {
            ConditionExpression: atVersion.ConditionExpression,
            ExpressionAttributeNames: { '#source': 'source' },
            ExpressionAttributeValues: { ...atVersion.ExpressionAttributeValues, ':no': false, ':source': item.source },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

export async function writeMisDoctors(
  userId: string,
  planned: Array<{ item: DoctorItem; readVersion: number | null }>,
  rosterVersion: number,
): Promise<void> {
  const TableName = config.tableName();
  const writes = [...planned].sort((a, b) => Number(a.readVersion !== null) - Number(b.readVersion !== null));
  let roster = rosterVersion;
  for (let from = 0; from < writes.length; from += DOCTORS_PER_TRANSACTION) {
    const chunk = writes.slice(from, from + DOCTORS_PER_TRANSACTION);
    const adds = chunk.some((write) => write.readVersion === null);
    await writeVersioned({
      // Each transaction that adds doctors moves the roster on from where the previous one left it.
      roster: adds && rosterPut(TableName, userId, roster++),
      ...Object.fromEntries(chunk.map((write) => [`doctor ${write.item.id}`, misDoctorPut(TableName, userId, write)])),
    });
  }
}
