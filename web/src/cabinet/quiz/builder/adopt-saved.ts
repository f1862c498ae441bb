// After a save the server's normalised quiz is the truth (it adds the A/B variant's Контакты and
// thank-you page with new ids, drops duplicates, …): the builder adopts it as the next patch's base,
// or the next patch would undo the normalisation and the server would redo it with fresh ids. Edits
// the user made while the save was on its way are rebased onto it: a three-way merge that goes into
// nested objects and matches questions by _uid, the user's value winning where both changed one thing
// (their edit is newer; the server normalises it again on the next save).
import type { QuizFields } from '../../../../../shared/schemas/quiz';

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const uidOf = (item: unknown) => (isFields(item) && typeof item._uid === 'string' ? item._uid : undefined);
const isUidList = (value: unknown): value is Fields[] => Array.isArray(value) && value.every((item) => uidOf(item) !== undefined);

/** `mine` (the form now) moved from `sent` (what the save carried) onto `saved` (what the server stored). */
export function rebasePendingEdit(sent: QuizFields, mine: QuizFields, saved: QuizFields): QuizFields {
  return rebase(sent, mine, saved) as QuizFields;
}

function rebase(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;
  if (isFields(base) && isFields(mine) && isFields(theirs)) return rebaseFields(base, mine, theirs);
  if (isUidList(base) && isUidList(mine) && isUidList(theirs)) return rebaseByUid(base, mine, theirs);
  return mine;
}

function rebaseFields(base: Fields, mine: Fields, theirs: Fields): Fields {
  const result: Fields = {};
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const value = rebase(base[key], mine[key], theirs[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** In the user's order, each merged with the server's copy; what only the server added comes after. */
function rebaseByUid(base: Fields[], mine: Fields[], theirs: Fields[]): Fields[] {
  const byUid = (list: Fields[]) => new Map(list.map((item) => [uidOf(item)!, item]));
  const [baseItems, mineItems, theirItems] = [byUid(base), byUid(mine), byUid(theirs)];
  const kept = mine.map((item) => {
    const uid = uidOf(item)!;
    return theirItems.has(uid) ? (rebase(baseItems.get(uid), item, theirItems.get(uid)) as Fields) : item;
  });
  const added = theirs.filter((item) => !baseItems.has(uidOf(item)!) && !mineItems.has(uidOf(item)!));
  return [...kept, ...added];
}
