// Reading DynamoDB's transaction cancellations: which item's condition failed, and whether the
// transaction only lost a race (TransactionConflict) and may simply be tried again.
import { ConditionalCheckFailedException, TransactionCanceledException } from '../clients/dynamodb';

export function failedConditionAt(error: unknown, index: number): boolean {
  return error instanceof TransactionCanceledException && error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
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
