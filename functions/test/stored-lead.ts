// Test support: a lead item as the store keeps it, for tests that put leads straight into the table (an old time, a
// shape written before a change, a lead the sweeper must find).
import { randomUUID } from 'node:crypto';
import { leadKeys } from '../store/keys';

export function storedLead(userId: string, createdAt: string, fields: Record<string, unknown> = {}) {
  const id = `${Date.parse(createdAt)}-${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return {
    ...leadKeys.lead(userId, createdAt, id),
    entity: 'lead',
    userId,
    id,
    createdAt,
    kind: 'booking',
    action: 'Заявка',
    ClientFullName: '',
    ClientPhone: '',
    URL: '',
    Utm: '',
    clinicName: 'Клиника',
    timezone: 'Europe/Moscow',
    ...fields,
  };
}
