// The cabinet's quiz calls (docs/contract/cabinet.md §3 "Quiz (list view)", §7): the list, one quiz for the
// account view, create (a whole quiz may be posted: the cabinet's copy posts one), delete.
import * as z from 'zod/mini';
import './zod';
import { versionViewSchema } from './edit-version';
import { QUESTION_TYPES, quizInputSchema, quizPublicViewSchema, UNTYPED } from './quiz';

export const quizIdField = z
  .string({ error: 'Не указан квиз' })
  .check(z.trim(), z.minLength(1, { error: 'Не указан квиз' }), z.maxLength(100, { error: 'Квиз не найден' }));

/** GET /api/quiz/lk?id= */
export const quizIdQuerySchema = z.object({ id: quizIdField });
/** POST /api/quiz/delete */
export const quizDeleteSchema = z.object({ id: quizIdField });

/** POST /api/quiz: a name, and optionally the rest of a quiz; no questions → the two of a new quiz. */
export const quizCreateSchema = quizInputSchema;
export const quizCreatedSchema = z.strictObject({ _id: z.string() });

export const quizListItemSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  customUrl: z.optional(z.string()),
  questions: z.array(
    z.strictObject({
      type: z.union([z.enum(QUESTION_TYPES), z.literal(UNTYPED)]),
      question: z.string(),
      contacts: z.optional(z.strictObject({ name: z.strictObject({ bool: z.boolean() }), phone: z.strictObject({ bool: z.boolean() }) })),
    }),
  ),
  ABTestBool: z.boolean(),
});
export type QuizListItem = z.infer<typeof quizListItemSchema>;
export const quizListSchema = z.array(quizListItemSchema);

/** GET /api/quiz/lk: the whole quiz as stored, for the builder, with the version its next save is based on. */
export const quizCabinetViewSchema = z.object({ ...quizPublicViewSchema.shape, updatedAt: z.string(), version: versionViewSchema });
export type QuizCabinetView = z.output<typeof quizCabinetViewSchema>;
