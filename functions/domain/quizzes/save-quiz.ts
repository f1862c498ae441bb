// The builder's save (docs/contract/widget-quiz-configurator.md §4, §7 POST quiz): a JSON Patch against the stored quiz, based on the
// version the builder last saw. The patched quiz must pass the quiz schema, is normalised like every
// stored quiz, keeps the custom-URL guard right, and resets the analytics when the shared rule says so.
// A patch that cannot be applied, or whose result is invalid, changes nothing.
import { saveResetsAnalytics } from '../../../shared/domain/quiz/analytics-reset';
import { withQuizQuestionIds } from '../../../shared/domain/quiz/question-ids';
import type { QuizSave, QuizSaved } from '../../../shared/schemas/quiz-save';
import { deleteQuizStats } from '../../store/quiz-stats';
import { saveQuizItem, type QuizItem } from '../../store/quizzes';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { claimingUrl, newUid } from './manage-quizzes';
import { patchedQuiz } from './patched-quiz';
import { refuseBadEstimateRules } from './estimate-rules';
import { ownQuiz } from './read-quiz';
import { toQuizCabinetView } from './views';

export async function saveQuiz(userId: string, save: QuizSave, now = new Date()): Promise<QuizSaved> {
  const item = await ownQuiz(userId, save._id);
  requireBasedOn(save.version, item.version);
  if (save.compare.length === 0) return { ...toQuizCabinetView(item), analyticsReset: false };
  const quiz = patchedQuiz(item.quiz, save.compare, newUid);
  await refuseBadEstimateRules(userId, quiz, item.quiz);
  // Against the quiz as the builder was given it: ids given on reading are no new questions.
  const analyticsReset = saveResetsAnalytics(withQuizQuestionIds(item.quiz), quiz);
  const at = now.toISOString();
  const next: QuizItem = { ...item, quiz, updatedAt: at, version: item.version + 1, ...(analyticsReset ? { analyticsResetAt: at } : {}) };
  await claimingUrl(() => writeBasedOn(() => saveQuizItem(item, next)));
  // After the save: a save refused (stale, URL taken) leaves the counts alone.
  if (analyticsReset) await deleteQuizStats(userId, item.id);
  return { ...toQuizCabinetView(next), analyticsReset };
}
