// What the journal of one day reads: the clinic's public items in ONE Query (as a booking reads them: the
// profile with its zone, the doctors, and every booked slot with the lead that holds it).
import { config } from '../config';
import { clinicKeys, leadKeys, WIDGET_PREFIX } from './keys';
import { sortPartitionItems, type ClinicPartition } from './clinic-items';
import { queryAll } from './query-all';

export interface BookedSlot {
  doctorId: string;
  /** 'yyyy-mm-ddTHH:mm', clinic-local: the booking's start. */
  planStart: string;
  /** The booking's length; absent on reservations made before lengths (issue 26). */
  minutes?: number;
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
  // A booking reserves every start its visit covers (store/leads.ts): each item names the booking's own start, read once.
  const slots = new Map<string, BookedSlot>();
  for (const item of items) {
    const slot = leadKeys.slotOf(String(item.sk));
    if (!slot) continue;
    const planStart = typeof item.planStart === 'string' ? item.planStart : slot.planStart;
    const leadId = typeof item.leadId === 'string' ? item.leadId : undefined;
    slots.set(`${slot.doctorId}#${planStart}#${leadId ?? ''}`, {
      doctorId: slot.doctorId,
      planStart,
      ...(typeof item.minutes === 'number' ? { minutes: item.minutes } : {}),
      ...(leadId ? { leadId } : {}),
      ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
    });
  }
  return { partition: sortPartitionItems(items), slots: [...slots.values()] };
}
