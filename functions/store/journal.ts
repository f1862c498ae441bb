// What the journal of one day reads: the clinic's public items in ONE Query (as a booking reads them: the
// profile with its zone, the doctors, and every booked slot with the lead that holds it).
import { config } from '../config';
import { clinicKeys, leadKeys, WIDGET_PREFIX } from './keys';
import { sortPartitionItems, type ClinicPartition } from './clinic-items';
import { queryAll } from './query-all';

export interface BookedSlot {
  doctorId: string;
  /** 'yyyy-mm-ddTHH:mm', clinic-local. */
  planStart: string;
  leadId?: string;
  /** The lead's creation time: with its id, the lead's key. */
  createdAt?: string;
}

export async function readClinicWithSlots(userId: string): Promise<{ partition: ClinicPartition; slots: BookedSlot[] }> {
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': clinicKeys.partition(userId), ':prefix': WIDGET_PREFIX },
  });
  const slots: BookedSlot[] = [];
  for (const item of items) {
    const slot = leadKeys.slotOf(String(item.sk));
    if (!slot) continue;
    slots.push({
      ...slot,
      ...(typeof item.leadId === 'string' ? { leadId: item.leadId } : {}),
      ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
    });
  }
  return { partition: sortPartitionItems(items), slots };
}
