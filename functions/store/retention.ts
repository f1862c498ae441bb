// The clinics' retention periods and the retention job's progress (issue 28 §2).
//   TENANT#<userId>  RETENTION          {months?}: the clinic's period (absent: the default); gsi1 RETENTION / <userId> lists
//                                       every clinic with leads, set after each lead is stored (an update, outside the lead's
//                                       transaction, so concurrent leads never conflict on it)
//   TENANT#<userId>  RETENTION_CURSOR   {after}: the sort key of the last lead the job has anonymised or passed
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys, patientKeys } from './keys';
import { leadEntity, type LeadItem } from './leads';
import { queryAll } from './query-all';

const REGISTRY = 'RETENTION';
const retentionKey = (userId: string) => ({ pk: leadKeys.lead(userId, '', '').pk, sk: 'RETENTION' });

/** The clinic has leads: the job visits it. Idempotent. */
export async function registerForRetention(userId: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: retentionKey(userId),
      UpdateExpression: 'SET gsi1pk = :registry, gsi1sk = :user',
      ExpressionAttributeValues: { ':registry': REGISTRY, ':user': userId },
    }),
  );
}

export async function clinicsWithLeads(): Promise<string[]> {
  const items = await queryAll({
    TableName: config.tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :registry',
    ExpressionAttributeValues: { ':registry': REGISTRY },
  });
  return items.map((item) => String(item.gsi1sk));
}

/** The clinic's period in months, undefined for the default. */
export async function getRetentionMonths(userId: string): Promise<number | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: retentionKey(userId), ConsistentRead: true }));
  return typeof Item?.months === 'number' ? Item.months : undefined;
}

export async function setRetentionMonths(userId: string, months: number): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: retentionKey(userId),
      UpdateExpression: 'SET months = :months, gsi1pk = :registry, gsi1sk = :user',
      ExpressionAttributeValues: { ':months': months, ':registry': REGISTRY, ':user': userId },
    }),
  );
}

export async function getRetentionCursor(userId: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: patientKeys.retentionCursor(userId), ConsistentRead: true }),
  );
  return typeof Item?.after === 'string' ? Item.after : undefined;
}

export async function setRetentionCursor(userId: string, after: string): Promise<void> {
  await dynamoDb.send(new PutCommand({ TableName: config.tableName(), Item: { ...patientKeys.retentionCursor(userId), after } }));
}

/** Up to `limit` leads stored before `cutoff` (ISO), oldest first, after the sort key `after`. */
export async function leadsBefore(userId: string, cutoff: string, after: string | undefined, limit: number): Promise<LeadItem[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': leadKeys.lead(userId, '', '').pk,
        ':from': after ? `${after}\u0000` : leadKeys.leadPrefix,
        ':to': `${leadKeys.leadPrefix}${cutoff}`,
      },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => leadEntity.decode(item));
}
