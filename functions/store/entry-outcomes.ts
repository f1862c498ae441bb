// The last outcome of each integration entry, for its card (shared/domain/integration-badge.ts): ONE item
// per clinic, written by the syncs, the lead channels and IDENT's polls without touching the integrations
// item (so none of them moves the version a cabinet edit is based on), read with it for every answer.
//   TENANT#<userId>  ENTRY_OUTCOMES  'ok:<entryId>' the last MIS sync that worked (ISO), 'failed:<entryId>' {at, error}
//                                    the last one that failed (removed by a success); 'delivery:<entryId>' {at, ok, text?}
//                                    the last lead sent there; 'poll:<entryId>' IDENT's last GetTickets with that
//                                    entry's key (ISO, written at most every POLL_RECORD_EVERY_MS); timeZone the
//                                    clinic's zone when last written
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntryDelivery, EntryOutcome, IntegrationsView, MisSyncState } from '../../shared/schemas/integrations';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { outcomeKeys } from './keys';
import { ignoreMissing } from './transactions';

const key = (userId: string) => outcomeKeys.entryOutcomes(userId);
const ENTITY = 'entryOutcomes';

export type SyncResult = { at: string; timeZone: string } & ({ ok: true } | { ok: false; error: string });

export async function recordMisSync(userId: string, entryId: string, result: SyncResult): Promise<void> {
  const names = { '#ok': `ok:${entryId}`, '#failed': `failed:${entryId}`, '#zone': 'timeZone' };
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key(userId),
      ...(result.ok
        ? {
            UpdateExpression: 'SET #ok = :at, #zone = :zone, entity = :entity REMOVE #failed',
            ExpressionAttributeValues: { ':at': result.at, ':zone': result.timeZone, ':entity': ENTITY },
          }
        : {
            UpdateExpression: 'SET #failed = :failed, #zone = :zone, entity = :entity',
            ExpressionAttributeValues: { ':failed': { at: result.at, error: result.error }, ':zone': result.timeZone, ':entity': ENTITY },
          }),
      ExpressionAttributeNames: result.ok ? names : { '#failed': names['#failed'], '#zone': names['#zone'] },
    }),
  );
}

/**
 * The outcome of a lead sent to an entry; an older attempt finishing late never covers a newer one's.
 * `timeZone`: the clinic's, as the lead carries it.
 */
export function recordDelivery(userId: string, entryId: string, delivery: EntryDelivery, timeZone: string): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: key(userId),
        UpdateExpression: 'SET #d = :delivery, #zone = :zone, entity = :entity',
        ConditionExpression: 'attribute_not_exists(#d) OR #d.#at <= :at',
        ExpressionAttributeNames: { '#d': `delivery:${entryId}`, '#at': 'at', '#zone': 'timeZone' },
        ExpressionAttributeValues: { ':delivery': delivery, ':at': delivery.at, ':zone': timeZone, ':entity': ENTITY },
      }),
    ),
  );
}

/** IDENT polls every few minutes; its card needs the time to a few minutes, not a write per poll. */
export const POLL_RECORD_EVERY_MS = 5 * 60_000;

/** IDENT's GetTickets with this entry's key, at most once per POLL_RECORD_EVERY_MS. */
export function recordIdentPoll(userId: string, entryId: string, at: Date, timeZone: string): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: key(userId),
        UpdateExpression: 'SET #p = :at, #zone = :zone, entity = :entity',
        ConditionExpression: 'attribute_not_exists(#p) OR #p < :stale',
        ExpressionAttributeNames: { '#p': `poll:${entryId}`, '#zone': 'timeZone' },
        ExpressionAttributeValues: {
          ':at': at.toISOString(),
          ':stale': new Date(at.getTime() - POLL_RECORD_EVERY_MS).toISOString(),
          ':zone': timeZone,
          ':entity': ENTITY,
        },
      }),
    ),
  );
}

export interface EntryStates {
  /** MIS entries: the last sync. */
  misSync: Record<string, MisSyncState>;
  /** Any entry: its last lead sent, IDENT's last poll. */
  outcomes: Record<string, EntryOutcome>;
}

/** Per entry of `view` that has synced, failed, had a lead sent or been polled: its state. */
export async function getEntryStates(userId: string, view: IntegrationsView): Promise<EntryStates> {
  const ids = Object.values(view).flatMap((entries: Array<{ _id: string }>) => entries.map((entry) => entry._id));
  const states: EntryStates = { misSync: {}, outcomes: {} };
  if (ids.length === 0) return states;
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: key(userId) }));
  if (!Item) return states;
  const timeZone = String(Item.timeZone);
  for (const id of ids) {
    const ok = Item[`ok:${id}`] as string | undefined;
    const failed = Item[`failed:${id}`] as { at: string; error: string } | undefined;
    if (ok || failed) {
      states.misSync[id] = { ...(ok ? { syncedAt: ok } : {}), ...(failed ? { failedAt: failed.at, error: failed.error } : {}), timeZone };
    }
    const delivery = Item[`delivery:${id}`] as EntryDelivery | undefined;
    const polledAt = Item[`poll:${id}`] as string | undefined;
    if (delivery || polledAt) states.outcomes[id] = { ...(delivery ? { delivery } : {}), ...(polledAt ? { polledAt } : {}), timeZone };
  }
  return states;
}
