// THE configurator rule (docs/contract/widget-quiz-configurator.md §4): what a click on an option does to the chosen set, which options are
// blocked, whether a set sent to the server is one the page can reach, and what it costs. The page
// and POST /api/seagull/mail both use it, so the server rebuilds a request from option ids alone.
import { CATALOGUE, type ConfiguratorCategory, type ConfiguratorOption, type OptionGroup, RULE_OPTIONS } from './catalogue';

/** Chosen option ids, in catalogue order. */
export type Selection = readonly string[];

interface Placed {
  option: ConfiguratorOption;
  group: OptionGroup;
  category: ConfiguratorCategory;
}

const placed = new Map<string, Placed>(
  CATALOGUE.flatMap((category) =>
    category.groups.flatMap((group) => group.options.map((option) => [option.id, { option, group, category }] as const)),
  ),
);
const ORDER = [...placed.keys()];

const inOrder = (chosen: ReadonlySet<string>): Selection => ORDER.filter((id) => chosen.has(id));

/** Known ids in the page's order, whatever order they came in. */
export function inCatalogueOrder(ids: readonly string[]): string[] {
  return ORDER.filter((id) => ids.includes(id));
}

export function findOption(id: string): Placed | undefined {
  return placed.get(id);
}

export function initialSelection(): Selection {
  return ORDER.filter((id) => placed.get(id)!.option.preset);
}

/** Why option `id` cannot be chosen now (the 4th berth needs the 3–4 seat body; a boiler is pointless beside the combined boiler-heater). */
export function blockReason(selection: Selection, id: string): string | undefined {
  if (id === RULE_OPTIONS.fourthBerth && selection.includes(RULE_OPTIONS.body2)) return 'Доступно с кузовом на 3–4 места';
  if ((RULE_OPTIONS.boilers as readonly string[]).includes(id) && selection.includes(RULE_OPTIONS.combinedHeater)) {
    return 'Не нужен: воду греет комбинированный котёл';
  }
  return undefined;
}

export function isBlocked(selection: Selection, id: string): boolean {
  return blockReason(selection, id) !== undefined;
}

/** The seat variant of the body and of the furniture go together. */
const LINKED: Readonly<Record<string, string>> = {
  [RULE_OPTIONS.body2]: RULE_OPTIONS.furniture2,
  [RULE_OPTIONS.body34]: RULE_OPTIONS.furniture34,
  [RULE_OPTIONS.furniture2]: RULE_OPTIONS.body2,
  [RULE_OPTIONS.furniture34]: RULE_OPTIONS.body34,
};

/** Puts `id` in, clearing the single options of its group. */
function pick(chosen: Set<string>, id: string): void {
  const { group } = placed.get(id)!;
  for (const other of group.options) if (!other.multiple) chosen.delete(other.id);
  chosen.add(id);
}

/** The selection after a click on option `id` (unknown or blocked: unchanged). */
export function toggleOption(selection: Selection, id: string): Selection {
  const target = placed.get(id);
  if (!target || isBlocked(selection, id)) return selection;
  const chosen = new Set(selection);
  if (target.group.kind === 'required') {
    if (chosen.has(id)) return selection;
    pick(chosen, id);
  } else if (chosen.has(id)) {
    chosen.delete(id);
  } else if (target.option.multiple) {
    chosen.add(id);
  } else {
    pick(chosen, id);
  }
  const linked = LINKED[id];
  if (linked) pick(chosen, linked);
  if (id === RULE_OPTIONS.body34 || id === RULE_OPTIONS.furniture34) chosen.delete(RULE_OPTIONS.fourthBerth);
  const heating = placed.get(RULE_OPTIONS.combinedHeater)!.group;
  if (id !== RULE_OPTIONS.combinedHeater && heating.options.some((option) => option.id === id)) {
    if (!RULE_OPTIONS.boilers.some((boiler) => chosen.has(boiler))) chosen.add(RULE_OPTIONS.boilers[0]);
  }
  const next = inOrder(chosen);
  return next.filter((option) => !isBlocked(next, option));
}

/** Why `ids` is not a set the page can produce (the first reason, in Russian), or undefined when it is. */
export function selectionProblem(ids: readonly string[]): string | undefined {
  const unknown = ids.find((id) => !placed.has(id));
  if (unknown !== undefined) return `Неизвестная опция: ${unknown}`;
  if (new Set(ids).size !== ids.length) return 'Опция выбрана дважды';
  for (const category of CATALOGUE) {
    for (const group of category.groups) {
      const chosen = group.options.filter((option) => ids.includes(option.id));
      const single = chosen.filter((option) => !option.multiple);
      if (group.kind === 'required' && single.length !== 1) return `Выберите один вариант в категории «${category.title}»`;
      if (single.length > 1)
        return `В категории «${category.title}» можно выбрать только один из вариантов: ${single.map((o) => o.title).join(', ')}`;
    }
  }
  const body34 = ids.includes(RULE_OPTIONS.body34);
  if (body34 !== ids.includes(RULE_OPTIONS.furniture34)) return 'Мебель должна быть рассчитана на столько же мест, сколько кузов';
  if (ids.includes(RULE_OPTIONS.fourthBerth) && !body34) return 'Четвёртое спальное место бывает только в кузове на 3–4 места';
  if (ids.includes(RULE_OPTIONS.combinedHeater) && RULE_OPTIONS.boilers.some((boiler) => ids.includes(boiler))) {
    return 'С комбинированным котлом-отопителем бойлер не нужен: уберите бойлер';
  }
  return undefined;
}

export interface SummaryLine {
  category: string;
  title: string;
  cost: number;
}

export function summaryLines(selection: Selection): SummaryLine[] {
  return selection.map((id) => {
    const { option, category } = placed.get(id)!;
    return { category: category.title, title: option.title, cost: option.cost };
  });
}

export function selectionTotal(selection: Selection): number {
  return selection.reduce((sum, id) => sum + (placed.get(id)?.option.cost ?? 0), 0);
}
