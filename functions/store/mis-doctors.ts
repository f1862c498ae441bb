// Writing one MIS sync: the whole new state of the MIS's doctors, built before anything is written, in
// transactions of up to 100 doctors (a clinic under 100 MIS doctors moves in ONE transaction: all of them
// or none; above that each chunk is whole and every doctor is always one whole item, old or new). Each
// doctor is written on the condition that it is as the plan read it: still at that version and not
// deleted meanwhile, or still absent; otherwise StaleWriteError and the sync re-reads and re-plans.
import type { DoctorItem } from './clinic-items';
import { clinicKeys } from './keys';
import { config } from '../config';
import { writeVersioned } from './versioned-writes';

const DOCTORS_PER_TRANSACTION = 100;

export async function writeMisDoctors(userId: string, writes: Array<{ item: DoctorItem; readVersion: number | null }>): Promise<void> {
  const TableName = config.tableName();
  for (let from = 0; from < writes.length; from += DOCTORS_PER_TRANSACTION) {
    await writeVersioned(
      writes.slice(from, from + DOCTORS_PER_TRANSACTION).map(({ item, readVersion }) => ({
        Put: {
          TableName,
          Item: { ...clinicKeys.doctor(userId, item.id), entity: 'doctor', ...item },
          ...(readVersion === null
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: 'version = :read AND deleteDoctor = :no AND #source = :source',
                ExpressionAttributeNames: { '#source': 'source' },
                ExpressionAttributeValues: { ':read': readVersion, ':no': false, ':source': item.source },
              }),
        },
      })),
    );
  }
}
