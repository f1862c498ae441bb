// (handler) --> services --> settings store
// Doctors refer to directions by id (functions/store/clinic-items.ts), so a rename keeps the
// direction's id and the one write of the setting item renames it in every doctor's service map at
// once: nothing to update elsewhere, nothing that could half-apply.
import { randomUUID } from 'node:crypto';
import type { SettingUpdateInput, SettingView } from '../../../shared/schemas/services';
import { normalizeServicesList, resolveRenaming } from '../../../shared/domain/services';
import { emptySetting, toSettingView, type Direction, type SettingItem } from '../../store/clinic-items';
import { getSettingItem, putSettingItem, StaleWriteError } from '../../store/settings';
import { ConflictError } from '../errors';
import { clinicMessages } from './messages';

export async function getSetting(userId: string): Promise<SettingView> {
  return toSettingView(await getSettingItem(userId));
}

export async function updateSetting(userId: string, { setting, renaming }: SettingUpdateInput, now = new Date()): Promise<SettingView> {
  const current = (await getSettingItem(userId)) ?? emptySetting();
  const next: SettingItem = {
    directions: directionsWithIds(current.directions, normalizeServicesList(setting.servicesList), renaming),
    version: current.version + 1,
    updatedAt: now.toISOString(),
  };
  try {
    await putSettingItem(userId, next, current.version);
  } catch (error) {
    if (error instanceof StaleWriteError) throw new ConflictError('STALE_SETTING', clinicMessages.staleSetting);
    throw error;
  }
  return toSettingView(next);
}

/**
 * Gives each direction of the new list its id: a renamed direction keeps the id of its old name, a
 * direction whose name did not change keeps its id, a new one gets a new id. An id is never used twice.
 */
export function directionsWithIds(
  before: readonly Direction[],
  list: SettingUpdateInput['setting']['servicesList'],
  renaming: Record<string, string>,
  newId: () => string = () => randomUUID().slice(0, 8),
): Direction[] {
  const names = Object.keys(list);
  const renames = resolveRenaming(renaming, before.map((d) => d.name), names);
  const idByOldName = new Map(before.map((d) => [d.name, d.id]));
  const idByNewName = new Map<string, string>();
  for (const [from, to] of renames) idByNewName.set(to, idByOldName.get(from)!);
  const renamedAway = new Set(renames.keys());
  const used = new Set<string>();
  return names.map((name) => {
    let id = idByNewName.get(name) ?? (renamedAway.has(name) ? undefined : idByOldName.get(name));
    if (!id || used.has(id)) id = newId();
    used.add(id);
    return { id, name, services: list[name]! };
  });
}
