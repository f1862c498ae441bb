// Leads from the landing page, kept in the operator-mail outbox (./mail-outbox.ts) until their mail
// has gone out.
import * as z from 'zod/mini';
import { GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { consentRecordSchema } from '../../shared/schemas/consent';
import type { ConsentRecord } from '../../shared/domain/consent/record';
import { config } from '../config';
import { queues } from '../resources';
import { entity } from './entity';
import { keys } from './keys';
import { MAIL_DELIVERIES, type MailDelivery, listOutbox, outboxMarker, settleOutboxItem } from './mail-outbox';

export interface LandingLead {
  id: string;
  name: string;
  city: string;
  clinic: string;
  phone: string;
  utm?: string;
  sourceIp: string;
  /** The consent the sender gave (issue 28 §1). Absent on requests stored before it was recorded. */
  consent?: ConsentRecord;
  createdAt: string;
  delivery: MailDelivery;
  deliveryNote?: string;
}

const landingLeadEntity = entity<LandingLead>(
  'landingLead',
  z.looseObject({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    clinic: z.string(),
    phone: z.string(),
    utm: z.optional(z.string()),
    sourceIp: z.string(),
    consent: z.optional(consentRecordSchema),
    createdAt: z.string(),
    delivery: z.enum(MAIL_DELIVERIES),
    deliveryNote: z.optional(z.string()),
  }),
);

export interface LandingLeadRef {
  id: string;
  createdAt: string;
}

const OUTBOX = queues.landingMail.name;

export async function saveLandingLead(lead: LandingLead): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.landingLead(lead.createdAt, lead.id), ...outboxMarker(OUTBOX, lead.createdAt), entity: 'landingLead', ...lead },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getLandingLead(ref: LandingLeadRef): Promise<LandingLead | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.landingLead(ref.createdAt, ref.id), ConsistentRead: true }),
  );
  return landingLeadEntity.decodeFound(Item);
}

/** Records the final outcome and takes the lead out of the outbox. */
export function settleLandingLead(ref: LandingLeadRef, delivery: 'sent' | 'failed', note: string): Promise<void> {
  return settleOutboxItem(keys.landingLead(ref.createdAt, ref.id), delivery, note);
}

/** Leads still in the outbox that were stored before `before` (ISO time). */
export async function listUndeliveredLandingLeads(before: string, limit = 100): Promise<LandingLeadRef[]> {
  const items = await listOutbox(OUTBOX, before, limit);
  return items.map((item) => ({ id: item.id as string, createdAt: item.createdAt as string }));
}
