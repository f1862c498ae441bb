// How an integration entry is named to the clinic: its card's title, and the name each lead status shows for
// its destination instead of a raw id (issue 22 §2: '-1000162775001 — ok' reads «Регистратура — ok»).
// The cabinet's card and the lead list use the same rule.
import type { IntegrationShared } from '../integrations/integration';
import { INTEGRATION_KINDS, mapKinds } from '../integrations/kinds';
import { integrations, leadChannels } from '../integrations/registry';
import type { IntegrationKind, IntegrationsView } from '../schemas/integrations';
import type { LeadChannel } from '../schemas/leads';

/** Each kind's name when an entry has none of its own. */
export const KIND_TITLES: Record<IntegrationKind, string> = mapKinds((kind) => integrations[kind].title);

type AnyEntry = Record<string, unknown>;

/** An entry's name in the list ('' when it has nothing to show yet). */
export function entryTitle(kind: IntegrationKind, entry: AnyEntry): string {
  return (integrations[kind] as IntegrationShared).entryTitle(entry);
}

/** The lead statuses' destinations by name: Telegram group id, amoCRM or MIS entry id → the entry's title. */
export type DestinationNames = Record<string, string>;

export function destinationNames(view: IntegrationsView): DestinationNames {
  const names: DestinationNames = {};
  for (const kind of INTEGRATION_KINDS) {
    const { destinationName } = integrations[kind] as IntegrationShared;
    if (!destinationName) continue;
    for (const entry of view[kind] as unknown as AnyEntry[]) {
      const named = destinationName(entry);
      if (named) names[named[0]] = named[1];
    }
  }
  return names;
}

/** A lead status's destination as the clinic reads it: an address as it is, anything else by its entry's name. */
export function destinationName(channel: LeadChannel, destination: string, names: DestinationNames): string {
  const removed = (leadChannels[channel] as { removedName?: string }).removedName;
  return names[destination] ?? removed ?? destination;
}
