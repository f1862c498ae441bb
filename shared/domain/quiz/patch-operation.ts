// One JSON Patch operation of a save, applied to the working copy by rfc6902 after it is checked
// here, with what it does to the quiz's size as JSON (UTF-8 bytes, as jsonBytes counts them). The size
// is worked out from the values the operation touches, never by measuring the whole quiz again, so a
// save's checks cost what its body and the values it replaces weigh (patch.ts bounds those).
//
// Checked here rather than left to rfc6902: a path through a string or number (it throws a TypeError
// there), an array index that is not canonical or past the end (rfc6902's move and copy append
// instead), a member found on a prototype; and 'test' compares in one pass (rfc6902 compares with its
// diff, whose array alignment is quadratic: one test of a reordered question list took seconds).
import { applyPatch, type Operation, Pointer } from 'rfc6902';
import { jsonBytes } from '../../schemas/input';
import type { PatchOperation } from '../../schemas/quiz-save';

/** The save's working copy: the quiz sits under `root`, so that the empty path is a member like any other. */
export interface PatchDocument {
  holder: { root: unknown };
  /** The quiz's size as JSON, kept up to date by every operation. */
  bytes: number;
  /** Bytes copied by copy operations so far. */
  copied: number;
}

export type PatchFailure = 'missing' | 'test' | 'copy-limit';

type Container = Record<string, unknown> | unknown[];
interface Location {
  container: Container;
  key: string;
  /** The quiz itself (the empty path). */
  root: boolean;
}

const CANONICAL_INDEX = /^(0|[1-9][0-9]*)$/;
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const hasOwn = (container: Container, key: string) => Object.hasOwn(container, key);

/** Applies `operation`; answers why it cannot be applied (nothing changed then), or undefined. */
export function applyOperation(document: PatchDocument, operation: PatchOperation, copyLimit: number): PatchFailure | undefined {
  const target = locate(document, operation.path);
  if (!target) return operation.op === 'test' ? 'test' : 'missing';
  switch (operation.op) {
    case 'test':
      return exists(target) && sameJson(valueAt(target), operation.value) ? undefined : 'test';
    case 'add':
      return put(document, operation, target, jsonBytes(operation.value));
    case 'replace':
      return exists(target) ? put(document, operation, target, jsonBytes(operation.value)) : 'missing';
    case 'remove':
      if (target.root || !exists(target)) return 'missing';
      return apply(document, operation, -(memberBytes(target, jsonBytes(valueAt(target))) + (membersOf(target.container) > 1 ? 1 : 0)));
    case 'copy': {
      const source = locate(document, operation.from!);
      if (!source || !exists(source)) return 'missing';
      const size = jsonBytes(valueAt(source));
      if (document.copied + size > copyLimit) return 'copy-limit';
      const failure = put(document, operation, target, size);
      if (!failure) document.copied += size;
      return failure;
    }
    case 'move':
      return move(document, operation, target);
  }
}

/** add, replace and copy: the value at the target, inserted into an array or over an object's member. */
function put(document: PatchDocument, operation: PatchOperation, target: Location, size: number): PatchFailure | undefined {
  return insertable(target) ? apply(document, operation, growthOfPut(operation, target, size)) : 'missing';
}

/** move: what leaves the source and arrives at the target is the same value, so only keys and commas count. */
function move(document: PatchDocument, operation: PatchOperation, target: Location): PatchFailure | undefined {
  const source = locate(document, operation.from!);
  if (!source || source.root || !exists(source) || operation.path.startsWith(`${operation.from}/`)) return 'missing';
  if (operation.from === operation.path) return undefined;
  const overwritten = target.root || (!Array.isArray(target.container) && hasOwn(target.container, target.key));
  // Over a member that holds the value: that member becomes the value.
  if (overwritten && (target.root || operation.from!.startsWith(`${operation.path}/`))) {
    return apply(document, operation, jsonBytes(valueAt(source)) - jsonBytes(valueAt(target)));
  }
  const sameContainer = source.container === target.container;
  const membersAfterRemoval = membersOf(target.container) - (sameContainer ? 1 : 0);
  if (
    Array.isArray(target.container) &&
    !(target.key === '-' || (CANONICAL_INDEX.test(target.key) && Number(target.key) <= membersAfterRemoval))
  )
    return 'missing';
  const leaving = memberBytes(source, 0) + (membersOf(source.container) > 1 ? 1 : 0);
  const arriving = overwritten
    ? -jsonBytes(target.container[target.key as keyof typeof target.container])
    : memberBytes(target, 0) + (membersAfterRemoval > 0 ? 1 : 0);
  return apply(document, operation, arriving - leaving);
}

/** replace overwrites; add and copy insert into an array and overwrite an object's member that exists. */
function growthOfPut(operation: PatchOperation, target: Location, size: number): number {
  const overwrites =
    target.root || operation.op === 'replace' || (!Array.isArray(target.container) && hasOwn(target.container, target.key));
  if (overwrites) return size - jsonBytes(valueAt(target));
  return memberBytes(target, size) + (membersOf(target.container) > 0 ? 1 : 0);
}

/** rfc6902 applies the checked operation; the size changes by `growth` once it has. */
function apply(document: PatchDocument, operation: PatchOperation, growth: number): PatchFailure | undefined {
  const [failure] = applyPatch(document.holder, [underRoot(operation)]);
  // The checks above leave rfc6902 nothing to refuse; if it does, the save is refused all the same.
  if (failure) return 'missing';
  document.bytes += growth;
  return undefined;
}

function underRoot(operation: PatchOperation): Operation {
  const { from, ...rest } = operation;
  return { ...rest, path: `/root${operation.path}`, ...(from === undefined ? {} : { from: `/root${from}` }) } as Operation;
}

/** The container and key a pointer names, if every step before the last is an object or array member. */
function locate(document: PatchDocument, path: string): Location | undefined {
  const tokens = Pointer.fromJSON(`/root${path}`).tokens.slice(1);
  let container: Container = document.holder;
  for (const token of tokens.slice(0, -1)) {
    if (!exists({ container, key: token, root: false })) return undefined;
    const next: unknown = container[token as keyof Container];
    if (!isContainer(next)) return undefined;
    container = next;
  }
  return { container, key: tokens[tokens.length - 1]!, root: path === '' };
}

function exists({ container, key }: Location): boolean {
  if (Array.isArray(container)) return CANONICAL_INDEX.test(key) && Number(key) < container.length;
  return hasOwn(container, key);
}

/** add at an array's index up to its length or '-', or at an object's key; the empty path replaces the quiz. */
function insertable(target: Location): boolean {
  if (!Array.isArray(target.container)) return true;
  return target.key === '-' || (CANONICAL_INDEX.test(target.key) && Number(target.key) <= target.container.length);
}

const valueAt = ({ container, key }: Location): unknown => container[key as keyof Container];

/** A member's bytes in its container: `"key":value` in an object, the value alone in an array. */
function memberBytes({ container, key, root }: Location, valueBytes: number): number {
  if (root || Array.isArray(container)) return valueBytes;
  return jsonBytes(key) + 1 + valueBytes;
}

/** Members of a container, counted up to 2 (enough to know whether a comma comes or goes). */
function membersOf(container: Container): number {
  if (Array.isArray(container)) return container.length;
  let count = 0;
  for (const key in container) if (hasOwn(container, key) && ++count === 2) break;
  return count;
}

/** JSON equality in one pass (RFC 6902 §4.6): same types, arrays in order, objects with the same members. */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (!isContainer(left) || !isContainer(right) || Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left)) {
    const other = right as unknown[];
    return left.length === other.length && left.every((item, index) => sameJson(item, other[index]));
  }
  const keys = Object.keys(left);
  const other = right as Record<string, unknown>;
  return keys.length === Object.keys(other).length && keys.every((key) => Object.hasOwn(other, key) && sameJson(left[key], other[key]));
}
