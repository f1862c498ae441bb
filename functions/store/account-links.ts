// Mailed one-time links of an account (keys.ts, ACCOUNT_LINK#): a sign-in past the lockout, a password
// reset, a new login e-mail. Only the token's SHA-256 is stored; a link is claimed once, by one
// conditional update that also checks its purpose and expiry (TTL removes it late, so the time is checked).
import { ConditionalCheckFailedException, PutCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

export type AccountLinkPurpose = 'sign-in' | 'password-reset' | 'email-change';

export interface AccountLink {
  purpose: AccountLinkPurpose;
  userId: string;
  /** The login e-mail when the link was made: a link dies when the login moved meanwhile. */
  email: string;
  /** The account's session version then: a password reset or change ends every link made before it. */
  sessionVersion: number;
  /** The address the login moves to (email-change only). */
  newEmail?: string;
  /** Epoch ms. */
  linkExpiresAt: number;
}

export async function putAccountLink(tokenHash: string, link: AccountLink): Promise<void> {
  await dynamoDb.send(
    new PutCommand({
      TableName: config.tableName(),
      Item: { ...keys.accountLink(tokenHash), entity: 'accountLink', ...link, expiresAt: Math.ceil(link.linkExpiresAt / 1000) + 86_400 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Marks the link used, once; undefined when unknown, used, expired or made for another purpose. */
export async function claimAccountLink(tokenHash: string, purpose: AccountLinkPurpose, now: number): Promise<AccountLink | undefined> {
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keys.accountLink(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND purpose = :purpose AND linkExpiresAt > :now',
        ExpressionAttributeValues: { ':now': now, ':purpose': purpose },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!Attributes) return undefined;
    const { userId, email, sessionVersion, newEmail, linkExpiresAt } = Attributes;
    return {
      purpose,
      userId: String(userId),
      email: String(email),
      sessionVersion: Number(sessionVersion),
      ...(typeof newEmail === 'string' ? { newEmail } : {}),
      linkExpiresAt: Number(linkExpiresAt),
    };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
