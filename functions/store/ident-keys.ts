// IDENT keys (keys.ts identKeyKeys): the clinic each key was issued to, found by the key alone (IDENT's
// requests carry nothing else), and the one draft key per clinic that the cabinet's IDENT dialog shows
// before the entry is saved. A key is claimed when it is issued and again, conditionally, in every
// transaction that stores it (store/integrations.ts), so a stored key is always its clinic's.
import { TransactionCanceledException, GetCommand, TransactWriteCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { ItemChanged, ItemExists } from './errors';
import type { TransactItem } from './integrations';
import { identKeyKeys } from './keys';

export class IdentKeyTaken extends ItemExists {
  constructor() {
    super('ident key of another clinic');
  }
}

/** The Put that claims `key` for the clinic: refused (ConditionalCheckFailed) when another clinic holds it. */
export function identKeyClaimPut(TableName: string, userId: string, key: string): TransactItem {
  return {
    Put: {
      TableName,
      Item: { ...identKeyKeys.claim(key), entity: 'identKey', userId },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  };
}

/** Deletes the clinic's draft key (the save that stores it). */
export function identKeyDraftDelete(TableName: string, userId: string): TransactItem {
  return { Delete: { TableName, Key: identKeyKeys.draft(userId) } };
}

/** The clinic the key was issued to, or undefined (`consistent` for a key issued a moment ago). */
export async function clinicOfIdentKey(key: string, consistent = false): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: identKeyKeys.claim(key), ConsistentRead: consistent }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

export async function getIdentKeyDraft(userId: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: identKeyKeys.draft(userId), ConsistentRead: true }),
  );
  return typeof Item?.key === 'string' ? Item.key : undefined;
}

/**
 * The clinic's draft key: the stored one, or a key from `generate` stored as the draft and claimed for the
 * clinic in one transaction. Two dialogs opened at once get the same key (the second re-reads the first's).
 */
export async function issueIdentKeyDraft(userId: string, generate: () => string, now: string): Promise<string> {
  const TableName = config.tableName();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const stored = await getIdentKeyDraft(userId);
    if (stored) return stored;
    const key = generate();
    try {
      await dynamoDb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: { ...identKeyKeys.draft(userId), entity: 'identKeyDraft', key, createdAt: now },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            identKeyClaimPut(TableName, userId, key),
          ],
        }),
      );
      return key;
    } catch (error) {
      // Another dialog stored its draft first (read it), or the key was someone's already (take another).
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  throw new ItemChanged('ident key draft keeps changing');
}
