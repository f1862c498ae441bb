// A quiz as the cabinet reads it carries the server's id and bookkeeping beside the quiz's own fields;
// a save's patch and a copy work on the own fields only.
import type { QuizFields } from '../../schemas/quiz';

export type QuizWithBookkeeping = QuizFields & { _id?: string; userId?: string; updatedAt?: string; version?: number };

export function quizFieldsOf(quiz: QuizWithBookkeeping): QuizFields {
  const { _id, userId, updatedAt, version, ...fields } = quiz;
  return fields;
}
