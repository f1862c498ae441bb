// The size a save keeps track of is the quiz's size as JSON after every operation, whatever the
// operation does (insert, overwrite, remove, move within or across containers, copy, the empty path),
// and an operation it refuses changes nothing.
import fc from 'fast-check';
import { jsonBytes } from '../../schemas/input';
import type { PatchOperation } from '../../schemas/quiz-save';
import { applyOperation, type PatchDocument } from './patch-operation';

/** Every pointer into `value`, the empty one first, with '-' and a new key for each container. */
function pointersOf(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [at];
  const keys = Array.isArray(value) ? [...value.keys()].map(String).concat('-') : [...Object.keys(value), 'новый ключ'];
  return [at, ...keys.flatMap((key) => pointersOf((value as Record<string, unknown>)[key], `${at}/${pointerToken(key)}`))];
}
const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

const recipe = fc.record({
  op: fc.constantFrom('add', 'remove', 'replace', 'move', 'copy', 'test'),
  path: fc.nat(),
  from: fc.nat(),
  value: fc.jsonValue({ maxDepth: 3 }),
});
type Recipe = typeof recipe extends fc.Arbitrary<infer T> ? T : never;
const documents = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 });

function operationOf(document: PatchDocument, { op, path, from, value }: Recipe): PatchOperation {
  const pointers = pointersOf(document.holder.root);
  const pick = (index: number) => pointers[index % pointers.length]!;
  if (op === 'move' || op === 'copy') return { op, path: pick(path), from: pick(from) };
  if (op === 'remove') return { op, path: pick(path) };
  return { op, path: pick(path), value };
}

describe('the size a save keeps track of (property)', () => {
  it('is the JSON size of the quiz after every operation, and a refused operation changes nothing', () => {
    fc.assert(
      fc.property(documents, fc.array(recipe, { maxLength: 12 }), (start, recipes) => {
        const document: PatchDocument = { holder: { root: JSON.parse(JSON.stringify(start)) }, bytes: jsonBytes(start), copied: 0 };
        for (const item of recipes) {
          const operation = operationOf(document, item);
          const before = JSON.stringify(document.holder.root);
          const bytesBefore = document.bytes;
          const failure = applyOperation(document, operation, Number.POSITIVE_INFINITY);
          if (failure) {
            expect(JSON.stringify(document.holder.root)).toBe(before);
            expect(document.bytes).toBe(bytesBefore);
          } else {
            expect(document.bytes).toBe(jsonBytes(document.holder.root));
          }
        }
      }),
      { seed: 21, numRuns: 600 },
    );
  });
});
