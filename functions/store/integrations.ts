// A clinic's integrations: ONE private item (INTEGRATIONS) with every kind's entries, and beside it a
// public copy of what the widget may see (W#PUBLIC_INTEGRATIONS: metric counter ids), written in the
// same transaction so the two never disagree, and a private copy of where new leads go (W!LEAD_DESTINATIONS)
// that a booking reads in the same Query as the clinic's widget items. Saves are optimistic: each writes version + 1 on the
// condition that it read `version`, so a concurrent save (or a consumer saving a migrated Telegram
// group id) is retried on fresh data rather than overwritten. Whenever the clinic's IDENT keys change, every
// key it keeps is claimed for it in the same transaction (store/ident-keys.ts): a key stored by any path, generated
// by whoever, is the clinic's, and one another clinic holds fails the save (IdentKeyTaken).
import { GetCommand, dynamoDb } from '../clients/dynamodb';
import type { IntegrationsView, PublicIntegrations } from '../../shared/schemas/integrations';
import { activeEntries, emptyIntegrations, leadDestinations, type LeadDestinations } from '../../shared/domain/integrations';
import { config } from '../config';
import { ItemChanged } from './errors';
import { leadKeys } from './keys';
import { ConditionsFailed, transact, type TransactItem } from './transactions';
import { stillAtVersion } from './versioned-writes';
import { misSyncMarker } from './mis-registry';
import { identKeyClaimPut, IdentKeyTaken } from './ident-keys';

export interface StoredIntegrations {
  integrations: IntegrationsView;
  /** 0 when the clinic has never saved any. */
  version: number;
}

export async function getIntegrations(userId: string, consistent = false): Promise<StoredIntegrations> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: leadKeys.integrations(userId), ConsistentRead: consistent }),
  );
  if (!Item) return { integrations: emptyIntegrations(), version: 0 };
  return {
    integrations: { ...emptyIntegrations(), ...(Item.integrations as Partial<IntegrationsView>) },
    version: typeof Item.version === 'number' ? Item.version : 0,
  };
}

export function publicCopyOf(integrations: IntegrationsView): PublicIntegrations {
  return { metric: activeEntries(integrations, 'metric').map((entry) => entry.id) };
}

/** The public copy (metric counter ids), as the last save wrote it; none before the first save. */
export async function getPublicIntegrations(userId: string): Promise<PublicIntegrations | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: leadKeys.publicIntegrations(userId) }));
  return Item ? { metric: Array.isArray(Item.metric) ? (Item.metric as string[]) : [] } : undefined;
}

/** The private copy a booking reads with the rest of its context (store/booking-context.ts). */
export function leadDestinationsPut(TableName: string, userId: string, destinations: LeadDestinations, now: string) {
  return { Put: { TableName, Item: { ...leadKeys.leadDestinations(userId), entity: 'leadDestinations', destinations, updatedAt: now } } };
}

class StaleIntegrations extends ItemChanged {
  constructor() {
    super('integrations changed since read');
  }
}

/** Other saves kept coming in between this one's read and write. */
export class IntegrationsBusy extends ItemChanged {
  constructor() {
    super('integrations keep changing');
  }
}

/** An item written in the same transaction as the integrations (the secret items of a removed entry deleted). */
export type { TransactItem };
/** The extra items of a write from what it read and what it stores. */
export type AlsoWrite = (TableName: string, previous: IntegrationsView, next: IntegrationsView) => Promise<TransactItem[]>;

const identKeysOf = (view: IntegrationsView) => new Set(view.ident.map((entry) => entry.id.trim()).filter((key) => key !== ''));

const CLAIM = 'identKey ';

/** Claims of every IDENT key `next` keeps, when its keys differ from `previous`'s (none when they are the same), named 'identKey <key>'. */
function identKeyClaims(
  TableName: string,
  userId: string,
  previous: IntegrationsView,
  next: IntegrationsView,
): Record<string, TransactItem> {
  const before = identKeysOf(previous);
  const after = identKeysOf(next);
  const same = before.size === after.size && [...after].every((key) => before.has(key));
  return same ? {} : Object.fromEntries([...after].map((key) => [`${CLAIM}${key}`, identKeyClaimPut(TableName, userId, key)]));
}

async function write(
  userId: string,
  previous: IntegrationsView,
  next: IntegrationsView,
  readVersion: number,
  now: string,
  extra: TransactItem[],
): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      integrations: {
        Put: {
          TableName,
          Item: {
            ...leadKeys.integrations(userId),
            entity: 'integrations',
            integrations: next,
            version: readVersion + 1,
            updatedAt: now,
            ...misSyncMarker(userId, next),
          },
          ...stillAtVersion(readVersion),
        },
      },
      publicCopy: {
        Put: {
          TableName,
          Item: { ...leadKeys.publicIntegrations(userId), entity: 'publicIntegrations', ...publicCopyOf(next), updatedAt: now },
        },
      },
      leadDestinations: leadDestinationsPut(TableName, userId, leadDestinations(next), now),
      ...identKeyClaims(TableName, userId, previous, next),
      ...Object.fromEntries(extra.map((item, index) => [`extra ${index}`, item])),
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('integrations')) throw new StaleIntegrations();
    if ([...error.failed.keys()].some((name) => name.startsWith(CLAIM))) throw new IdentKeyTaken();
    throw error;
  }
}

/**
 * Reads, changes and writes the integrations, re-reading and re-applying `change` when another save
 * came in between (a cabinet edit's `change` refuses a version other than the one it was based on, so
 * it is never re-applied over another save). Answers what was stored and its version.
 */
export async function changeIntegrations(
  userId: string,
  change: (current: IntegrationsView, version: number) => IntegrationsView,
  now = new Date().toISOString(),
  alsoWrite?: AlsoWrite,
): Promise<StoredIntegrations> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const current = await getIntegrations(userId, true);
    const next = change(current.integrations, current.version);
    try {
      const extra = alsoWrite ? await alsoWrite(config.tableName(), current.integrations, next) : [];
      await write(userId, current.integrations, next, current.version, now, extra);
      return { integrations: next, version: current.version + 1 };
    } catch (error) {
      if (!(error instanceof StaleIntegrations)) throw error;
    }
  }
  throw new IntegrationsBusy();
}
