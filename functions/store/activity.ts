// The clinic's activity log (issue 29): one item per change in the clinic's partition, newest first by its
// sort key, gone a year later by TTL. A page reads a bounded number of entries, so a filter that matches
// few of a busy clinic's entries pages on (cursor) instead of reading the whole year at once.
import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { ACTIVITY_KEPT_DAYS, type ActivityAction, type ActivityKind, activityKinds } from '../../shared/domain/staff/activity';
import { PutCommand, QueryCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { entity } from './entity';
import { staffKeys } from './keys';

export interface ActivityEntry {
  id: string;
  at: string;
  personId: string;
  kind: ActivityKind;
  action: ActivityAction;
  subject: string;
}

const activityEntity = entity<ActivityEntry>(
  'activity entry',
  z.looseObject({
    id: z.string(),
    at: z.string(),
    personId: z.string(),
    kind: z.enum(activityKinds),
    action: z.enum(['created', 'changed', 'deleted']),
    subject: z.string(),
  }),
);

/** Entries read per page: a page answers those of them that match its filters. */
export const ACTIVITY_PAGE_READ = 100;

export async function putActivity(clinicId: string, entry: Omit<ActivityEntry, 'id'>): Promise<void> {
  const id = randomBytes(6).toString('base64url');
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...staffKeys.activity(clinicId, entry.at, id),
        entity: 'activity',
        id,
        ...entry,
        expiresAt: Math.floor(Date.parse(entry.at) / 1000) + ACTIVITY_KEPT_DAYS * 86_400,
      },
    }),
  );
}

export interface ActivityFilter {
  personId?: string;
  kind?: ActivityKind;
  /** The sort key the previous page ended at. */
  after?: string;
}

export async function queryActivity(clinicId: string, filter: ActivityFilter): Promise<{ entries: ActivityEntry[]; lastKey?: string }> {
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ':pk': `TENANT#${clinicId}`, ':prefix': staffKeys.activityPrefix };
  if (filter.personId) {
    conditions.push('personId = :person');
    values[':person'] = filter.personId;
  }
  if (filter.kind) {
    conditions.push('kind = :kind');
    values[':kind'] = filter.kind;
  }
  const page = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: ACTIVITY_PAGE_READ,
      ...(filter.after ? { ExclusiveStartKey: { pk: `TENANT#${clinicId}`, sk: filter.after } } : {}),
    }),
  );
  const lastKey = page.LastEvaluatedKey?.sk;
  return { entries: (page.Items ?? []).map((item) => activityEntity.decode(item)), ...(typeof lastKey === 'string' ? { lastKey } : {}) };
}
