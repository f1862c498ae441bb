// The builder's save as a diff (docs/contract/widget-quiz-configurator.md §4): an RFC 6902 JSON Patch between the last saved
// snapshot of the quiz's fields and the edited ones (rfc6902's createPatch in the browser, patch-diff.ts), applied by
// the server to the stored fields. Applying stops at the first operation that cannot be applied, and
// works on a copy, so a bad patch changes nothing.
//
// A save's work is bounded before it is done (issue 21 §1): at most QUIZ_PATCH_LIMITS.operations
// operations (the request schema), no copy of the whole quiz or of a part into itself (the schema), the
// quiz never larger than a stored quiz may be after any operation, copies of at most that much in all,
// and a time budget. The builder checks its own patch by the same rule and sends the edited quiz as one
// whole replace when the diff would break it, so the server never refuses a save the builder made.
import { utf8Bytes } from '../../schemas/input';
import { QUIZ_MAX_KB } from '../../schemas/quiz';
import { type PatchOperation, QUIZ_PATCH_LIMITS } from '../../schemas/quiz-save';
import { diffOf } from './patch-diff';
import { applyOperation, type PatchDocument, type PatchFailure, sameJson } from './patch-operation';
import { quizFieldsOf, type QuizWithBookkeeping } from './quiz-fields';

export const QUIZ_PATCH_BOUNDS = {
  operations: QUIZ_PATCH_LIMITS.operations,
  /** The quiz after any operation: what a stored quiz may weigh as JSON. */
  bytes: QUIZ_MAX_KB * 1024,
  /** What copy operations may copy in one save, in all. */
  copiedBytes: QUIZ_MAX_KB * 1024,
  /**
   * Milliseconds of applying (of CPU on the server, functions/domain/quizzes/patched-quiz.ts): a safety net far above
   * what the bounds above allow (see `npm run bench`).
   */
  budgetMs: 100,
} as const;

export type QuizPatchRefusal = 'failed' | 'too-large' | 'too-slow';

export class QuizPatchError extends Error {
  constructor(
    message: string,
    /** Index of the operation that failed. */
    readonly index: number,
    /** 'failed': the operation does not fit the quiz; the others: a bound of the save's work. */
    readonly refusal: QuizPatchRefusal = 'failed',
  ) {
    super(message);
    this.name = 'QuizPatchError';
  }
}

/**
 * The operations that turn the last saved quiz into the edited one (their own fields only): the diff,
 * or one replace of the whole quiz when the diff would break a bound of the save.
 */
export function quizPatchOf(saved: QuizWithBookkeeping, edited: QuizWithBookkeeping): PatchOperation[] {
  const [before, after] = [quizFieldsOf(saved), quizFieldsOf(edited)];
  const diff = diffOf(before, after) as PatchOperation[];
  return fits(before, after, diff) ? diff : [{ op: 'replace', path: '', value: after }];
}

/**
 * The diff, as the server will read it (JSON), keeps within the bounds and makes exactly the edited quiz
 * from the saved one; otherwise the quiz goes whole.
 */
function fits(saved: unknown, edited: unknown, patch: PatchOperation[]): boolean {
  if (patch.length > QUIZ_PATCH_BOUNDS.operations) return false;
  const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  try {
    return sameJson(applyQuizPatch(saved, asSent(patch)), asSent(edited));
  } catch {
    return false;
  }
}

export interface ApplyOptions {
  /** The clock the time budget is read from (milliseconds). */
  now?: () => number;
}

/** `document` with the patch applied (the argument is left as it was), or QuizPatchError. */
export function applyQuizPatch<T>(
  document: T,
  operations: readonly PatchOperation[],
  { now = () => performance.now() }: ApplyOptions = {},
): unknown {
  const started = now();
  // A JSON copy (not structuredClone, whose arrays may come from another realm, which rfc6902's clone misreads).
  const text = JSON.stringify(document);
  const work: PatchDocument = { holder: { root: JSON.parse(text) as unknown }, bytes: utf8Bytes(text), copied: 0 };
  operations.forEach((operation, index) => {
    const failure = applyOperation(work, operation, QUIZ_PATCH_BOUNDS.copiedBytes);
    if (failure) throw refusalOf(failure, operation, index);
    if (work.bytes > QUIZ_PATCH_BOUNDS.bytes) {
      throw new QuizPatchError(`Квиз стал бы больше ${QUIZ_MAX_KB} КБ: ${where(operation, index)}`, index, 'too-large');
    }
    if (now() - started > QUIZ_PATCH_BOUNDS.budgetMs) {
      throw new QuizPatchError(
        `Изменения применялись бы слишком долго: ${where(operation, index)}. Сохраните правку ещё раз`,
        index,
        'too-slow',
      );
    }
  });
  return work.holder.root;
}

const where = (operation: PatchOperation, index: number) => `изменение №${index + 1} (${operation.op} «${operation.path || '/'}»)`;

function refusalOf(failure: PatchFailure, operation: PatchOperation, index: number): QuizPatchError {
  if (failure === 'test')
    return new QuizPatchError(`Квиз уже не такой, каким был при правке: не прошла проверка, ${where(operation, index)}`, index);
  if (failure === 'copy-limit') {
    return new QuizPatchError(`Копирование больше ${QUIZ_MAX_KB} КБ за одно сохранение: ${where(operation, index)}`, index, 'too-large');
  }
  return new QuizPatchError(`В квизе нет такого места: ${where(operation, index)}. Загрузите квиз заново`, index);
}
