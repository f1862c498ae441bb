// Wrong passwords per e-mail (functions/domain/accounts/login-lockout.ts decides what they mean).
// Written with optimistic concurrency (a revision), so simultaneous wrong passwords are all counted.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

export interface LoginFailures {
  /** Wrong passwords in the current window. */
  failures: number;
  windowEndsAt: number;
  /** Epoch ms; 0 when not locked. */
  lockedUntil: number;
  /** Lockouts in a row, for the backoff; a correct login forgets them. */
  lockouts: number;
}

export interface StoredLoginFailures extends LoginFailures {
  revision: number;
}

export async function getLoginFailures(email: string): Promise<StoredLoginFailures | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: keys.loginFailures(email), ConsistentRead: true }),
  );
  return Item as StoredLoginFailures | undefined;
}

/** Writes `next` over `previous` (as read); false when another write came first: read again and retry. */
export async function saveLoginFailures(
  email: string,
  previous: StoredLoginFailures | undefined,
  next: LoginFailures,
  expiresAt: number,
): Promise<boolean> {
  const { failures, windowEndsAt, lockedUntil, lockouts } = next;
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: {
          ...keys.loginFailures(email),
          entity: 'loginFailures',
          failures,
          windowEndsAt,
          lockedUntil,
          lockouts,
          revision: (previous?.revision ?? 0) + 1,
          expiresAt,
        },
        ConditionExpression: previous ? 'revision = :revision' : 'attribute_not_exists(pk)',
        ...(previous ? { ExpressionAttributeValues: { ':revision': previous.revision } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Forgets the failures: written over, not deleted (the public login function may not delete), with a
 * new revision so a wrong password counted at the same moment reads again; TTL removes the item.
 */
export async function clearLoginFailures(email: string, now = Date.now()): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...keys.loginFailures(email),
        entity: 'loginFailures',
        failures: 0,
        windowEndsAt: 0,
        lockedUntil: 0,
        lockouts: 0,
        revision: now,
        expiresAt: Math.floor(now / 1000) + 24 * 3600,
      },
    }),
  );
}
