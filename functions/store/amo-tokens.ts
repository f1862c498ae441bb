// A clinic's amoCRM tokens, per integration entry, apart from the integrations item: only the server
// reads them (never an answer), and each change writes version + 1 on the condition that it read
// `version`, so of several consumers refreshing at once exactly one wins and the others use its pair.
//
//   refreshingUntil: a consumer holds the refresh until then (refresh tokens are single-use: two
//   consumers presenting the same one would get the second refused and log the clinic out).
//   gsi1 TOKEN_REFRESH#amo / <due>: while access works, when the token schedule refreshes the pair
//   (REFRESH_AHEAD_MS before the access token expires), so a quiet clinic's refresh token never goes unused.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { amoKeys } from './keys';
import { ignoreMissing } from './transactions';
import { stillAtVersion } from './versioned-writes';

export interface AmoTokens {
  /** The account host amo sent back (`referer`): every call goes there. */
  referer: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  version: number;
  /** Access is gone for good (refresh refused): the clinic must connect again. */
  revoked?: boolean;
  refreshingUntil?: number;
}

/**
 * How long before the access token expires the schedule refreshes the pair: more than the schedule's
 * interval (6 h), so each run catches every pair before it expires; amo's access tokens last 24 h.
 */
export const REFRESH_AHEAD_MS = 8 * 3_600_000;
const refreshDue = (accessExpiresAt: number) => amoKeys.refreshDue(accessExpiresAt - REFRESH_AHEAD_MS);

export async function getAmoTokens(userId: string, entryId: string): Promise<AmoTokens | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: amoKeys.tokens(userId, entryId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    referer: Item.referer as string,
    accessToken: Item.accessToken as string,
    refreshToken: Item.refreshToken as string,
    accessExpiresAt: Number(Item.accessExpiresAt),
    version: Number(Item.version),
    ...(Item.revoked ? { revoked: true } : {}),
    ...(Item.refreshingUntil ? { refreshingUntil: Number(Item.refreshingUntil) } : {}),
  };
}

/** A new grant (connect or reconnect): replaces whatever was there. */
export async function putAmoTokens(userId: string, entryId: string, tokens: Omit<AmoTokens, 'version'>): Promise<AmoTokens> {
  const previous = await getAmoTokens(userId, entryId);
  const version = (previous?.version ?? 0) + 1;
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...amoKeys.tokens(userId, entryId),
        ...refreshDue(tokens.accessExpiresAt),
        entity: 'amoTokens',
        ...tokens,
        version,
        updatedAt: new Date().toISOString(),
      },
    }),
  );
  return { ...tokens, version };
}

/** One update of the tokens item, on the condition that it is still at `version` (and `also` holds); false when not. */
function updateAtVersion(
  userId: string,
  entryId: string,
  version: number,
  UpdateExpression: string,
  values: Record<string, unknown> = {},
  also?: string,
): Promise<boolean> {
  const atVersion = stillAtVersion(version, also);
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: amoKeys.tokens(userId, entryId),
        UpdateExpression,
        ConditionExpression: atVersion.ConditionExpression,
        ExpressionAttributeValues: { ...values, ...atVersion.ExpressionAttributeValues },
      }),
    ),
  );
}

/** Takes the right to refresh `version` until `until`; false when another consumer holds it or the version moved on. */
export function holdRefresh(userId: string, entryId: string, version: number, now: number, until: number): Promise<boolean> {
  return updateAtVersion(
    userId,
    entryId,
    version,
    'SET refreshingUntil = :until',
    { ':now': now, ':until': until },
    '(attribute_not_exists(refreshingUntil) OR refreshingUntil < :now)',
  );
}

/** Stores the refreshed pair as version + 1, on the condition that `version` is still the stored one. */
export function replaceAmoTokens(
  userId: string,
  entryId: string,
  version: number,
  next: Pick<AmoTokens, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>,
): Promise<boolean> {
  return updateAtVersion(
    userId,
    entryId,
    version,
    'SET accessToken = :access, refreshToken = :refresh, accessExpiresAt = :expires, version = :next, updatedAt = :now, gsi1pk = :due, gsi1sk = :dueAt REMOVE refreshingUntil',
    {
      ':access': next.accessToken,
      ':refresh': next.refreshToken,
      ':expires': next.accessExpiresAt,
      ':next': version + 1,
      ':now': new Date().toISOString(),
      ':due': refreshDue(next.accessExpiresAt).gsi1pk,
      ':dueAt': refreshDue(next.accessExpiresAt).gsi1sk,
    },
  );
}

/** The refresh of `version` failed for a passing reason: another consumer may try. */
export function releaseRefresh(userId: string, entryId: string, version: number): Promise<boolean> {
  return updateAtVersion(userId, entryId, version, 'REMOVE refreshingUntil');
}

/** amo refused the refresh token of `version`: access is gone until the clinic connects again. */
export function revokeAmoTokens(userId: string, entryId: string, version: number): Promise<boolean> {
  return updateAtVersion(userId, entryId, version, 'SET revoked = :yes, version = :next REMOVE refreshingUntil, gsi1pk, gsi1sk', {
    ':yes': true,
    ':next': version + 1,
  });
}

/** Token pairs the schedule should refresh now (due at or before `now`), oldest first, at most `limit`. */
export async function amoTokensDue(now: number, limit: number): Promise<Array<{ userId: string; entryId: string }>> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':due': amoKeys.refreshDue(now).gsi1pk, ':now': amoKeys.refreshDue(now).gsi1sk },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ userId: String(item.pk).replace(/^TENANT#/, ''), entryId: String(item.sk).replace(/^AMO_TOKENS#/, '') }));
}
