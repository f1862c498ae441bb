// Leads from the landing page. Stored first with an outbox marker (sparse gsi1), which is removed
// once the operator's mail has gone out, so the sweeper can find what was never delivered.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { queues } from '../resources';
import { keys } from './keys';

export interface LandingLead {
  id: string;
  name: string;
  city: string;
  clinic: string;
  phone: string;
  utm?: string;
  sourceIp: string;
  createdAt: string;
  delivery: 'pending' | 'sent' | 'failed';
  deliveryNote?: string;
}

export interface LandingLeadRef {
  id: string;
  createdAt: string;
}

const OUTBOX = queues.landingMail.name;

export async function saveLandingLead(lead: LandingLead): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.landingLead(lead.createdAt, lead.id), ...keys.outbox(OUTBOX, lead.createdAt), entity: 'landingLead', ...lead },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getLandingLead(ref: LandingLeadRef): Promise<LandingLead | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.landingLead(ref.createdAt, ref.id), ConsistentRead: true }),
  );
  return Item as LandingLead | undefined;
}

/** Records the final outcome and takes the lead out of the outbox. */
export async function settleLandingLead(ref: LandingLeadRef, delivery: 'sent' | 'failed', note: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keys.landingLead(ref.createdAt, ref.id),
      UpdateExpression: 'SET delivery = :delivery, deliveryNote = :note REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delivery': delivery, ':note': note },
    }),
  );
}

/** Leads still in the outbox that were stored before `before` (ISO time). */
export async function listUndeliveredLandingLeads(before: string, limit = 100): Promise<LandingLeadRef[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :outbox AND gsi1sk < :before',
      ExpressionAttributeValues: { ':outbox': keys.outbox(OUTBOX, '').gsi1pk, ':before': before },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ id: item.id as string, createdAt: item.createdAt as string }));
}
