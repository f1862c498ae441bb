// The PATIENT# index items of leads stored before the index existed (issue 28 §2), written once per clinic: its leads
// are read a page at a time in sort key order (a Query of its partition, never a scan), and each lead without a
// contact key gets its index item and the key in one transaction, so erasure by phone finds it and the retention job
// deletes its index item with it.
//   TENANT#<userId>  PATIENT_INDEX   {after}: the sort key of the last lead looked at; {done: true} once every lead was
import { GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys, patientKeys } from './keys';
import { leadPage } from './lead-pages';
import { ConditionsFailed, transact } from './transactions';

export type BackfillState = { done: true } | { done: false; after?: string };

export interface UnindexedLead {
  sk: string;
  id: string;
  phone: string;
}

export async function getBackfillState(userId: string): Promise<BackfillState> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: patientKeys.indexBackfill(userId), ConsistentRead: true }),
  );
  if (Item?.done === true) return { done: true };
  return { done: false, after: typeof Item?.after === 'string' ? Item.after : undefined };
}

export async function setBackfillState(userId: string, state: BackfillState): Promise<void> {
  await dynamoDb.send(new PutCommand({ TableName: config.tableName(), Item: { ...patientKeys.indexBackfill(userId), ...state } }));
}

/** Up to `limit` of the clinic's leads after the sort key `after`: those without an index item, and where the page ended. */
export async function leadsToIndex(
  userId: string,
  after: string | undefined,
  limit: number,
): Promise<{ leads: UnindexedLead[]; last?: string; more: boolean }> {
  const { items: Items, more } = await leadPage(userId, { after, limit, projection: 'sk, id, ClientPhone, patientKey, erasedAt' });
  const leads = Items.filter((item) => item.patientKey === undefined && item.erasedAt === undefined && item.ClientPhone).map((item) => ({
    sk: String(item.sk),
    id: String(item.id),
    phone: String(item.ClientPhone),
  }));
  return { leads, last: Items.at(-1)?.sk as string | undefined, more };
}

/** The lead's index item and its contact key, together; nothing when the lead was erased or indexed meanwhile. */
export async function indexLead(userId: string, lead: UnindexedLead, contactKey: string): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      index: { Put: { TableName, Item: { ...patientKeys.index(userId, contactKey, lead.id), entity: 'patientIndex', leadSk: lead.sk } } },
      lead: {
        Update: {
          TableName,
          Key: { pk: leadKeys.lead(userId, '', '').pk, sk: lead.sk },
          UpdateExpression: 'SET patientKey = :key',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(patientKey) AND attribute_not_exists(erasedAt)',
          ExpressionAttributeValues: { ':key': contactKey },
        },
      },
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
  }
}
