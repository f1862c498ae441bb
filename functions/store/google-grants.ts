// The OAuth grant of each Google entry, apart from the integrations item so no answer can carry it:
// the refresh token, the current access token and when it expires, and the spreadsheet the entry writes
// to (the consumer uses this one, not the entry's editable copy). An access token is saved only while the
// grant is the same one (a reconnect meanwhile wins).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { googleKeys } from './keys';
import { ignoreMissing } from './transactions';

export interface GoogleGrant {
  userId: string;
  entryId: string;
  refreshToken: string;
  accessToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  spreadsheetId: string;
  spreadsheetUrl: string;
  title: string;
  /** Epoch ms when Google refused the refresh token (invalid_grant); the entry then needs reconnecting. */
  revokedAt?: number;
}

export async function getGoogleGrant(userId: string, entryId: string): Promise<GoogleGrant | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: googleKeys.grant(userId, entryId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, updatedAt: _updatedAt, ...grant } = Item;
  return grant as GoogleGrant;
}

export async function putGoogleGrant(grant: GoogleGrant): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...googleKeys.grant(grant.userId, grant.entryId), entity: 'googleGrant', ...grant, updatedAt: new Date().toISOString() },
    }),
  );
}

/** Saves a refreshed access token, only while the grant is still `refreshToken` (false: it changed). */
export function saveAccessToken(grant: GoogleGrant, accessToken: string, accessExpiresAt: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: 'SET accessToken = :token, accessExpiresAt = :expires REMOVE revokedAt',
        ConditionExpression: 'refreshToken = :refresh',
        ExpressionAttributeValues: { ':token': accessToken, ':expires': accessExpiresAt, ':refresh': grant.refreshToken },
      }),
    ),
  );
}

/** Google refused this refresh token for good; a reconnect (a new grant) clears it. */
export function markGrantRevoked(grant: GoogleGrant, now: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: 'SET revokedAt = :now, accessToken = :none, accessExpiresAt = :zero',
        ConditionExpression: 'refreshToken = :refresh',
        ExpressionAttributeValues: { ':now': now, ':none': '', ':zero': 0, ':refresh': grant.refreshToken },
      }),
    ),
  );
}

export async function deleteGoogleGrant(userId: string, entryId: string): Promise<void> {
  await dynamoDb.send(new DeleteCommand({ TableName: config.tableName(), Key: googleKeys.grant(userId, entryId) }));
}
