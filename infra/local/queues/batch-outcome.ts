// Which messages of a batch a consumer finished, by Lambda's rules for ReportBatchItemFailures:
// an empty answer or an empty failure list means all succeeded; listed ids failed; an answer that
// names an unknown id or is malformed fails the whole batch, and so does a handler that throws.

export interface BatchOutcome {
  succeeded: string[];
  failed: string[];
  /** Why the whole batch counts as failed, if it does. */
  wholeBatchFailure?: string;
}

export function batchOutcome(messageIds: string[], result: unknown): BatchOutcome {
  const everythingFailed = (reason: string): BatchOutcome => ({ succeeded: [], failed: [...messageIds], wholeBatchFailure: reason });
  if (result === undefined || result === null || result === '') return { succeeded: [...messageIds], failed: [] };
  if (typeof result !== 'object') return everythingFailed('the answer is not an object');
  const failures = (result as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return { succeeded: [...messageIds], failed: [] };
  if (!Array.isArray(failures)) return everythingFailed('batchItemFailures is not a list');

  const failed = new Set<string>();
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !messageIds.includes(id)) {
      return everythingFailed(`batchItemFailures names ${JSON.stringify(id)}, which is not in the batch`);
    }
    failed.add(id);
  }
  return { succeeded: messageIds.filter((id) => !failed.has(id)), failed: [...failed] };
}
