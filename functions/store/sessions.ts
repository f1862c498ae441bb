// The account's session state, read by every signed-in call (http/bearer.ts): one GetItem of two
// attributes, kept apart from store/accounts.ts so a signed-in bundle carries no account transactions.
//   sessionVersion  bumped by a password change or reset: every token of another version is refused
//   endedSessions   a string set of '<exp>.<session id>' of tokens logged out before they expire
//   clinicId, staffRole, phonesAllowed   a staff member's clinic, role and whether they see the leads' phones
//                   (issue 29; absent on a clinic's own account: its owner). Read with the session on every
//                   call, so a changed role or a removed person (the account item deleted) applies at once.
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { isStaffRole, type StaffRole } from '../../shared/domain/staff/roles';
import { keys } from './keys';

export interface SessionState {
  version: number;
  ended: ReadonlySet<string>;
  /** The clinic whose data the person works on: their own id for a clinic's account. */
  clinicId: string;
  role: StaffRole;
  phonesAllowed: boolean;
}

/** The account's session state, or undefined when the account no longer exists. */
export async function currentSessions(userId: string): Promise<SessionState | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      ProjectionExpression: 'pk, sessionVersion, endedSessions, clinicId, staffRole, phonesAllowed',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const staff = typeof Item.clinicId === 'string' && isStaffRole(Item.staffRole);
  return {
    version: typeof Item.sessionVersion === 'number' ? Item.sessionVersion : 0,
    ended: Item.endedSessions instanceof Set ? (Item.endedSessions as Set<string>) : new Set(),
    clinicId: staff ? (Item.clinicId as string) : userId,
    role: staff ? (Item.staffRole as StaffRole) : 'owner',
    phonesAllowed: Item.phonesAllowed === true,
  };
}

/** The entry of one token in `endedSessions`: its expiry first, so the expired ones can be dropped. */
export const endedSessionEntry = (expiresAt: number, sessionId: string) => `${expiresAt}.${sessionId}`;

/** Ends one session; entries of tokens expired by now are dropped in a second step (their tokens are refused anyway). */
export async function endSession(userId: string, entry: string, nowSeconds: number): Promise<void> {
  const { Attributes } = await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      UpdateExpression: 'ADD endedSessions :entry',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':entry': new Set([entry]) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const ended = (Attributes?.endedSessions as Set<string> | undefined) ?? new Set<string>();
  const expired = [...ended].filter((item) => Number(item.split('.')[0]) < nowSeconds);
  if (expired.length === 0) return;
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      UpdateExpression: 'DELETE endedSessions :expired',
      ExpressionAttributeValues: { ':expired': new Set(expired) },
    }),
  );
}

/** Ends every session of the account (a token from before session ids has no entry of its own). */
export async function endAllSessions(userId: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      UpdateExpression: 'ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
