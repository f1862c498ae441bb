// The clinics' retention periods and the retention job's progress (issue 28 §2).
//   TENANT#<userId>  RETENTION          {months?}: the clinic's period (absent: the default); gsi1 RETENTION / <userId> lists
//                                       every clinic with leads, set after each lead is stored (an update, outside the lead's
//                                       transaction, so concurrent leads never conflict on it)
//   TENANT#<userId>  RETENTION_CURSOR   {after}: the sort key of the last lead the job has anonymised or passed
//   RETENTION        RUN                {clinic}: the clinic a run stopped in for want of budget; the next run starts
//                                       there, so every clinic is reached however many there are (absent: from the first)
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys, patientKeys } from './keys';

const REGISTRY = 'RETENTION';
const RUN_CURSOR = patientKeys.retentionRun;
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

/** Up to `limit` clinics with leads, in user id order, from `from` on (the run cursor's clinic). */
export async function clinicsWithLeads(from: string | undefined, limit: number): Promise<{ clinics: string[]; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: from ? 'gsi1pk = :registry AND gsi1sk >= :from' : 'gsi1pk = :registry',
      ExpressionAttributeValues: { ':registry': REGISTRY, ...(from ? { ':from': from } : {}) },
      Limit: limit,
    }),
  );
  return { clinics: Items.map((item) => String(item.gsi1sk)), more: LastEvaluatedKey !== undefined };
}

/** The clinic the last run stopped in (undefined: the next run starts with the first clinic). */
export async function getRunCursor(): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: RUN_CURSOR, ConsistentRead: true }));
  return typeof Item?.clinic === 'string' ? Item.clinic : undefined;
}

export async function setRunCursor(clinic: string | undefined): Promise<void> {
  await dynamoDb.send(
    clinic === undefined
      ? new DeleteCommand({ TableName: config.tableName(), Key: RUN_CURSOR })
      : new PutCommand({ TableName: config.tableName(), Item: { ...RUN_CURSOR, clinic } }),
  );
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
