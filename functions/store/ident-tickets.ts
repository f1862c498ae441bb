// The clinic's leads created in a time window, oldest first, for IDENT's GetTickets: one Query on the
// lead sort keys (TICKET#<createdAt>#<id>), read only as far as offset + limit needs.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import type { LeadItem } from './leads';

export async function leadsCreatedBetween(
  userId: string,
  fromIso: string,
  toIso: string,
  offset: number,
  limit: number,
): Promise<LeadItem[]> {
  const items: LeadItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb.send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': leadKeys.lead(userId, '', '').pk,
          ':from': `${leadKeys.leadPrefix}${fromIso}`,
          // '$' sorts after '#', so the last millisecond's leads are in.
          ':to': `${leadKeys.leadPrefix}${toIso}$`,
        },
        Limit: offset + limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as LeadItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < offset + limit);
  return items.slice(offset, offset + limit);
}
