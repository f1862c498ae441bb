// Whether a quiz's estimate rules still fit the quiz and the clinic's services (issue 27 §1): checked on
// every save, the builder shows each problem next to its rule. Keyed by the rule's path in the quiz
// ('estimate.choices.2.service'), as the server's 400 names a field.
import type { Question } from '../../schemas/quiz';
import type { EstimateRules, ServiceRef } from '../../schemas/quiz-estimate';
import type { ServicesList } from '../../schemas/services';
import { kindOf } from './question-kinds';

export const ESTIMATE_RULE_MESSAGES = {
  noService: (ref: ServiceRef) => `Услуги «${ref.name}» (${ref.direction}) больше нет в «Ваших услугах»: выберите другую`,
  noQuestion: 'Этого вопроса с вариантами ответа нет в квизе: удалите правило',
  noVariant: (variant: string) => `У вопроса нет варианта «${variant}»: выберите другой`,
  notTeeth: 'Цена за зуб считается только для вопроса с зубной формулой',
} as const;

export function estimateRulesProblems(
  rules: EstimateRules | undefined,
  questions: readonly Question[],
  services: ServicesList,
): Record<string, string> {
  if (!rules) return {};
  const problems: Record<string, string> = {};
  const byId = new Map(questions.map((question) => [question._uid, question]));
  const checkService = (path: string, ref: ServiceRef) => {
    if (!hasService(services, ref)) problems[path] = ESTIMATE_RULE_MESSAGES.noService(ref);
  };
  rules.choices.forEach((rule, index) => {
    const path = `estimate.choices.${index}`;
    const question = byId.get(rule.question);
    const variants = question && kindOf(question).choice && 'variants' in question ? (question.variants ?? []) : undefined;
    if (!variants) problems[`${path}.question`] = ESTIMATE_RULE_MESSAGES.noQuestion;
    else if (!variants.some((variant) => variant.text === rule.variant))
      problems[`${path}.variant`] = ESTIMATE_RULE_MESSAGES.noVariant(rule.variant);
    checkService(`${path}.service`, rule.service);
  });
  rules.teeth.forEach((rule, index) => {
    const path = `estimate.teeth.${index}`;
    if (byId.get(rule.question)?.type !== 'checkbox-dental') problems[`${path}.question`] = ESTIMATE_RULE_MESSAGES.notTeeth;
    checkService(`${path}.service`, rule.service);
  });
  rules.extras.forEach((ref, index) => {
    checkService(`estimate.extras.${index}`, ref);
  });
  return problems;
}

function hasService(services: ServicesList, ref: ServiceRef): boolean {
  return Object.hasOwn(services, ref.direction) && services[ref.direction]!.some((service) => service.name === ref.name);
}
