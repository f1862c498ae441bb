// Normalising the services list on save, and following direction renames (docs/contract/cabinet.md §3, §4, §5).
import type { Service, ServicesList } from '../schemas/services';
import { normalizePrice, parseServiceLine } from './prices';
import { dictionary } from './dictionary';

/**
 * Direction names trimmed (two that become equal are merged, in first-seen order), service names
 * trimmed, prices formatted; a service typed as 'name, price' or 'name - price' with no price of its
 * own is split. Empty service rows are kept: the screen adds an empty row before the user types in it.
 */
export function normalizeServicesList(list: ServicesList): ServicesList {
  const result: ServicesList = dictionary();
  for (const [rawDirection, services] of Object.entries(list)) {
    const direction = rawDirection.trim();
    (result[direction] ??= []).push(...services.map(normalizeService));
  }
  return result;
}

export function normalizeService(service: Service): Service {
  const name = service.name.trim();
  const cost = normalizePrice(service.cost ?? '');
  const duration = service.duration === undefined ? {} : { duration: service.duration };
  if (cost === '') {
    const parsed = parseServiceLine(name);
    if (parsed) return { ...parsed, ...duration };
  }
  return { name, cost, ...duration };
}

/**
 * Resolves the renames of one save into name before → name after. Keys are the names as last saved,
 * values the names in this save (the screen updates its entry when a direction is renamed twice).
 * It also tolerates a chain through names that did not exist before (a → tmp, tmp → b), so swapping
 * two names through a temporary one works. Only renames of directions that existed before and whose
 * final name exists after the save are kept (a renamed-then-deleted direction is simply gone). Names
 * are compared trimmed.
 */
export function resolveRenaming(
  renaming: Record<string, string>,
  before: readonly string[],
  after: readonly string[],
): Map<string, string> {
  const steps = new Map(Object.entries(renaming).map(([from, to]) => [from.trim(), to.trim()]));
  const existed = new Set(before);
  const exists = new Set(after);
  const resolved = new Map<string, string>();
  for (const from of steps.keys()) {
    if (!existed.has(from)) continue;
    let target = steps.get(from)!;
    const seen = new Set([from, target]);
    while (!existed.has(target) && steps.has(target) && !seen.has(steps.get(target)!)) {
      target = steps.get(target)!;
      seen.add(target);
    }
    if (target !== from && exists.has(target)) resolved.set(from, target);
  }
  return resolved;
}

/** A doctor's service map with renamed directions (key order kept); for the screen's local state. */
export function renameServiceDirections<T>(service: Record<string, T>, renames: ReadonlyMap<string, string>): Record<string, T> {
  const result: Record<string, T> = dictionary();
  for (const [direction, choices] of Object.entries(service)) result[renames.get(direction) ?? direction] = choices;
  return result;
}

/**
 * A doctor's choices in one direction with renamed services, or null when nothing changes. Doctors keep
 * their services by name, so a service renamed on 'Ваши услуги' carries the ticks over in the same save;
 * when a rename lands on a name the doctor already has, it is checked if either was.
 */
export function renameServiceChoices<T extends { name: string; checked: boolean }>(
  choices: readonly T[],
  renames: ReadonlyMap<string, string>,
): T[] | null {
  if (!choices.some((choice) => renames.has(choice.name))) return null;
  const result: T[] = [];
  const at = new Map<string, number>();
  for (const choice of choices) {
    const name = renames.get(choice.name) ?? choice.name;
    const seen = at.get(name);
    if (seen === undefined) {
      at.set(name, result.length);
      result.push({ ...choice, name });
    } else result[seen] = { ...result[seen]!, checked: result[seen]!.checked || choice.checked };
  }
  return result;
}
