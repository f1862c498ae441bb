// The builder's save (spec widget §4, §7 POST quiz): a JSON Patch against the stored quiz, based on the
// version the builder last saw. The patched quiz must pass the quiz schema, is normalised like every
// stored quiz, keeps the custom-URL guard right, and resets the analytics when the shared rule says so.
// A patch that cannot be applied, or whose result is invalid, changes nothing.
import * as z from 'zod/mini';
import { saveResetsAnalytics } from '../../../shared/domain/quiz/analytics-reset';
import { normaliseQuiz } from '../../../shared/domain/quiz/normalise';
import { applyQuizPatch, QuizPatchError } from '../../../shared/domain/quiz/patch';
import { quizInputSchema, type QuizFields } from '../../../shared/schemas/quiz';
import type { PatchOperation, QuizSave, QuizSaved } from '../../../shared/schemas/quiz-save';
import { deleteQuizStats } from '../../store/quiz-stats';
import { saveQuizItem, type QuizItem } from '../../store/quizzes';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { UnprocessableError } from '../errors';
import { claimingUrl, newUid } from './manage-quizzes';
import { ownQuiz } from './read-quiz';
import { toQuizCabinetView } from './views';

export async function saveQuiz(userId: string, save: QuizSave, now = new Date()): Promise<QuizSaved> {
  const item = await ownQuiz(userId, save._id);
  requireBasedOn(save.version, item.version);
  if (save.compare.length === 0) return { ...toQuizCabinetView(item), analyticsReset: false };
  const quiz = normaliseQuiz(z.parse(quizInputSchema, patched(item.quiz, save.compare)), newUid);
  const analyticsReset = saveResetsAnalytics(item.quiz, quiz);
  const at = now.toISOString();
  const next: QuizItem = { ...item, quiz, updatedAt: at, version: item.version + 1, ...(analyticsReset ? { analyticsResetAt: at } : {}) };
  await claimingUrl(() => writeBasedOn(() => saveQuizItem(item, next)));
  // After the save: a save refused (stale, URL taken) leaves the counts alone.
  if (analyticsReset) await deleteQuizStats(userId, item.id);
  return { ...toQuizCabinetView(next), analyticsReset };
}

function patched(quiz: QuizFields, compare: readonly PatchOperation[]): unknown {
  try {
    return applyQuizPatch(quiz, compare);
  } catch (error) {
    if (error instanceof QuizPatchError) throw new UnprocessableError('QUIZ_PATCH_FAILED', error.message);
    throw error;
  }
}
