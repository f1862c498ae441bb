// One patient's records in the clinic's partition (issue 28 §2): the leads holding a phone (found through their
// PATIENT# index items, one Query per contact key), what their deliveries made in outside systems (STEPS# and the
// replaced AMO_LEAD#/GOOGLE_ROW#/MIS_LEAD# items), the phone's own items (its booking places, its daily allowance
// counters), and the anonymisation of a lead. Every write here is idempotent, so an erasure stopped midway is
// simply run again.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import {
  EMPTIED_LEAD_FIELDS,
  handlingWithoutNotes,
  pageWithoutQuery,
  PERSONAL_LEAD_FIELDS,
  statusesWithoutPatient,
} from '../../shared/domain/patient-data/anonymise';
import { config } from '../config';
import { leadKeys, patientKeys } from './keys';
import { leadEntity, type LeadItem } from './leads';
import { queryAll } from './query-all';
import { ignoreMissing } from './transactions';

export interface PatientLeadRef {
  /** The index item's sort key (deleted last, once the lead is anonymised). */
  indexSk: string;
  leadSk: string;
}

/** Up to `limit` leads indexed under these contact keys; `more` when others remain. */
export async function patientLeadRefs(
  userId: string,
  contactKeys: readonly string[],
  limit: number,
): Promise<{ refs: PatientLeadRef[]; more: boolean }> {
  const refs: PatientLeadRef[] = [];
  let more = false;
  for (const contactKey of contactKeys) {
    if (refs.length >= limit) return { refs, more: true };
    const page = await dynamoDb.send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': leadKeys.lead(userId, '', '').pk, ':prefix': patientKeys.indexPrefix(contactKey) },
        Limit: limit - refs.length,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) refs.push({ indexSk: item.sk as string, leadSk: item.leadSk as string });
    if (page.LastEvaluatedKey) more = true;
  }
  return { refs, more };
}

export async function readLeadBySk(userId: string, leadSk: string): Promise<LeadItem | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: { pk: leadKeys.lead(userId, '', '').pk, sk: leadSk }, ConsistentRead: true }),
  );
  return leadEntity.decodeFound(Item);
}

/** A lead's record in one outside system: the channel, the destination, and the results of its steps done there. */
export interface DeliveryRecord {
  sk: string;
  channel: string;
  destination: string;
  results: string[];
}

const LEGACY_CHANNELS: Record<string, string> = { AMO_LEAD: 'amo', GOOGLE_ROW: 'google', MIS_LEAD: 'mis' };

/** What the lead's deliveries made outside (STEPS#<lead>#<channel>#<destination>, and the replaced items). */
export async function deliveryRecordsOf(userId: string, leadId: string): Promise<DeliveryRecord[]> {
  const prefixes = [patientKeys.stepsPrefix(leadId), ...patientKeys.legacyStepPrefixes(leadId)];
  const pages = await Promise.all(
    prefixes.map((prefix) =>
      queryAll({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': leadKeys.lead(userId, '', '').pk, ':prefix': prefix },
        ConsistentRead: true,
      }),
    ),
  );
  return pages.flat().map((item) => recordOf(item, leadId));
}

function recordOf(item: Record<string, unknown>, leadId: string): DeliveryRecord {
  const sk = item.sk as string;
  const [prefix = ''] = sk.split('#', 1);
  const rest = sk.slice(prefix.length + 1 + leadId.length + 1);
  const [channel, destination] = prefix === 'STEPS' ? splitOnce(rest) : [LEGACY_CHANNELS[prefix] ?? prefix, rest];
  const results = Object.entries(item)
    .filter(([name, step]) => name.startsWith('step:') && (step as { state?: string }).state === 'done')
    .map(([, step]) => String((step as { result?: unknown }).result ?? ''))
    .filter((result) => result !== '');
  return { sk, channel, destination, results };
}

function splitOnce(text: string): [string, string] {
  const cut = text.indexOf('#');
  return cut < 0 ? [text, ''] : [text.slice(0, cut), text.slice(cut + 1)];
}

/** The phone's own items: its booking places and its daily allowance counters (expire by TTL, gone now). */
export async function phoneRecordKeys(userId: string, contactKey: string): Promise<Array<{ pk: string; sk: string }>> {
  const places = leadKeys.phoneBookings(userId, contactKey);
  const [{ Item }, counters] = await Promise.all([
    dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: places, ConsistentRead: true })),
    queryAll({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': patientKeys.phoneAllowance(userId, contactKey) },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    }),
  ]);
  return [...(Item ? [places] : []), ...counters.map((item) => ({ pk: item.pk as string, sk: item.sk as string }))];
}

export async function deleteItem(key: { pk: string; sk: string }): Promise<void> {
  await dynamoDb.send(new DeleteCommand({ TableName: config.tableName(), Key: key }));
}

/**
 * Keeps the lead's shape and removes what names or describes the patient (shared/domain/patient-data/anonymise.ts),
 * out of the sweeper's outbox too; its idempotency guard (which holds the request's hash) goes with it.
 */
export async function anonymiseLead(lead: LeadItem, erasedAt: string): Promise<boolean> {
  const TableName = config.tableName();
  const key = { pk: leadKeys.lead(lead.userId, '', '').pk, sk: leadKeys.lead(lead.userId, lead.createdAt, lead.id).sk };
  const removed = [...PERSONAL_LEAD_FIELDS, 'gsi1pk', 'gsi1sk'];
  const values: Record<string, unknown> = { ':empty': '', ':at': erasedAt, ':url': pageWithoutQuery(lead.URL ?? '') };
  const sets = [...EMPTIED_LEAD_FIELDS.map((name) => `#${name} = :empty`), '#URL = :url', '#erasedAt = :at'];
  if (lead.handling) {
    sets.push('#handling = :handling');
    values[':handling'] = handlingWithoutNotes(lead.handling);
  }
  const statuses = Object.entries(statusesWithoutPatient((lead.statusSend ?? {}) as Record<string, unknown>));
  statuses.forEach(([statusKey, renamed], index) => {
    sets.push(`#statusSend.#status${index} = :status${index}`);
    values[`:status${index}`] = renamed;
  });
  if (lead.consent) {
    sets.push('#consent = :consent');
    values[':consent'] = { ...lead.consent, ip: '', page: pageWithoutQuery(lead.consent.page) };
  }
  // DynamoDB refuses a name the expression does not use: only those of the attributes written.
  const used = [
    ...removed,
    ...EMPTIED_LEAD_FIELDS,
    'URL',
    'erasedAt',
    ...(lead.handling ? ['handling'] : []),
    ...(lead.consent ? ['consent'] : []),
  ];
  const names = Object.fromEntries([
    ...used.map((name) => [`#${name}`, name]),
    ...(statuses.length > 0 ? [['#statusSend', 'statusSend']] : []),
    ...statuses.map(([statusKey], index) => [`#status${index}`, statusKey]),
  ]);
  // Once: a lead erased already (by a run that stopped before its cursor moved, or on request) is left as it is.
  const anonymised = await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName,
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removed.map((name) => `#${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#erasedAt)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
  if (lead.idempotencyKey) await deleteItem(leadKeys.idempotency(lead.userId, lead.idempotencyKey));
  if (lead.patientKey) await deleteItem(patientKeys.index(lead.userId, lead.patientKey, lead.id));
  return anonymised;
}

export interface ErasureEntry {
  id: string;
  at: string;
  /** Who: the signed-in account's id today, a staff member's id once there are staff accounts. */
  actorId: string;
  /** SHA-256 of the phone's first contact key, never the phone: the entry itself must not keep the data it erased. */
  phoneHash: string;
  leads: number;
  records: number;
  /** 'request' (the clinic erased by phone) or 'retention' (the scheduled job). */
  reason: 'request' | 'retention';
}

export async function writeErasureEntry(userId: string, entry: ErasureEntry): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...patientKeys.erasure(userId, entry.at, entry.id), entity: 'erasure', ...entry },
    }),
  );
}
