// Progress of one lead's row in one Google entry's sheet, so a retried or duplicated message never appends
// the row twice: a claim ('appending', with a lease and a token) before the append, 'appended' after it.
// A claim whose append failed for sure is released (deleted); one whose outcome is unknown (timeout,
// dropped connection, a crash) stays 'appending', and whoever claims it next learns that it may already
// be in the sheet (functions/domain/google/deliver.ts then looks before appending again).
import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { googleKeys } from './keys';
import { ignoreMissing } from './transactions';

const KEEP_SECONDS = 30 * 24 * 3600;

export type RowClaim =
  | { kind: 'claimed'; token: string /** An earlier append of this row may have reached the sheet. */; maybeAppended: boolean }
  | { kind: 'appended' }
  | { kind: 'busy' };

export async function claimRow(userId: string, leadId: string, entryId: string, now: number, leaseMs: number): Promise<RowClaim> {
  const token = randomUUID();
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.row(userId, leadId, entryId),
        UpdateExpression: 'SET #state = :appending, leaseUntil = :until, claimToken = :token, expiresAt = :expires ADD attempts :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :appending AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':appending': 'appending',
          ':until': now + leaseMs,
          ':token': token,
          ':now': now,
          ':one': 1,
          ':expires': Math.floor(now / 1000) + KEEP_SECONDS,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { kind: 'claimed', token, maybeAppended: Attributes?.state === 'appending' };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Appended, or another consumer holds it: a second look tells which.
    return (await isAppended(userId, leadId, entryId, now)) ? { kind: 'appended' } : { kind: 'busy' };
  }
}

async function isAppended(userId: string, leadId: string, entryId: string, now: number): Promise<boolean> {
  // A no-op update that only succeeds on an appended row (no extra read permission needed).
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.row(userId, leadId, entryId),
        UpdateExpression: 'SET checkedAt = :now',
        ConditionExpression: '#state = :appended',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':appended': 'appended', ':now': now },
      }),
    ),
  );
}

export async function markRowAppended(userId: string, leadId: string, entryId: string, updatedRange: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: googleKeys.row(userId, leadId, entryId),
      UpdateExpression: 'SET #state = :appended, updatedRange = :range REMOVE leaseUntil, claimToken',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':appended': 'appended', ':range': updatedRange },
    }),
  );
}

/** The append failed for sure (Google answered an error): the next try appends without looking first. */
export async function releaseRow(userId: string, leadId: string, entryId: string, token: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new DeleteCommand({
        TableName: config.tableName(),
        Key: googleKeys.row(userId, leadId, entryId),
        ConditionExpression: 'claimToken = :token',
        ExpressionAttributeValues: { ':token': token },
      }),
    ),
  );
}

/** The outcome is unknown: the row stays 'appending' but may be claimed again at once (by the retry). */
export async function endLease(userId: string, leadId: string, entryId: string, token: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.row(userId, leadId, entryId),
        UpdateExpression: 'SET leaseUntil = :zero',
        ConditionExpression: 'claimToken = :token',
        ExpressionAttributeValues: { ':zero': 0, ':token': token },
      }),
    ),
  );
}
