// Solved proofs of work, each accepted once: a guard per challenge nonce, written when a request that
// needed the proof is admitted, and expired by TTL after the challenge itself has expired.
//
//   pk                 sk        what
//   POW#<nonce>        SPENT     a spent challenge; expiresAt = the challenge's expiry + 1 h
import { ConditionalCheckFailedException, PutCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

/** True the first time a nonce is spent, false for every replay. */
export async function spendProof(nonce: string, expiresAtSeconds: number): Promise<boolean> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { ...keys.spentProof(nonce), expiresAt: expiresAtSeconds + 3600 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
