// The builder's diff: rfc6902's createPatch, with lists aligned on whole elements compared as JSON text.
// rfc6902 aligns two lists by the edit distance of their elements, and to learn whether two elements are
// equal it diffs them in full, nested lists included: for every pair. One question moved in a quiz of 58
// questions with 40 variants each took it 30 s of the clinic's browser. Here each element is written as
// JSON once, the same alignment (the same choices, in the same order: remove, add, replace) is worked out on
// those texts, and only the elements it replaces are diffed, by this same function.
import { createPatch, type Operation, type Pointer } from 'rfc6902';

/** Above this many element pairs a list is sent whole rather than aligned (quiz lists hold at most 60). */
const MAX_ALIGNED_PAIRS = 250_000;

/** The operations that turn `input` into `output`, as rfc6902's createPatch makes them. */
export function diffOf(input: unknown, output: unknown): Operation[] {
  return createPatch(input, output, alignedLists);
}

type Step =
  | { op: 'remove'; index: number }
  | { op: 'add'; index: number; value: unknown }
  | { op: 'replace'; index: number; original: unknown; value: unknown };

function alignedLists(input: unknown, output: unknown, ptr: Pointer): Operation[] | undefined {
  if (!Array.isArray(input) || !Array.isArray(output)) return undefined;
  if (input.length * output.length > MAX_ALIGNED_PAIRS) return [{ op: 'replace', path: ptr.toString(), value: output }];
  return withIndexes(steps(input, output), input.length, ptr);
}

/** The cheapest edit of `input` into `output`, left to right (rfc6902's diffArrays, on JSON texts). */
function steps(input: readonly unknown[], output: readonly unknown[]): Step[] {
  const [before, after] = [input.map(asText), output.map(asText)];
  const columns = after.length + 1;
  const cost = new Uint32Array((before.length + 1) * columns);
  const at = (i: number, j: number) => cost[i * columns + j]!;
  for (let i = 0; i <= before.length; i++) {
    for (let j = 0; j <= after.length; j++) {
      if (i === 0 || j === 0) cost[i * columns + j] = i + j;
      else if (before[i - 1] === after[j - 1]) cost[i * columns + j] = at(i - 1, j - 1);
      else cost[i * columns + j] = 1 + Math.min(at(i - 1, j), at(i, j - 1), at(i - 1, j - 1));
    }
  }
  const path: Step[] = [];
  for (let i = before.length, j = after.length; i > 0 || j > 0; ) {
    if (i > 0 && j > 0 && before[i - 1] === after[j - 1]) [i, j] = [i - 1, j - 1];
    else if (i > 0 && at(i - 1, j) + 1 === at(i, j)) path.push({ op: 'remove', index: --i });
    else if (j > 0 && at(i, j - 1) + 1 === at(i, j)) path.push({ op: 'add', index: i - 1, value: output[--j] });
    else path.push({ op: 'replace', index: --i, original: input[i], value: output[--j] });
  }
  return path.reverse();
}

/** The steps as operations on the list as it is when each applies (rfc6902's padding). */
function withIndexes(path: readonly Step[], inputLength: number, ptr: Pointer): Operation[] {
  const operations: Operation[] = [];
  let padding = 0;
  for (const step of path) {
    if (step.op === 'add') {
      const index = step.index + 1 + padding;
      operations.push({ op: 'add', path: ptr.add(index < inputLength + padding ? String(index) : '-').toString(), value: step.value });
      padding += 1;
    } else if (step.op === 'remove') {
      operations.push({ op: 'remove', path: ptr.add(String(step.index + padding)).toString() });
      padding -= 1;
    } else {
      const at = ptr.add(String(step.index + padding)).toString();
      for (const operation of diffOf(step.original, step.value)) operations.push({ ...operation, path: at + operation.path } as Operation);
    }
  }
  return operations;
}

/** JSON with every object's keys in order, so that elements rfc6902 deems equal read the same. */
const asText = (value: unknown) => JSON.stringify(value, sortedKeys) ?? 'undefined';

function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
