// Named transactions: each item of a TransactWriteItems has a name, and a cancelled transaction says by
// name which conditions failed, each with the item as it was, so a store reads no position
// (`CancellationReasons[guard.length + 1]`) and needs no second read to learn why.
// DynamoDB answers a cancelled transaction with one CancellationReason per item, in the request's order, and
// an item written with ReturnValuesOnConditionCheckFailure = ALL_OLD carries the stored item in its reason
// (docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_CancellationReason.html, API_Put.html,
// API_Update.html, API_Delete.html, API_ConditionCheck.html). DynamoDB Local answers the same
// (functions/clients/dynamodb.int.test.ts, functions/store/transactions.int.test.ts).
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactWriteCommand,
  dynamoDb,
  type TransactWriteCommandInput,
} from '../clients/dynamodb';
import { StoreError } from './errors';

/** One write of a transaction: a Put, an Update, a Delete or a ConditionCheck. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A stored item as DynamoDB returned it. */
type StoredItem = Record<string, unknown>;

/** The conditions of these named items failed; `itemOf(name)` is the item as it was (undefined: there was none). */
export class ConditionsFailed<N extends string = string> extends StoreError {
  constructor(readonly failed: ReadonlyMap<N, StoredItem | undefined>) {
    super(`conditions failed: ${[...failed.keys()].join(', ')}`);
  }

  has(name: N): boolean {
    return this.failed.has(name);
  }

  itemOf(name: N): StoredItem | undefined {
    return this.failed.get(name);
  }
}

/** The named items of a transaction; an item left out (undefined or false) is not written. */
export type NamedItems<N extends string> = { readonly [K in N]?: TransactItem | false | undefined };

/** Each item asks for the stored item back when its condition fails. */
function withOldItemOnFailure(item: TransactItem): TransactItem {
  const [kind, write] = Object.entries(item)[0] as [keyof TransactItem, Record<string, unknown>];
  return write.ConditionExpression ? ({ [kind]: { ...write, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } } as TransactItem) : item;
}

/**
 * Writes the named items as one transaction (a lost race to another transaction is tried again, as
 * withConflictRetry does). A failed condition throws ConditionsFailed naming every item whose condition
 * failed; any other refusal is rethrown as DynamoDB sent it.
 */
export async function transact<N extends string>(items: NamedItems<N>): Promise<void> {
  const named = (Object.entries(items) as Array<[N, TransactItem | false | undefined]>).filter((entry): entry is [N, TransactItem] =>
    Boolean(entry[1]),
  );
  const TransactItems = named.map(([, item]) => withOldItemOnFailure(item));
  try {
    await withConflictRetry(() => dynamoDb.send(new TransactWriteCommand({ TransactItems })));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = new Map<N, StoredItem | undefined>();
    reasons.forEach((reason, index) => {
      if (reason.Code === 'ConditionalCheckFailed' && named[index]) failed.set(named[index][0], reason.Item);
    });
    if (failed.size === 0) throw error;
    throw new ConditionsFailed(failed);
  }
}

export function isTransactionConflict(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict')
  );
}

/** Runs a transaction, retrying a few times (with jitter) when it lost a race to another one. */
export async function withConflictRetry<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
    }
  }
}

/** Runs a conditional write; false when its condition failed (the item is gone or not in the state wanted). */
export async function ignoreMissing(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
