// (handler) --> services --> settings store
// Doctors refer to directions by id (functions/store/clinic-items.ts), so a rename keeps the
// direction's id and the one write of the setting item renames it in every doctor's service map at
// once: nothing to update elsewhere, nothing that could half-apply. Services inside a direction are
// kept by name, so a service rename (serviceRenaming) rewrites the affected doctors' ticks in the same
// transaction as the setting item.
import { randomUUID } from 'node:crypto';
import type { SettingUpdateInput, SettingView } from '../../../shared/schemas/services';
import { normalizeServicesList, renameServiceChoices, resolveRenaming } from '../../../shared/domain/services';
import { emptySetting, type Direction, type DoctorItem, type SettingItem } from '../../store/clinic-items';
import { toSettingView } from './views';
import { readClinicPartition } from '../../store/clinic';
import { DOCTORS_PER_SETTING_SAVE, getSettingItem, putSettingItem, putSettingWithDoctors } from '../../store/settings';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { InvalidRequestError } from '../errors';
import { clinicMessages } from './messages';

export async function getSetting(userId: string): Promise<SettingView> {
  return toSettingView(await getSettingItem(userId));
}

export async function updateSetting(
  userId: string,
  { version, setting, renaming, serviceRenaming }: SettingUpdateInput,
  now = new Date(),
): Promise<SettingView> {
  const renamesServices = Object.keys(serviceRenaming).length > 0;
  const partition = renamesServices ? await readClinicPartition(userId) : undefined;
  const current = (partition ? partition.settingItem : await getSettingItem(userId)) ?? emptySetting();
  requireBasedOn(version, current.version);
  const next: SettingItem = {
    directions: directionsWithIds(current.directions, normalizeServicesList(setting.servicesList), renaming),
    version: current.version + 1,
    updatedAt: now.toISOString(),
  };
  const doctors = partition
    ? doctorsFollowingServiceRenames(partition.doctorItems, current.directions, next.directions, serviceRenaming, now)
    : [];
  if (doctors.length > DOCTORS_PER_SETTING_SAVE) {
    const message = clinicMessages.tooManyDoctorsForServiceRename(DOCTORS_PER_SETTING_SAVE);
    throw new InvalidRequestError('TOO_MANY_DOCTORS_FOR_RENAME', message, { serviceRenaming: message });
  }
  await writeBasedOn(() =>
    doctors.length > 0 ? putSettingWithDoctors(userId, next, current.version, doctors) : putSettingItem(userId, next, current.version),
  );
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
  const renames = resolveRenaming(
    renaming,
    before.map((d) => d.name),
    names,
  );
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

/**
 * Per direction id, a service's old name → new name: the renames are keyed by the direction's name in
 * this save and resolved against the same direction's services before and after (by its stable id).
 */
export function serviceRenamesById(
  before: readonly Direction[],
  after: readonly Direction[],
  serviceRenaming: Record<string, Record<string, string>>,
): Map<string, Map<string, string>> {
  const beforeById = new Map(before.map((direction) => [direction.id, direction]));
  const result = new Map<string, Map<string, string>>();
  for (const direction of after) {
    const renaming = serviceRenaming[direction.name];
    const old = beforeById.get(direction.id);
    if (!renaming || !old) continue;
    const renames = resolveRenaming(
      renaming,
      old.services.map((s) => s.name),
      direction.services.map((s) => s.name),
    );
    if (renames.size > 0) result.set(direction.id, renames);
  }
  return result;
}

/** The doctors (not deleted) whose service ticks change with the renames, as their next items. */
function doctorsFollowingServiceRenames(
  doctors: readonly DoctorItem[],
  before: readonly Direction[],
  after: readonly Direction[],
  serviceRenaming: Record<string, Record<string, string>>,
  now: Date,
): Array<{ item: DoctorItem; readVersion: number }> {
  const renamesById = serviceRenamesById(before, after, serviceRenaming);
  if (renamesById.size === 0) return [];
  return doctors.flatMap((doctor) => {
    if (doctor.deleteDoctor) return [];
    let changed = false;
    const services = doctor.services.map((entry) => {
      const renames = renamesById.get(entry.directionId);
      const choices = renames ? renameServiceChoices(entry.choices, renames) : null;
      if (!choices) return entry;
      changed = true;
      return { ...entry, choices };
    });
    return changed
      ? [{ item: { ...doctor, services, version: doctor.version + 1, updatedAt: now.toISOString() }, readVersion: doctor.version }]
      : [];
  });
}
