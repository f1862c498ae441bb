// How far one lead got into one amoCRM entry: recorded before and after each remote step, so a retry
// (a redelivered message, another consumer after a crash, a lost answer) picks up where it stopped and
// never makes a second deal:
//   requestedAt  the complex call was about to go (its answer may have been lost: look the deal up first)
//   amoLeadId    the deal exists
//   notedAt      its note was added
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { amoKeys } from './keys';
import type { LeadRef } from './leads';

export interface AmoLeadProgress {
  requestedAt?: string;
  amoLeadId?: number;
  notedAt?: string;
}

/** Progress items go with their lead's deletion window: a year is far past any retry. */
const PROGRESS_TTL_SECONDS = 365 * 24 * 3600;

export async function getAmoProgress(ref: LeadRef, entryId: string): Promise<AmoLeadProgress> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: amoKeys.progress(ref.userId, ref.id, entryId), ConsistentRead: true }),
  );
  return {
    ...(Item?.requestedAt ? { requestedAt: Item.requestedAt as string } : {}),
    ...(Item?.amoLeadId ? { amoLeadId: Number(Item.amoLeadId) } : {}),
    ...(Item?.notedAt ? { notedAt: Item.notedAt as string } : {}),
  };
}

export async function recordAmoProgress(ref: LeadRef, entryId: string, step: AmoLeadProgress): Promise<void> {
  const names = Object.keys(step) as Array<keyof AmoLeadProgress>;
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: amoKeys.progress(ref.userId, ref.id, entryId),
      UpdateExpression: `SET entity = :entity, expiresAt = :expires, ${names.map((name) => `${name} = :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'amoProgress',
        ':expires': Math.ceil(Date.now() / 1000) + PROGRESS_TTL_SECONDS,
        ...Object.fromEntries(names.map((name) => [`:${name}`, step[name]])),
      },
    }),
  );
}
