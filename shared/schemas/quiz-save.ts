// The quiz builder's save (docs/contract/widget-quiz-configurator.md §4 "Quiz builder", §7 POST quiz): the changes since the last
// saved snapshot as an RFC 6902 JSON Patch ('compare') against the stored quiz's fields, with the
// version the snapshot had (shared/schemas/edit-version.ts). The server applies it, checks the result
// with quizInputSchema and normalises it (shared/domain/quiz/normalise.ts).
import * as z from 'zod/mini';
import './zod';
import { editVersionSchema } from './edit-version';
import { inputObject } from './input';
import { quizCabinetViewSchema, quizIdQuerySchema } from './quiz-cabinet';

export const PATCH_OPS = ['add', 'remove', 'replace', 'move', 'copy', 'test'] as const;
/**
 * A save's operations are bounded before any is applied. The builder's edits are a handful (moving a
 * question is 2, deleting one 1, the A/B copy 2); a patch with more is sent as one whole replace
 * (shared/domain/quiz/patch.ts), so the cap never refuses the builder.
 */
export const QUIZ_PATCH_LIMITS = { operations: 32, pointer: 1000 } as const;

/** Keys that would reach an object's prototype instead of its data. */
const FORBIDDEN_TOKENS = new Set(['__proto__', 'constructor', 'prototype']);
const pointerMessage = 'Путь изменения: JSON Pointer, пустой или начинающийся с «/»';
const pointerSchema = z.string({ error: pointerMessage }).check(
  z.maxLength(QUIZ_PATCH_LIMITS.pointer, { error: `Путь изменения не длиннее ${QUIZ_PATCH_LIMITS.pointer} символов` }),
  z.refine((pointer) => pointer === '' || pointer.startsWith('/'), { error: pointerMessage }),
  z.refine((pointer) => !pointer.split('/').some((token) => FORBIDDEN_TOKENS.has(token)), {
    error: 'Путь изменения не может вести в __proto__, constructor или prototype',
  }),
);

const NEEDS_VALUE = new Set(['add', 'replace', 'test']);
const NEEDS_FROM = new Set(['move', 'copy']);

type Movement = { op: string; path: string; from?: string | undefined };
/** copy or move of the whole quiz, or of a part into itself: each such copy would double what it copies. */
const intoItself = ({ op, path, from }: Movement) =>
  NEEDS_FROM.has(op) && from !== undefined && (from === '' || path.startsWith(`${from}/`));
/** A move over a part that holds what moves (the empty path included): that part is replaced by a piece of itself. */
const overItsHolder = ({ op, path, from }: Movement) => op === 'move' && from !== undefined && from.startsWith(`${path}/`);

/** One RFC 6902 operation: add/replace/test carry a value, move/copy a from. */
export const patchOperationSchema = inputObject(
  {
    op: z.enum(PATCH_OPS, { error: 'Операция изменения: add, remove, replace, move, copy или test' }),
    path: pointerSchema,
    from: z.optional(pointerSchema),
    value: z.optional(z.unknown()),
  },
  'Изменение: ожидается объект операции JSON Patch',
).check(
  z.refine((operation) => !NEEDS_VALUE.has(operation.op) || 'value' in operation, { error: 'Операции add, replace и test нужно value' }),
  z.refine((operation) => !NEEDS_FROM.has(operation.op) || operation.from !== undefined, { error: 'Операциям move и copy нужно from' }),
  z.refine((operation) => !intoItself(operation), {
    error: 'Операции move и copy не могут брать весь квиз или класть часть квиза внутрь неё самой',
  }),
  z.refine((operation) => !overItsHolder(operation), { error: 'Операция move не может класть часть квиза поверх того, что её содержит' }),
);
export type PatchOperation = z.output<typeof patchOperationSchema>;

/** POST /api/quiz/save */
export const quizSaveSchema = inputObject({
  _id: quizIdQuerySchema.shape.id,
  version: editVersionSchema,
  compare: z
    .array(patchOperationSchema, { error: 'compare: ожидается список изменений JSON Patch' })
    .check(z.maxLength(QUIZ_PATCH_LIMITS.operations, { error: `Не больше ${QUIZ_PATCH_LIMITS.operations} изменений за одно сохранение` })),
});
export type QuizSaveInput = z.input<typeof quizSaveSchema>;

/** The saved quiz as the builder's next snapshot, and whether the save reset the analytics (docs/contract/widget-quiz-configurator.md §4). */
export const quizSavedSchema = z.object({ ...quizCabinetViewSchema.shape, analyticsReset: z.boolean() });
export type QuizSaved = z.output<typeof quizSavedSchema>;
export type QuizSave = z.output<typeof quizSaveSchema>;
