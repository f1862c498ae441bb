// Sign-ups waiting for their e-mail's confirmation. The item is keyed by a hash of the code mailed to
// the address, so the table never holds a code that would open an account; TTL removes the unconfirmed.
import * as z from 'zod/mini';
import { GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { entity } from './entity';
import { keys } from './keys';

export interface PendingRegistration {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  utm?: string;
  createdAt: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

const pendingRegistrationEntity = entity<PendingRegistration & { usedAt?: string }>(
  'pendingRegistration',
  z.looseObject({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    passwordHash: z.string(),
    utm: z.optional(z.string()),
    createdAt: z.string(),
    expiresAt: z.number(),
    usedAt: z.optional(z.string()),
  }),
);

export async function savePendingRegistration(codeHash: string, pending: PendingRegistration): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.pendingRegistration(codeHash), entity: 'pendingRegistration', ...pending },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPendingRegistration(codeHash: string): Promise<PendingRegistration | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.pendingRegistration(codeHash), ConsistentRead: true }),
  );
  // A used code stays until TTL removes it, marked usedAt (store/accounts.ts createAccount).
  const pending = pendingRegistrationEntity.decodeFound(Item);
  return pending && !pending.usedAt ? pending : undefined;
}

/** The e-mail's latest pending sign-up: enough for the login to tell its maker that the address is not confirmed yet. */
export interface PendingEmail {
  codeHash: string;
  passwordHash: string;
  /** Epoch seconds, as the sign-up's. */
  expiresAt: number;
}

export async function savePendingEmail(email: string, pending: PendingEmail): Promise<void> {
  await dynamoDb.send(
    new PutCommand({ TableName: config.tableName(), Item: { ...keys.pendingEmail(email), entity: 'pendingEmail', ...pending } }),
  );
}

export async function getPendingEmail(email: string, now = Date.now()): Promise<PendingEmail | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.pendingEmail(email), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) * 1000 <= now) return undefined;
  return { codeHash: String(Item.codeHash), passwordHash: String(Item.passwordHash), expiresAt: Number(Item.expiresAt) };
}
