// An entry as the integrations screen holds it, and the shared rules it is judged by as the user edits it: its name,
// whether it is active as it would be saved, and whether its value is already listed. No kind is named here: each rule
// is its kind's (shared/integrations/<kind>.ts).
import { entryValue, isEntryActive, normalizeEntry } from '../../../../shared/domain/integrations';
import { entryTitle } from '../../../../shared/domain/integration-names';
import type { IntegrationKind, IntegrationsView } from '../../../../shared/schemas/integrations';

export type EntryRecord = Record<string, unknown> & { _id: string; active?: boolean };

/** A field's value as text ('' when it has none). */
export const fieldText = (entry: Record<string, unknown>, name: string): string => {
  const value = entry[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/** How an entry is named in the list: the shared rule. */
export { entryTitle };

/** Active by the shared completeness rule, applied to the entry as it would be saved. */
export function isActiveNow(kind: IntegrationKind, entry: EntryRecord): boolean {
  return isEntryActive(kind, normalizeEntry(kind, entry, () => entry._id) as EntryRecord);
}

/** The value a new entry would be listed under (the kind's value, as the server compares them), for "already added". */
export function entryKey(kind: IntegrationKind, entry: Record<string, unknown>): string {
  return entryValue(
    kind,
    normalizeEntry(kind, { ...entry, _id: 'new' }, () => 'new'),
  ).trim();
}

export function isDuplicate(view: IntegrationsView, kind: IntegrationKind, entry: Record<string, unknown>): boolean {
  const key = entryKey(kind, entry);
  return key !== '' && ((view[kind] ?? []) as unknown as EntryRecord[]).some((existing) => entryKey(kind, existing) === key);
}
