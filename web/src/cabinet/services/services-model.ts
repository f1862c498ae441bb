// The services screen's editable model: directions and services as rows with stable ids (for React and
// drag and drop), and the translation to and from the API's servicesList (key order = display order).
import { mergeOrderedRecord } from '../../../../shared/domain/edit-merge';
import { normalizePrice } from '../../../../shared/domain/prices';
import { normalizeService } from '../../../../shared/domain/services';
import { directionNameProblem, durationsProblem, serviceProblems, type ServicesList } from '../../../../shared/schemas/services';
import { rowId } from '../controls/row-id';

export interface ServiceRow {
  id: string;
  name: string;
  cost: string;
  /** Minutes (shared/schemas/services.ts SERVICE_DURATIONS); absent: one slot of the doctor's schedule. */
  duration?: number;
  /** The name as last saved; absent for a service added since. Service renames are derived from it. */
  savedName?: string;
}

export interface DirectionRow {
  id: string;
  name: string;
  /** The name as last saved; undefined for a direction created since. Renames are derived from it. */
  savedName: string | undefined;
  open: boolean;
  services: ServiceRow[];
}

/** What the screen autosaves: the list and the renames since the last save. */
export interface SettingSave {
  servicesList: ServicesList;
  renaming: Record<string, string>;
  serviceRenaming: Record<string, Record<string, string>>;
}

/** What is autosaved of the rows; null while a name or a price cannot be saved (the last valid list stays queued). */
export function settingSaveOf(directions: readonly DirectionRow[]): SettingSave | null {
  if (firstSaveProblem(directions, directionProblems(directions)) !== null) return null;
  return { servicesList: servicesListOf(directions), renaming: renamingOf(directions), serviceRenaming: serviceRenamingOf(directions) };
}

/** The save of a list as stored: nothing renamed. */
export const storedSettingSave = (servicesList: ServicesList): SettingSave => ({ servicesList, renaming: {}, serviceRenaming: {} });

/**
 * After a 409: the directions added, removed or edited here merged onto the fresh copy, direction by
 * direction (shared/domain/edit-merge.ts); the renames still apply, as they name the old directions.
 */
export function mergeSettingSaves(base: SettingSave, mine: SettingSave, theirs: SettingSave, preferMine = false): SettingSave | null {
  const servicesList = mergeOrderedRecord(base.servicesList, mine.servicesList, theirs.servicesList, preferMine);
  return servicesList && { ...mine, servicesList };
}

/**
 * The rows for a rebased list: a row whose direction reads the same in the list is kept (its pending
 * renames too, when `keepPending`); any other direction gets a row as saved.
 */
export function rebasedDirections(list: ServicesList, rows: readonly DirectionRow[], keepPending: boolean): DirectionRow[] {
  const current = servicesListOf(rows);
  const byName = new Map(rows.map((row) => [row.name.trim(), row]));
  return Object.entries(list).map(([name, services]) => {
    const row = byName.get(name);
    if (row && JSON.stringify(current[name]) === JSON.stringify(services)) return keepPending ? row : markSaved([row], list)[0]!;
    return { ...directionsOf({ [name]: services })[0]!, ...(row ? { id: row.id, open: row.open } : {}) };
  });
}

export function directionsOf(list: ServicesList, previous: readonly DirectionRow[] = []): DirectionRow[] {
  return Object.entries(list).map(([name, services], index) => {
    const before = previous[index];
    return {
      id: before?.id ?? rowId('direction'),
      name,
      savedName: name,
      open: before?.open ?? false,
      services: services.map((service, at) => ({
        id: before?.services[at]?.id ?? rowId('service'),
        name: service.name,
        cost: service.cost,
        ...(service.duration === undefined ? {} : { duration: service.duration }),
        savedName: service.name,
      })),
    };
  });
}

/** What PUT /api/setting gets: names trimmed (the inputs trim on blur; typing keeps inner spaces). */
export function servicesListOf(directions: readonly DirectionRow[]): ServicesList {
  const list: ServicesList = {};
  for (const direction of directions) {
    list[direction.name.trim()] = direction.services.map((service) =>
      normalizeService({
        name: service.name,
        cost: service.cost,
        ...(service.duration === undefined ? {} : { duration: service.duration }),
      }),
    );
  }
  return list;
}

/** Old name → new name for every saved direction renamed since (docs/contract/cabinet.md §4). */
export function renamingOf(directions: readonly DirectionRow[]): Record<string, string> {
  const renaming: Record<string, string> = {};
  for (const direction of directions) {
    const name = direction.name.trim();
    if (direction.savedName !== undefined && direction.savedName !== name) renaming[direction.savedName] = name;
  }
  return renaming;
}

/** Per direction (its name as sent), a saved service's old name → new name (the doctors' ticks follow). */
export function serviceRenamingOf(directions: readonly DirectionRow[]): Record<string, Record<string, string>> {
  const renaming: Record<string, Record<string, string>> = {};
  for (const direction of directions) {
    for (const service of direction.services) {
      const name = normalizeService({ name: service.name, cost: service.cost }).name;
      if (service.savedName === undefined || name === '' || name === service.savedName) continue;
      (renaming[direction.name.trim()] ??= {})[service.savedName] = name;
    }
  }
  return renaming;
}

export const DUPLICATE_DIRECTION = 'Такое направление уже есть';

/** Per direction id, why its name cannot be saved; the screen saves nothing while any is present. */
export function directionProblems(directions: readonly DirectionRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const direction of directions) {
    const name = direction.name.trim();
    const problem = directionNameProblem(name) ?? (seen.has(name) ? DUPLICATE_DIRECTION : null);
    if (problem) problems[direction.id] = problem;
    seen.add(name);
  }
  return problems;
}

/** The first thing that keeps the list from being saved (a direction's name, too many durations, a service's name or price), or null. */
export function firstSaveProblem(directions: readonly DirectionRow[], problems: Record<string, string>): string | null {
  const direction = Object.values(problems)[0];
  if (direction) return direction;
  const durations = durationsProblem(Object.fromEntries(directions.map((row) => [row.id, row.services])));
  if (durations) return durations;
  for (const row of directions)
    for (const service of row.services) {
      const { name, cost } = serviceProblems(service);
      if (name ?? cost) return `«${row.name.trim()}»: ${name ?? cost}`;
    }
  return null;
}

/** After a save: every direction's saved name is its current one (the renames went through). */
export function markSaved(directions: readonly DirectionRow[], saved: ServicesList): DirectionRow[] {
  const names = new Set(Object.keys(saved));
  return directions.map((direction) => {
    const name = direction.name.trim();
    if (!names.has(name)) return direction;
    const savedServices = new Set(saved[name]!.map((service) => service.name));
    const services = direction.services.map((service) => {
      const serviceName = normalizeService({ name: service.name, cost: service.cost }).name;
      return savedServices.has(serviceName) ? { ...service, savedName: serviceName } : service;
    });
    return { ...direction, savedName: name, services };
  });
}

/**
 * After a save with nothing typed since: a service typed as 'name - price' or 'name, price' shows what
 * was stored, the name in its field and the price in its own, as a reload would show it.
 */
export function withStoredLines(directions: readonly DirectionRow[]): DirectionRow[] {
  return directions.map((direction) => {
    const services = direction.services.map((service) => {
      const stored = normalizeService({ name: service.name, cost: service.cost });
      const split = stored.cost !== '' && normalizePrice(service.cost) === '';
      return split ? { ...service, name: stored.name, cost: stored.cost } : service;
    });
    return services.some((service, index) => service !== direction.services[index]) ? { ...direction, services } : direction;
  });
}
