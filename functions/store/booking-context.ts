// What POST /api/ticket reads before it writes, in ONE Query over the clinic's partition
// (sk BETWEEN 'W!' AND 'W$', see keys.ts): the profile (whether the clinic exists, its name and zone),
// the services, every doctor, the reserved slots and where a new lead goes (W!LEAD_DESTINATIONS).
import type { LeadDestinations } from '../../shared/domain/lead-destinations';
import { config } from '../config';
import { sortPartitionItems, type ClinicPartition } from './clinic-items';
import { clinicKeys, leadKeys } from './keys';
import { queryAll } from './query-all';

export interface BookingContext extends ClinicPartition {
  /** undefined: a clinic whose integrations were last saved before the copy existed (read them instead). */
  destinations?: LeadDestinations;
}

export async function readBookingContext(userId: string): Promise<BookingContext> {
  const items = await queryAll({
    TableName: config.tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': clinicKeys.partition(userId),
      ':from': leadKeys.bookingRange.from,
      ':to': leadKeys.bookingRange.to,
    },
    ConsistentRead: true,
  });
  const destinationsSk = leadKeys.leadDestinations(userId).sk;
  const copy = items.find((item) => item.sk === destinationsSk);
  const partition = sortPartitionItems(items.filter((item) => item !== copy));
  return { ...partition, ...(copy ? { destinations: copy.destinations as LeadDestinations } : {}) };
}
