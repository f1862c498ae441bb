// Allowances per caller that every Lambda shares: a fixed-window counter per (scope, window) in the
// table, bumped by one conditional update and expired by TTL. Used where a limit is about WHO calls
// (a clinic, an account, a destination), which the API Gateway stage limit cannot see.
//
//   pk                       sk                   what
//   LIMIT#<scope>            <window start, ms>   count of uses in that window; expiresAt = window end + 1 h
import { ConditionalCheckFailedException, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';

export interface Allowance {
  /** Uses allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type AllowanceOutcome = { allowed: true; used: number } | { allowed: false; retryAfterSeconds: number };

export const rateCounterKey = (scope: string, windowStart: number) => ({ pk: `LIMIT#${scope}`, sk: String(windowStart) });

/** Counts one use of `scope` now; refused (and not counted) once the window's limit is reached. */
export async function takeAllowance(scope: string, allowance: Allowance, now = Date.now()): Promise<AllowanceOutcome> {
  const windowMs = allowance.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  try {
    const result = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: rateCounterKey(scope, windowStart),
        UpdateExpression: 'ADD uses :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': allowance.limit, ':expires': Math.ceil((windowStart + windowMs) / 1000) + 3600 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { allowed: true, used: Number(result.Attributes?.uses ?? 1) };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
  }
}
