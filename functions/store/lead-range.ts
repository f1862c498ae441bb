// Reading a clinic's leads newest first over a span of their sort keys (TICKET#<createdAt>#<id>), a bounded
// number at a time: 'Заявки' filters and counts in code (the search's phone rule is no DynamoDB expression),
// so each call reads at most `maxItems` leads and says where it stopped, and the next call goes on from there.
import { QueryCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import { leadEntity, type LeadItem } from './leads';

/** Sort keys from `low` to `high`, both included. */
export interface LeadKeySpan {
  low: string;
  high: string;
}

export interface LeadScan {
  /** The sort key of the last lead visited; undefined when none was. */
  lastSk?: string;
  /** Every lead of the span after the start was visited. */
  exhausted: boolean;
}

/** Leads per Query page: the budget is spent in a few round trips, and a page stays under DynamoDB's 1 MB. */
const PAGE_ITEMS = 400;

/**
 * Visits the span's leads newest first, after `startAfter` when given, until `visit` answers false, `maxItems`
 * were visited or the span ends.
 */
export async function scanLeads(
  userId: string,
  span: LeadKeySpan,
  startAfter: string | undefined,
  maxItems: number,
  visit: (lead: LeadItem, sk: string) => boolean,
): Promise<LeadScan> {
  const pk = leadKeys.lead(userId, '', '').pk;
  let startKey: Record<string, unknown> | undefined = startAfter ? { pk, sk: startAfter } : undefined;
  let visited = 0;
  let lastSk: string | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await dynamoDb.send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': pk, ':low': span.low, ':high': span.high },
        ScanIndexForward: false,
        Limit: Math.min(PAGE_ITEMS, maxItems - visited),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of Items) {
      visited += 1;
      lastSk = String(item.sk);
      if (!visit(leadEntity.decode(item), lastSk)) return { lastSk, exhausted: false };
    }
    startKey = LastEvaluatedKey;
  } while (startKey && visited < maxItems);
  return { lastSk, exhausted: !startKey };
}
