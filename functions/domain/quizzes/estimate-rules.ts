// A quiz's estimate rules are checked against the quiz and the clinic's services on every create and save
// (issue 27 §1): a rule to a service, question or variant that is gone is a 400 naming the rule's field, except a
// service the stored rules already linked (deleted in 'Ваши услуги' since): the save goes on, the builder shows it.
import { estimateRulesProblems } from '../../../shared/domain/quiz/estimate-rules';
import type { QuizFields } from '../../../shared/schemas/quiz';
import { InvalidRequestError } from '../errors';
import { clinicServices } from './read-quiz';

export async function refuseBadEstimateRules(userId: string, quiz: QuizFields, stored?: QuizFields): Promise<void> {
  if (!quiz.estimate) return;
  const questions = [...(quiz.questions ?? []), ...(quiz.ABTestObj?.questions ?? [])];
  const problems = estimateRulesProblems(quiz.estimate, questions, await clinicServices(userId), stored?.estimate);
  const first = Object.values(problems)[0];
  if (first) throw new InvalidRequestError('BAD_ESTIMATE_RULES', first, problems);
}
