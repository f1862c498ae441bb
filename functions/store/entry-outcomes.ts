// The last outcome of each integration entry, for its card (shared/domain/integration-badge.ts): ONE item
// per clinic, written by the syncs, the lead channels and the access checks without touching the
// integrations item (so none of them moves the version a cabinet edit is based on), read with it for every answer.
//   TENANT#<userId>  ENTRY_OUTCOMES  'ok:<entryId>' the last MIS sync that worked (ISO), 'failed:<entryId>' {at, error}
//                                    the last one that failed (removed by a success); 'delivery:<entryId>'
//                                    {at, ok, text?, destination?, check?} the last lead sent there (or access check);
//                                    timeZone the clinic's zone when last written
import { DEFAULT_TIMEZONE } from '../../shared/schemas/clinic';
import type { EntryDelivery, EntryOutcome, IntegrationsView, MisSyncState } from '../../shared/schemas/integrations';
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
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
 * The outcome of a lead sent to an entry (or of an access check); an older attempt finishing late never
 * covers a newer one's. `timeZone`: the clinic's, as the lead carries it; a check, which has none at hand,
 * keeps the zone already stored (or the default).
 */
export function recordDelivery(userId: string, entryId: string, delivery: EntryDelivery, timeZone?: string): Promise<boolean> {
  return ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: key(userId),
        UpdateExpression: `SET #d = :delivery, #zone = ${timeZone ? ':zone' : 'if_not_exists(#zone, :zone)'}, entity = :entity`,
        ConditionExpression: 'attribute_not_exists(#d) OR #d.#at <= :at',
        ExpressionAttributeNames: { '#d': `delivery:${entryId}`, '#at': 'at', '#zone': 'timeZone' },
        ExpressionAttributeValues: { ':delivery': delivery, ':at': delivery.at, ':zone': timeZone || DEFAULT_TIMEZONE, ':entity': ENTITY },
      }),
    ),
  );
}

export interface EntryStates {
  /** MIS entries: the last sync. */
  misSync: Record<string, MisSyncState>;
  /** Any entry: its last lead sent (or access check). */
  outcomes: Record<string, EntryOutcome>;
}

/** Per entry of `view` that has synced, failed or had a lead sent: its state. */
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
    if (delivery) states.outcomes[id] = { delivery, timeZone };
  }
  return states;
}
