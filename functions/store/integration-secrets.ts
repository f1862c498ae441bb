// The secret items of amoCRM and Google entries (their tokens, kept apart from the integrations item so
// no answer carries them) go with their entry: a save or a delete that removes an entry deletes them in
// the same transaction as the integrations (store/integrations.ts `alsoWrite`), so no token outlives
// the integration it was granted to, and a failed write leaves both.
//   AMO_TOKENS#<entryId>    the entry's amo access and refresh tokens
//   AMO_RATE#<referer>      the amo account's request bucket, unless another entry of the clinic still calls that account
//   GOOGLE_GRANT#<entryId>  the entry's Google refresh and access tokens
import type { IntegrationsView } from '../../shared/schemas/integrations';
import { getAmoTokens } from './amo-tokens';
import type { TransactItem } from './integrations';
import { amoKeys, googleKeys } from './keys';

const removedIds = (before: ReadonlyArray<{ _id: string }>, after: ReadonlyArray<{ _id: string }>) => {
  const kept = new Set(after.map((entry) => entry._id));
  return before.map((entry) => entry._id).filter((id) => !kept.has(id));
};

/** Deletes of the secret items of every amoCRM and Google entry that `next` no longer has. */
export const secretItemDeletes =
  (userId: string) =>
  async (TableName: string, previous: IntegrationsView, next: IntegrationsView): Promise<TransactItem[]> => {
    const removedAmo = removedIds(previous.amoCrm, next.amoCrm);
    const removedGoogle = removedIds(previous.google, next.google);
    if (removedAmo.length === 0 && removedGoogle.length === 0) return [];

    const refererOf = async (id: string) => (await getAmoTokens(userId, id))?.referer;
    const referers = new Set((await Promise.all(removedAmo.map(refererOf))).filter((referer) => referer !== undefined));
    // An account that a remaining entry still calls keeps its bucket (its 7 requests/s still apply).
    if (referers.size > 0)
      for (const referer of await Promise.all(next.amoCrm.map((entry) => refererOf(entry._id)))) referers.delete(referer!);

    const keys = [
      ...removedAmo.map((id) => amoKeys.tokens(userId, id)),
      ...[...referers].map((referer) => amoKeys.bucket(referer)),
      ...removedGoogle.map((id) => googleKeys.grant(userId, id)),
    ];
    return keys.map((Key) => ({ Delete: { TableName, Key } }));
  };
