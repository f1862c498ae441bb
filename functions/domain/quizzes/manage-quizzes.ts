// The cabinet's quiz list, create and delete (docs/contract/cabinet.md §3). A new quiz without questions starts
// with 'Контакты' and the thank-you page; every stored quiz is normalised (shared/domain/quiz/normalise.ts).
import { randomUUID } from 'node:crypto';
import { newQuizQuestions, normaliseQuiz } from '../../../shared/domain/quiz/normalise';
import type { QuizFields } from '../../../shared/schemas/quiz';
import type { QuizListItem } from '../../../shared/schemas/quiz-cabinet';
import { createQuizItem, CustomUrlTakenError, deleteQuizItem, listQuizItems } from '../../store/quizzes';
import { ConflictError } from '../errors';
import { withSoundBranches } from './checked-branches';
import { refuseBadEstimateRules } from './estimate-rules';
import { newQuizId } from './ids';
import { QUIZ_ERRORS } from './messages';
import { quizNotFound } from './read-quiz';
import { toQuizListItem } from './views';

export const newUid = () => randomUUID();

export async function listQuizzes(userId: string): Promise<QuizListItem[]> {
  return (await listQuizItems(userId)).map(toQuizListItem);
}

export async function createQuiz(userId: string, input: QuizFields, now = new Date()): Promise<{ _id: string }> {
  const { customUrl, ...rest } = input;
  const fields: QuizFields = {
    ...rest,
    ...(customUrl ? { customUrl } : {}),
    questions: input.questions?.length ? input.questions : newQuizQuestions(newUid),
  };
  const quiz = withSoundBranches(normaliseQuiz(fields, newUid));
  await refuseBadEstimateRules(userId, quiz);
  const id = newQuizId(userId);
  const at = now.toISOString();
  await claimingUrl(() => createQuizItem({ id, userId, createdAt: at, updatedAt: at, version: 1, quiz }));
  return { _id: id };
}

/** Runs a write that takes a custom URL; a URL another quiz holds is 409 'Такая ссылка уже существует'. */
export async function claimingUrl(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof CustomUrlTakenError) {
      throw new ConflictError(QUIZ_ERRORS.URL_TAKEN.code, QUIZ_ERRORS.URL_TAKEN.message, { customUrl: QUIZ_ERRORS.URL_TAKEN.message });
    }
    throw error;
  }
}

export async function deleteQuiz(userId: string, quizId: string): Promise<void> {
  if (!(await deleteQuizItem(userId, quizId))) throw quizNotFound();
}
