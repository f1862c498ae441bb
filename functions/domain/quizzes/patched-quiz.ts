// The work of a builder's save apart from storage (docs/contract/widget-quiz-configurator.md §4): the patch applied within its
// bounds (shared/domain/quiz/patch.ts), the result checked by the quiz schema and normalised. Kept apart
// from save-quiz.ts so that `npm run bench` and its test measure exactly what the server runs.
import * as z from 'zod/mini';
import { normaliseQuiz } from '../../../shared/domain/quiz/normalise';
import { withQuizQuestionIds } from '../../../shared/domain/quiz/question-ids';
import { applyQuizPatch, QuizPatchError, type QuizPatchRefusal } from '../../../shared/domain/quiz/patch';
import { quizInputSchema, type QuizFields } from '../../../shared/schemas/quiz';
import type { PatchOperation } from '../../../shared/schemas/quiz-save';
import { UnprocessableError } from '../errors';
import { withSoundBranches } from './checked-branches';

const CODES: Record<QuizPatchRefusal, string> = {
  failed: 'QUIZ_PATCH_FAILED',
  'too-large': 'QUIZ_PATCH_TOO_LARGE',
  'too-slow': 'QUIZ_PATCH_TOO_SLOW',
};

/**
 * The stored quiz with the save's operations applied, checked and normalised, its branch rules sound (a
 * 400 otherwise, checked-branches.ts); 422 when the patch does not apply. The patch is applied to the quiz as the builder was given it: with the ids a stored quiz without
 * them is read with (question-ids.ts).
 */
export function patchedQuiz(stored: QuizFields, compare: readonly PatchOperation[], newUid: () => string): QuizFields {
  return withSoundBranches(normaliseQuiz(z.parse(quizInputSchema, patched(withQuizQuestionIds(stored), compare)), newUid));
}

/**
 * The process's CPU time (ms). The patch is applied synchronously, so while it runs this counts its own work only;
 * a wall clock would also count the time a busy machine kept it waiting for a core, and refuse a sound save.
 */
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function patched(quiz: QuizFields, compare: readonly PatchOperation[]): unknown {
  try {
    return applyQuizPatch(quiz, compare, { now: cpuClock });
  } catch (error) {
    if (error instanceof QuizPatchError) throw new UnprocessableError(CODES[error.refusal], error.message);
    throw error;
  }
}
