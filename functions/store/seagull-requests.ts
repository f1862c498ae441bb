// Configurator requests (/seagull), one item per idempotency key, kept in the operator-mail outbox
// (./mail-outbox.ts) until their mail has gone out.
import * as z from 'zod/mini';
import { ConditionalCheckFailedException, GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { SEAGULL_MODES, type SeagullMode } from '../../shared/schemas/seagull';
import { consentRecordSchema } from '../../shared/schemas/consent';
import type { ConsentRecord } from '../../shared/domain/consent/record';
import { config } from '../config';
import { queues } from '../resources';
import { entity } from './entity';
import { keys } from './keys';
import { MAIL_DELIVERIES, type MailDelivery, listOutbox, outboxMarker, settleOutboxItem } from './mail-outbox';

export interface SeagullRequest {
  id: string;
  /** The item's key: a retry with the same key finds this request. */
  idempotencyKey: string;
  requestHash: string;
  mode: SeagullMode;
  name?: string;
  email: string;
  phone?: string;
  utm?: string;
  /** Chosen option ids, in catalogue order. */
  options: string[];
  /** The answer lines the server built from `options` (docs/contract/widget-quiz-configurator.md §7), the total last. */
  answer: string[];
  total: number;
  sourceIp: string;
  /** The consent the sender gave (issue 28 §1). Absent on requests stored before it was recorded. */
  consent?: ConsentRecord;
  createdAt: string;
  delivery: MailDelivery;
  deliveryNote?: string;
}

const seagullRequestEntity = entity<SeagullRequest>(
  'seagullRequest',
  z.looseObject({
    id: z.string(),
    idempotencyKey: z.string(),
    requestHash: z.string(),
    mode: z.enum(SEAGULL_MODES),
    name: z.optional(z.string()),
    email: z.string(),
    phone: z.optional(z.string()),
    utm: z.optional(z.string()),
    options: z.array(z.string()),
    answer: z.array(z.string()),
    total: z.number(),
    sourceIp: z.string(),
    consent: z.optional(consentRecordSchema),
    createdAt: z.string(),
    delivery: z.enum(MAIL_DELIVERIES),
    deliveryNote: z.optional(z.string()),
  }),
);

export interface SeagullRequestRef {
  idempotencyKey: string;
}

const OUTBOX = queues.seagullMail.name;

/** Stores a new request; false when its idempotency key is already taken. */
export async function saveSeagullRequest(request: SeagullRequest): Promise<boolean> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: {
          ...keys.seagullRequest(request.idempotencyKey),
          ...outboxMarker(OUTBOX, request.createdAt),
          entity: 'seagullRequest',
          ...request,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getSeagullRequest(ref: SeagullRequestRef): Promise<SeagullRequest | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.seagullRequest(ref.idempotencyKey), ConsistentRead: true }),
  );
  return seagullRequestEntity.decodeFound(Item);
}

/** Records the final outcome and takes the request out of the outbox. */
export function settleSeagullRequest(ref: SeagullRequestRef, delivery: 'sent' | 'failed', note: string): Promise<void> {
  return settleOutboxItem(keys.seagullRequest(ref.idempotencyKey), delivery, note);
}

/** Requests still in the outbox that were stored before `before` (ISO time). */
export async function listUndeliveredSeagullRequests(before: string, limit = 100): Promise<SeagullRequestRef[]> {
  const items = await listOutbox(OUTBOX, before, limit);
  return items.map((item) => ({ idempotencyKey: item.idempotencyKey as string }));
}
