// The integrations screen's lists: 'Ваши интеграции' under category tabs and the catalogue of 'Добавить интеграцию',
// both in the registry's order (kinds/index.ts), and what the autosave sends. Categories, normalisation and the
// completeness rule are shared (shared/integrations/<kind>.ts); nothing here re-decides them.
import { normalizeEntry } from '../../../../shared/domain/integrations';
import { integrations } from '../../../../shared/integrations/registry';
import type {
  IntegrationCategory,
  IntegrationKind,
  IntegrationsUpdateInput,
  IntegrationsView,
} from '../../../../shared/schemas/integrations';
import type { EntryRecord } from './entries';
import { kindUis } from './kinds';

export type CategoryTab = 'Все' | IntegrationCategory;
export const CATEGORY_TABS: readonly CategoryTab[] = ['Все', 'МИС', 'Уведомления', 'Аналитика', 'Другое'];

/** The catalogue's order: the registry's. */
export const CATALOGUE_ORDER = Object.keys(kindUis) as IntegrationKind[];

export interface ListedEntry {
  kind: IntegrationKind;
  entry: EntryRecord;
}

/** 'Ваши интеграции' under a tab, in the catalogue's order of kinds. */
export function listEntries(view: IntegrationsView, tab: CategoryTab): ListedEntry[] {
  return CATALOGUE_ORDER.filter((kind) => tab === 'Все' || integrations[kind].category === tab).flatMap((kind) =>
    ((view[kind] ?? []) as unknown as EntryRecord[]).map((entry) => ({ kind, entry })),
  );
}

export function countByTab(view: IntegrationsView): Record<CategoryTab, number> {
  return Object.fromEntries(CATEGORY_TABS.map((tab) => [tab, listEntries(view, tab).length])) as Record<CategoryTab, number>;
}

/** The entries of a PUT, without the version it is based on. */
export type IntegrationEntriesInput = Omit<IntegrationsUpdateInput, 'version'>;

const autosaved = (kind: IntegrationKind) => !(kindUis[kind] as { savedByItsOwnCalls?: true }).savedByItsOwnCalls;

/**
 * What autosave sends: each kind's entries normalised as the server will store it, without the computed `active`,
 * except a kind whose entries change only through its own calls (amoCRM: kinds/<kind>.tsx `savedByItsOwnCalls`),
 * which stays as stored. Comparing these, rather than the raw inputs, means an edit that normalises to the same
 * value is not saved again.
 */
export function savePayload(view: IntegrationsView): IntegrationEntriesInput {
  const payload: Record<string, unknown[]> = {};
  for (const kind of CATALOGUE_ORDER.filter(autosaved)) {
    payload[kind] = ((view[kind] ?? []) as unknown as EntryRecord[]).map((entry) => {
      const { active: _active, ...rest } = normalizeEntry(kind, entry, () => entry._id) as EntryRecord;
      return rest;
    });
  }
  return payload as IntegrationEntriesInput;
}
