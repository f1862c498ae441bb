// How far one widget booking got into one MIS entry, recorded before and after each remote step, so a
// retry (a redelivered message, another consumer after a crash, a lost answer) picks up where it stopped
// and never makes a second appointment:
//   patientId      the patient card in the MIS (found by phone or made)
//   requestedAt    the appointment's create was about to go (its answer may have been lost: look it up first)
//   appointmentId  the appointment exists
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { misKeys } from './keys';
import type { LeadRef } from './leads';

export interface MisLeadProgress {
  patientId?: string;
  requestedAt?: string;
  appointmentId?: string;
}

/** Goes with its lead's deletion window: a year is far past any retry. */
const PROGRESS_TTL_SECONDS = 365 * 24 * 3600;
const FIELDS = ['patientId', 'requestedAt', 'appointmentId'] as const;

export async function getMisProgress(ref: LeadRef, entryId: string): Promise<MisLeadProgress> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: misKeys.progress(ref.userId, ref.id, entryId), ConsistentRead: true }),
  );
  return Object.fromEntries(FIELDS.filter((name) => Item?.[name]).map((name) => [name, String(Item![name])]));
}

export async function recordMisProgress(ref: LeadRef, entryId: string, step: MisLeadProgress): Promise<void> {
  const names = Object.keys(step) as Array<keyof MisLeadProgress>;
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: misKeys.progress(ref.userId, ref.id, entryId),
      UpdateExpression: `SET entity = :entity, expiresAt = :expires, ${names.map((name) => `${name} = :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'misProgress',
        ':expires': Math.ceil(Date.now() / 1000) + PROGRESS_TTL_SECONDS,
        ...Object.fromEntries(names.map((name) => [`:${name}`, step[name]])),
      },
    }),
  );
}
