// Reading a clinic's stored integration entries without any kind's rules: cheap to import (no registry, no entry
// schema), for the code that only reads what the cabinet saved (the lead channels, the widget, the MIS sync).
// Normalising and judging entries by their kind's rules is in integrations.ts.
import { INTEGRATION_KINDS, type IntegrationKind } from '../integrations/kinds';
import type { IntegrationEntry, IntegrationsView } from '../schemas/integrations';

/** Every kind with no entry. */
export function emptyIntegrations(): IntegrationsView {
  return Object.fromEntries(INTEGRATION_KINDS.map((kind) => [kind, []])) as unknown as IntegrationsView;
}

/** The active entries of a kind (what the lead channels deliver to). */
export function activeEntries<K extends IntegrationKind>(view: IntegrationsView, kind: K): Array<IntegrationEntry<K>> {
  return (view[kind] as Array<IntegrationEntry<K>>).filter((entry) => entry.active);
}

/** The owner proved this address or group (the server sets it; see provenEntryView). */
export const isConfirmed = (entry: object): boolean => (entry as { confirmed?: unknown }).confirmed === true;

/** Yandex Metrica counter ids of the public copy as numbers: positive safe integers, each once. */
export function metricCounters(ids: readonly unknown[]): number[] {
  return [...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}
