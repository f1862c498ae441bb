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

/**
 * `linkedBefore`: the rules as stored before this save. A rule kept as it was, whose service 'Ваши услуги'
 * has lost since (deleted or renamed there), is no reason to refuse the save: the builder shows that rule
 * broken and a lead skips it. Only a link this save makes to a missing service is refused.
 */
export function estimateRulesProblems(
  rules: EstimateRules | undefined,
  questions: readonly Question[],
  services: ServicesList,
  linkedBefore?: EstimateRules,
): Record<string, string> {
  if (!rules) return {};
  const problems: Record<string, string> = {};
  const byId = new Map(questions.map((question) => [question._uid, question]));
  const kept = new Set(linkedBefore ? ruleKeys(linkedBefore) : []);
  const checkService = (path: string, ref: ServiceRef, key: string) => {
    if (!hasService(services, ref) && !kept.has(key)) problems[path] = ESTIMATE_RULE_MESSAGES.noService(ref);
  };
  rules.choices.forEach((rule, index) => {
    const path = `estimate.choices.${index}`;
    const question = byId.get(rule.question);
    const variants = question && kindOf(question).choice && 'variants' in question ? (question.variants ?? []) : undefined;
    if (!variants) problems[`${path}.question`] = ESTIMATE_RULE_MESSAGES.noQuestion;
    else if (!variants.some((variant) => variant.text === rule.variant))
      problems[`${path}.variant`] = ESTIMATE_RULE_MESSAGES.noVariant(rule.variant);
    checkService(`${path}.service`, rule.service, choiceKey(rule));
  });
  rules.teeth.forEach((rule, index) => {
    const path = `estimate.teeth.${index}`;
    if (byId.get(rule.question)?.type !== 'checkbox-dental') problems[`${path}.question`] = ESTIMATE_RULE_MESSAGES.notTeeth;
    checkService(`${path}.service`, rule.service, teethKey(rule));
  });
  rules.extras.forEach((ref, index) => {
    checkService(`estimate.extras.${index}`, ref, extraKey(ref));
  });
  return problems;
}

function hasService(services: ServicesList, ref: ServiceRef): boolean {
  return Object.hasOwn(services, ref.direction) && services[ref.direction]!.some((service) => service.name === ref.name);
}

// A rule's identity, service included: the same rule in the stored quiz and in the saved one.
const choiceKey = (rule: EstimateRules['choices'][number]) =>
  JSON.stringify(['choice', rule.question, rule.variant, rule.service.direction, rule.service.name]);
const teethKey = (rule: EstimateRules['teeth'][number]) =>
  JSON.stringify(['teeth', rule.question, rule.service.direction, rule.service.name]);
const extraKey = (ref: ServiceRef) => JSON.stringify(['extra', ref.direction, ref.name]);

function ruleKeys(rules: EstimateRules): string[] {
  return [...rules.choices.map(choiceKey), ...rules.teeth.map(teethKey), ...rules.extras.map(extraKey)];
}
