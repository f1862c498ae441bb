// Integration entries, normalised the same way in the browser (as the user types) and on the server
// (on save): a web site's full URL becomes its host name, ids become trimmed strings, duplicates go,
// and an entry is active only when its required fields are filled and well-formed (docs/contract/cabinet.md §3, §5).
import { type AnyEntry, filled } from '../integrations/entry-fields';
import type { IntegrationShared } from '../integrations/integration';
import { integrations, type LeadChannel, leadChannelList } from '../integrations/registry';
import {
  INTEGRATION_KINDS,
  type IntegrationEntry,
  type IntegrationKind,
  type IntegrationsUpdate,
  type IntegrationsView,
} from '../schemas/integrations';

export { isIdentKey } from '../integrations/ident';
export { isMacDentKey, MACDENT_KEY_PROBLEM } from '../integrations/mac-dent';
export { webSiteHost } from '../integrations/web-site';

const integration = (kind: IntegrationKind): IntegrationShared => integrations[kind];

/** What is wrong with a filled field of an entry, by field name, in the words shown next to that field. */
export function entryFieldProblems(kind: IntegrationKind, entry: AnyEntry): Partial<Record<string, string>> {
  return integration(kind).fieldProblems?.(entry) ?? {};
}

/** Completeness: an entry is active only when its required fields are filled and well-formed. */
export function isEntryActive(kind: IntegrationKind, entry: AnyEntry): boolean {
  return integration(kind).isActive(entry);
}

/** The value that names an entry (what DELETE may pass besides `_id`, and what duplicates share). */
export function entryValue(kind: IntegrationKind, entry: AnyEntry): string {
  const value = integration(kind).value(entry);
  return typeof value === 'string' ? value : '';
}

/** One entry as stored: values normalised, `_id` kept or assigned, `active` computed. */
export function normalizeEntry<K extends IntegrationKind>(kind: K, entry: AnyEntry, newId: () => string): IntegrationEntry<K> {
  const normalized: AnyEntry = { ...(integration(kind).normalize?.(entry) ?? entry) };
  normalized._id = filled(normalized._id) ? normalized._id : newId();
  normalized.active = isEntryActive(kind, normalized);
  return normalized as IntegrationEntry<K>;
}

/** Normalises a kind's list and drops later duplicates of an already listed value. */
export function normalizeEntries<K extends IntegrationKind>(kind: K, list: AnyEntry[], newId: () => string): Array<IntegrationEntry<K>> {
  const seen = new Set<string>();
  const out: Array<IntegrationEntry<K>> = [];
  for (const raw of list) {
    const entry = normalizeEntry(kind, raw, newId);
    const value = entryValue(kind, entry);
    if (value !== '' && !integration(kind).duplicatesAllowed) {
      if (seen.has(value)) continue;
      seen.add(value);
    }
    out.push(entry);
  }
  return out;
}

export function emptyIntegrations(): IntegrationsView {
  return Object.fromEntries(INTEGRATION_KINDS.map((kind) => [kind, []])) as unknown as IntegrationsView;
}

/** Kinds whose destinations the owner must prove before anything is sent there (issue 13 §1). */
export type ProvenKind = { [K in IntegrationKind]: (typeof integrations)[K] extends { proof: object } ? K : never }[IntegrationKind];
export const PROVEN_KINDS = INTEGRATION_KINDS.filter((kind): kind is ProvenKind => integration(kind).proof !== undefined);
const isProvenKind = (kind: IntegrationKind): kind is ProvenKind => integration(kind).proof !== undefined;

/** The owner proved this address or group (the server sets it; see provenEntryView). */
export const isConfirmed = (entry: object): boolean => (entry as { confirmed?: unknown }).confirmed === true;

/** The stored view after a PUT: kinds named in the update replace their lists, the others stay. */
export function applyIntegrationsUpdate(current: IntegrationsView, update: IntegrationsUpdate, newId: () => string): IntegrationsView {
  const next = { ...emptyIntegrations(), ...current } as Record<IntegrationKind, AnyEntry[]>;
  for (const kind of INTEGRATION_KINDS) {
    const list = update[kind] as AnyEntry[] | undefined;
    if (list === undefined) continue;
    const normalized = normalizeEntries(kind, list, newId);
    next[kind] = isProvenKind(kind) ? keepProof(kind, current[kind] as AnyEntry[], normalized) : normalized;
  }
  return next as unknown as IntegrationsView;
}

/** A saved entry is confirmed only when the same value was confirmed before: a client cannot claim it. */
function keepProof(kind: ProvenKind, before: AnyEntry[], after: AnyEntry[]): AnyEntry[] {
  const proven = new Set(before.filter((entry) => isConfirmed(entry)).map((entry) => entryValue(kind, entry)));
  return after.map((entry) => ({ ...entry, confirmed: proven.has(entryValue(kind, entry)) }));
}

/** Removes the entries whose `_id`, or whose value (text, id, link…), is `id`. */
export function removeEntry(current: IntegrationsView, kind: IntegrationKind, id: string): IntegrationsView {
  const list = current[kind] as unknown as AnyEntry[];
  const kept = list.filter((entry) => entry._id !== id && entryValue(kind, entry) !== id);
  return { ...current, [kind]: kept } as IntegrationsView;
}

/** The active entries of a kind (what the lead channels deliver to). */
export function activeEntries<K extends IntegrationKind>(view: IntegrationsView, kind: K): Array<IntegrationEntry<K>> {
  return (view[kind] as Array<IntegrationEntry<K>>).filter((entry) => entry.active);
}

/** The kinds a new lead is sent to (mail, chat, CRM, sheet, the MIS that takes requests); the others only configure. */
export function receivesLeads(kind: IntegrationKind): boolean {
  return integration(kind).leads !== undefined;
}

/**
 * Where a new lead goes: per lead channel that starts at intake, its active destinations (a one-text channel:
 * whether it has any). Kept per clinic (`W!LEAD_DESTINATIONS`, written with the integrations), in this shape.
 */
export type LeadDestinations = Partial<Record<LeadChannel, string[] | boolean>>;

export function leadDestinations(view: IntegrationsView): LeadDestinations {
  const active = (kind: IntegrationKind) => activeEntries(view, kind) as unknown as AnyEntry[];
  const destinations: LeadDestinations = {};
  for (const channel of leadChannelList) {
    if (!('destinationsAtIntake' in channel)) continue;
    const list = channel.destinationsAtIntake(active);
    destinations[channel.name] = 'oneText' in channel ? list.length > 0 : list;
  }
  return destinations;
}

/** A channel's destinations in a (possibly stored) LeadDestinations: a one-text channel's any-flag reads as none or one. */
export function destinationsOf(destinations: LeadDestinations, channel: LeadChannel): string[] {
  const value = destinations[channel];
  return Array.isArray(value) ? value : value === true ? [channel] : [];
}

/** Yandex Metrica counter ids of the public copy as numbers: positive safe integers, each once. */
export function metricCounters(ids: readonly unknown[]): number[] {
  return [...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}
