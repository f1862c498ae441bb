// The request bucket of one amoCRM account, shared by every Lambda (functions/amo/token-bucket.ts holds
// the rule): read, take a token, write on the condition that nobody wrote since the read.
import { ConditionalCheckFailedException, GetCommand, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { takeToken, type BucketSpec, type BucketState } from '../amo/token-bucket';
import { amoKeys } from './keys';

/** 0 when a request may go now (its token taken), else how many ms until one is there. */
export async function takeBucketToken(referer: string, spec: BucketSpec, now = Date.now()): Promise<number> {
  const TableName = config.tableName();
  const Key = amoKeys.bucket(referer);
  const { Item } = await dynamoDb.send(new GetCommand({ TableName, Key, ConsistentRead: true }));
  const state = Item ? ({ tokens: Number(Item.tokens), at: Number(Item.at) } satisfies BucketState) : undefined;
  const take = takeToken(state, now, spec);
  if (!take.granted) return take.waitMs;
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName,
        Item: { ...Key, entity: 'amoBucket', tokens: take.next.tokens, at: take.next.at, expiresAt: Math.ceil(now / 1000) + 86_400 },
        ...(Item
          ? {
              ConditionExpression: '#at = :read',
              ExpressionAttributeNames: { '#at': 'at' },
              ExpressionAttributeValues: { ':read': Item.at },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    return 0;
  } catch (error) {
    // Another caller took a token between the read and the write: ask again at once.
    if (error instanceof ConditionalCheckFailedException) return 1;
    throw error;
  }
}
