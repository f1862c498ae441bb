// What POST /api/ticket reads before it writes: whether the clinic exists, its profile (name, zone),
// its integrations (the lead's initial statuses) in one BatchGet; for a booking also the doctor (one
// GetItem) or, for "Любой специалист", the clinic's doctors (one Query).
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { IntegrationsView } from '../../shared/schemas/integrations';
import { emptyIntegrations } from '../../shared/domain/integrations';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { emptyClinic, type ClinicItem, type DoctorItem } from './clinic-items';
import { clinicKeys, keys, leadKeys } from './keys';

export interface BookingContext {
  clinicName: string;
  timezone: string;
  integrations: IntegrationsView;
}

/** undefined: no such clinic. */
export async function readBookingContext(userId: string): Promise<BookingContext | undefined> {
  const TableName = config.tableName();
  const wanted = [keys.account(userId), clinicKeys.clinic(userId), leadKeys.integrations(userId)];
  const { Responses } = await dynamoDb.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: wanted } } }));
  const items = Responses?.[TableName] ?? [];
  const bySk = new Map(items.map((item) => [item.sk as string, item]));
  const account = bySk.get('ACCOUNT');
  if (!account) return undefined;
  const clinic = { ...emptyClinic(), ...(bySk.get(clinicKeys.clinic(userId).sk) as Partial<ClinicItem> | undefined) };
  const stored = bySk.get(leadKeys.integrations(userId).sk);
  return {
    clinicName: clinic.clinic || String(account.name ?? ''),
    timezone: clinic.timezone,
    integrations: { ...emptyIntegrations(), ...((stored?.integrations as Partial<IntegrationsView>) ?? {}) },
  };
}

export async function readDoctor(userId: string, doctorId: string): Promise<DoctorItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: clinicKeys.doctor(userId, doctorId) }));
  return Item as DoctorItem | undefined;
}

export async function readDoctors(userId: string): Promise<DoctorItem[]> {
  const doctors: DoctorItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb.send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': clinicKeys.partition(userId), ':prefix': clinicKeys.doctorPrefix },
        ExclusiveStartKey: start,
      }),
    );
    doctors.push(...((page.Items ?? []) as DoctorItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return doctors;
}
