// Merging an unsaved edit onto a copy someone saved meanwhile (another tab, a colleague): a three-way
// merge against the copy the edit was based on. A field (or a record's entry) changed on one side only
// takes that side's value; changed on both sides to different values is a conflict (null), never a
// silent pick, unless the user chose to put their edit over the other one (preferMine). The cabinet
// merges after a 409 (web/src/cabinet/autosave) and saves the result again.

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field by field; an absent field counts as a value too (added or removed). Keys in `theirs` order, then mine's new ones. */
export function mergeFields<T extends Fields>(base: T, mine: T, theirs: T, preferMine = false): T | null {
  const result: Fields = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    let value: unknown;
    if (same(m, b)) value = t;
    else if (same(t, b) || same(m, t) || preferMine) value = m;
    else return null;
    if (value !== undefined) result[key] = value;
  }
  return result as T;
}

/**
 * As mergeFields, for a record whose key order means something (directions in display order): the
 * order moved on one side is kept, with the other side's new keys after it; moved differently on both
 * sides is a conflict.
 */
export function mergeOrderedRecord<T extends Fields>(base: T, mine: T, theirs: T, preferMine = false): T | null {
  const merged = mergeFields(base, mine, theirs, preferMine);
  if (!merged) return null;
  // The order of the keys all three share, as each side has it.
  const shared = (record: Fields) => Object.keys(record).filter((key) => key in base && key in mine && key in theirs);
  const mineMoved = !same(shared(mine), shared(base));
  const theirsMoved = !same(shared(theirs), shared(base));
  if (mineMoved && theirsMoved && !preferMine && !same(shared(mine), shared(theirs))) return null;
  const [leading, trailing] = mineMoved ? [mine, theirs] : [theirs, mine];
  const order = [...Object.keys(leading), ...Object.keys(trailing).filter((key) => !(key in leading))].filter((key) => key in merged);
  return Object.fromEntries(order.map((key) => [key, merged[key]])) as T;
}
