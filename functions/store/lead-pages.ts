// One page of a clinic's leads in sort key order (createdAt, then id): the jobs that walk a clinic's leads from a cursor
// (the retention job, the phone index backfill) read them so, a Query of the clinic's partition, never a scan.
import { QueryCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import { leadEntity, type LeadItem } from './leads';

export interface LeadPageQuery {
  /** The sort key of the last lead read before (absent: from the first). */
  after?: string;
  /** Only leads stored before this time (ISO; absent: every lead). */
  before?: string;
  limit: number;
  /** The attributes wanted (absent: the whole item). */
  projection?: string;
}

export async function leadPage(userId: string, query: LeadPageQuery): Promise<{ items: Array<Record<string, unknown>>; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': leadKeys.lead(userId, '', '').pk,
        ':from': query.after ? `${query.after}\u0000` : leadKeys.leadPrefix,
        ':to': `${leadKeys.leadPrefix}${query.before ?? '\uffff'}`,
      },
      ...(query.projection ? { ProjectionExpression: query.projection } : {}),
      Limit: query.limit,
      ConsistentRead: true,
    }),
  );
  return { items: Items, more: LastEvaluatedKey !== undefined };
}

/** Up to `limit` leads stored before `cutoff` (ISO), oldest first, after the sort key `after`. */
export async function leadsBefore(userId: string, cutoff: string, after: string | undefined, limit: number): Promise<LeadItem[]> {
  const { items } = await leadPage(userId, { after, before: cutoff, limit });
  return items.map((item) => leadEntity.decode(item));
}
