// A quiz is stored only with sound branch rules (issue 27 §2, shared/domain/quiz/branch-rules.ts): a
// save or a new quiz with a rule to a question that is gone, or one that makes a cycle, is a 400 naming
// each such rule's field ('questions.2.variants.0.goTo'), in Russian, and nothing is written.
import { quizBranchProblems } from '../../../shared/domain/quiz/branch-rules';
import type { QuizFields } from '../../../shared/schemas/quiz';
import { InvalidRequestError } from '../errors';
import { QUIZ_ERRORS } from './messages';

export function withSoundBranches(quiz: QuizFields): QuizFields {
  const fields = quizBranchProblems(quiz);
  const first = Object.values(fields)[0];
  if (first) throw new InvalidRequestError(QUIZ_ERRORS.BAD_BRANCHES.code, first, fields);
  return quiz;
}
