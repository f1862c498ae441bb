// The builder's save as a diff (spec widget §4): an RFC 6902 JSON Patch between the last saved
// snapshot of the quiz's fields and the edited ones (rfc6902's createPatch in the browser), applied by
// the server to the stored fields. Applying stops at the first operation that cannot be applied, and
// works on a copy, so a bad patch changes nothing.
import { applyPatch, createPatch, type Operation } from 'rfc6902';
import type { PatchOperation } from '../../schemas/quiz-save';
import { quizFieldsOf, type QuizWithBookkeeping } from './quiz-fields';

export class QuizPatchError extends Error {
  constructor(
    message: string,
    /** Index of the operation that failed. */
    readonly index: number,
  ) {
    super(message);
    this.name = 'QuizPatchError';
  }
}

/** The operations that turn the last saved quiz into the edited one (their own fields only). */
export function quizPatchOf(saved: QuizWithBookkeeping, edited: QuizWithBookkeeping): PatchOperation[] {
  return createPatch(quizFieldsOf(saved), quizFieldsOf(edited)) as PatchOperation[];
}

/** `document` with the patch applied (the argument is left as it was), or QuizPatchError. */
export function applyQuizPatch<T>(document: T, operations: readonly PatchOperation[]): unknown {
  const copy = { root: structuredClone(document) as unknown };
  operations.forEach((operation, index) => {
    // Under a wrapper, so that a whole-document replace ('' path) works like any other.
    const [failure] = applyPatch(copy, [underRoot(operation)]);
    if (failure) throw new QuizPatchError(messageOf(failure.name, operation, index), index);
  });
  return copy.root;
}

function underRoot(operation: PatchOperation): Operation {
  const { from, ...rest } = operation;
  return { ...rest, path: `/root${operation.path}`, ...(from === undefined ? {} : { from: `/root${from}` }) } as Operation;
}

function messageOf(failure: string, operation: PatchOperation, index: number): string {
  const where = `изменение №${index + 1} (${operation.op} «${operation.path || '/'}»)`;
  if (failure === 'TestError') return `Квиз уже не такой, каким был при правке: не прошла проверка, ${where}`;
  if (failure === 'MissingError') return `В квизе нет такого места: ${where}. Загрузите квиз заново`;
  return `Изменение не применяется: ${where}`;
}
