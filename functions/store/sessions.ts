// The account's session version, read by every signed-in call (http/bearer.ts): one GetItem of one
// attribute, kept apart from store/accounts.ts so a signed-in bundle carries no account transactions.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

/** The account's current session version (absent = 0), or undefined when the account no longer exists. */
export async function currentSessionVersion(userId: string): Promise<number | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({
      TableName: config.tableName(),
      Key: keys.account(userId),
      ProjectionExpression: 'pk, sessionVersion',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return typeof Item.sessionVersion === 'number' ? Item.sessionVersion : 0;
}
