// The last sync of each MIS entry, for its card (shared/schemas/integrations.ts MisSyncState): ONE item
// per clinic, written by the syncs without touching the integrations item (so a sync never moves the
// version a cabinet edit is based on), read with it for every integrations answer.
//   TENANT#<userId>  MIS_SYNC  'ok:<entryId>' the last success (ISO), 'failed:<entryId>' {at, error} the last
//                              failure (removed by a success), timeZone the clinic's zone when it ran
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import type { IntegrationsView, MisSyncState } from '../../shared/schemas/integrations';
import { config } from '../config';

const key = (userId: string) => ({ pk: `TENANT#${userId}`, sk: 'MIS_SYNC' });

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
            ExpressionAttributeValues: { ':at': result.at, ':zone': result.timeZone, ':entity': 'misSync' },
          }
        : {
            UpdateExpression: 'SET #failed = :failed, #zone = :zone, entity = :entity',
            ExpressionAttributeValues: {
              ':failed': { at: result.at, error: result.error },
              ':zone': result.timeZone,
              ':entity': 'misSync',
            },
          }),
      ExpressionAttributeNames: result.ok ? names : { '#failed': names['#failed'], '#zone': names['#zone'] },
    }),
  );
}

const MIS_KINDS = ['dentalPro', 'macDent', 'ident'] as const;

/** Per MIS entry of `view` that has synced or failed: its state. */
export async function getMisSyncStates(userId: string, view: IntegrationsView): Promise<Record<string, MisSyncState>> {
  const ids = MIS_KINDS.flatMap((kind) => view[kind].map((entry) => entry._id));
  if (ids.length === 0) return {};
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: key(userId) }));
  if (!Item) return {};
  const states: Record<string, MisSyncState> = {};
  for (const id of ids) {
    const ok = Item[`ok:${id}`] as string | undefined;
    const failed = Item[`failed:${id}`] as { at: string; error: string } | undefined;
    if (!ok && !failed) continue;
    states[id] = {
      ...(ok ? { syncedAt: ok } : {}),
      ...(failed ? { failedAt: failed.at, error: failed.error } : {}),
      timeZone: String(Item.timeZone),
    };
  }
  return states;
}
