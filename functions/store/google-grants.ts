// The OAuth grant of each Google entry, apart from the integrations item so no answer can carry it:
// the refresh token, the current access token and when it expires, and the spreadsheet the entry writes
// to (the consumer uses this one, not the entry's editable copy). An access token is saved only while the
// grant is the same one (a reconnect meanwhile wins). While the grant works it sits on gsi1
// (TOKEN_REFRESH#google / <next check>), where the token schedule finds it (domain/google/keep-alive.ts).
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
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
  /** The tab rows go to, by id (its title is the clinic's to change); absent on grants stored before it was kept. */
  sheetId?: number;
  title: string;
  /** Epoch ms when Google refused the refresh token (invalid_grant); the entry then needs reconnecting. */
  revokedAt?: number;
  /** Epoch ms when the grant ends, when Google says so (refresh_token_expires_in: a consent to an app in testing lasts 7 days). */
  grantExpiresAt?: number;
  /** Epoch ms of the letter that told the clinic the grant ends soon. */
  expiryWarnedAt?: number;
}

export async function getGoogleGrant(userId: string, entryId: string): Promise<GoogleGrant | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: googleKeys.grant(userId, entryId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, updatedAt: _updatedAt, gsi1pk: _due, gsi1sk: _dueAt, ...grant } = Item;
  return grant as GoogleGrant;
}

/** Stores a new grant, due for the token schedule's check at `checkAt`. */
export async function putGoogleGrant(grant: GoogleGrant, checkAt: number): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: {
        ...googleKeys.grant(grant.userId, grant.entryId),
        entity: 'googleGrant',
        ...grant,
        ...googleKeys.checkDue(checkAt),
        updatedAt: new Date().toISOString(),
      },
    }),
  );
}

/**
 * Saves a refreshed access token (and the grant's end when Google said it again), only while the grant is
 * still `refreshToken` (false: it changed).
 */
export function saveAccessToken(
  grant: GoogleGrant,
  accessToken: string,
  accessExpiresAt: number,
  grantExpiresAt?: number,
): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: `SET accessToken = :token, accessExpiresAt = :expires${grantExpiresAt ? ', grantExpiresAt = :ends' : ''} REMOVE revokedAt`,
        ConditionExpression: 'refreshToken = :refresh',
        ExpressionAttributeValues: {
          ':token': accessToken,
          ':expires': accessExpiresAt,
          ':refresh': grant.refreshToken,
          ...(grantExpiresAt ? { ':ends': grantExpiresAt } : {}),
        },
      }),
    ),
  );
}

/** When the token schedule checks this grant next (and that its end was told to the clinic); only while it is the same, working grant. */
export function scheduleGrantCheck(grant: GoogleGrant, checkAt: number, warnedAt?: number): Promise<boolean> {
  const due = googleKeys.checkDue(checkAt);
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: `SET gsi1pk = :due, gsi1sk = :dueAt${warnedAt ? ', expiryWarnedAt = :warned' : ''}`,
        ConditionExpression: 'refreshToken = :refresh AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: {
          ':due': due.gsi1pk,
          ':dueAt': due.gsi1sk,
          ':refresh': grant.refreshToken,
          ...(warnedAt ? { ':warned': warnedAt } : {}),
        },
      }),
    ),
  );
}

/** Grants whose check is due by `now`, oldest first. */
export async function googleGrantsDue(now: number, limit: number): Promise<Array<{ userId: string; entryId: string }>> {
  const due = googleKeys.checkDue(now);
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':due': due.gsi1pk, ':now': due.gsi1sk },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ userId: String(item.pk).replace(/^TENANT#/, ''), entryId: String(item.sk).replace(/^GOOGLE_GRANT#/, '') }));
}

/** Google refused this refresh token for good; a reconnect (a new grant) clears it. */
export function markGrantRevoked(grant: GoogleGrant, now: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: 'SET revokedAt = :now, accessToken = :none, accessExpiresAt = :zero REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'refreshToken = :refresh',
        ExpressionAttributeValues: { ':now': now, ':none': '', ':zero': 0, ':refresh': grant.refreshToken },
      }),
    ),
  );
}

/** Keeps the tab's id found for a grant stored without it (only while the grant is the same one). */
export function saveSheetId(grant: GoogleGrant, sheetId: number): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: googleKeys.grant(grant.userId, grant.entryId),
        UpdateExpression: 'SET sheetId = :sheet',
        ConditionExpression: 'spreadsheetId = :spreadsheet',
        ExpressionAttributeValues: { ':sheet': sheetId, ':spreadsheet': grant.spreadsheetId },
      }),
    ),
  );
}

export async function deleteGoogleGrant(userId: string, entryId: string): Promise<void> {
  await dynamoDb.send(new DeleteCommand({ TableName: config.tableName(), Key: googleKeys.grant(userId, entryId) }));
}
