// The clinic's leads created in a time window, for IDENT's GetTickets: one Query on the lead sort keys
// (TICKET#<createdAt>#<id>), read only as far as the answer needs: a page counted from the window's
// oldest (offset + limit items), or its newest `count`.
import { QueryCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import { leadEntity, type LeadItem } from './leads';

export interface LeadWindow {
  fromIso: string;
  toIso: string;
}

async function readWindow(userId: string, window: LeadWindow, count: number, newestFirst: boolean): Promise<LeadItem[]> {
  const items: LeadItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb.send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': leadKeys.lead(userId, '', '').pk,
          ':from': `${leadKeys.leadPrefix}${window.fromIso}`,
          // '$' sorts after '#', so the last millisecond's leads are in.
          ':to': `${leadKeys.leadPrefix}${window.toIso}$`,
        },
        ScanIndexForward: !newestFirst,
        Limit: count - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []).map(leadEntity.decode));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < count);
  return items;
}

/** The window's leads from the `offset`-th oldest, at most `limit`, oldest first. */
export async function leadsCreatedBetween(userId: string, window: LeadWindow, offset: number, limit: number): Promise<LeadItem[]> {
  return (await readWindow(userId, window, offset + limit, false)).slice(offset);
}

/** The window's newest `count` leads, oldest first. */
export async function newestLeadsBetween(userId: string, window: LeadWindow, count: number): Promise<LeadItem[]> {
  return (await readWindow(userId, window, count, true)).reverse();
}
