// The builder's edits of a quiz's estimate rules (issue 27 §1): an answer variant or a tooth chart linked
// to one of the clinic's services, or unlinked; 'за каждый зуб'; 'Показывать расчёт на каждом шаге'.
// Pure: the panel calls them through the editor's change().
import type { QuizFields } from '../../../../../../shared/schemas/quiz';
import type { EstimateRules, ServiceRef } from '../../../../../../shared/schemas/quiz-estimate';

const NO_RULES: EstimateRules = { choices: [], teeth: [], extras: [] };
const rulesOf = (quiz: QuizFields): EstimateRules => quiz.estimate ?? NO_RULES;

/** A service as a select's value, '' for none: direction and name can hold any character. */
export const serviceValue = (ref: ServiceRef | undefined): string => (ref ? JSON.stringify([ref.direction, ref.name]) : '');
export function serviceOfValue(value: string): ServiceRef | null {
  if (value === '') return null;
  const [direction, name] = JSON.parse(value) as [string, string];
  return { direction, name };
}

export function choiceRuleIndex(quiz: QuizFields, question: string, variant: string): number {
  return rulesOf(quiz).choices.findIndex((rule) => rule.question === question && rule.variant === variant);
}

export function withChoiceService(quiz: QuizFields, question: string, variant: string, service: ServiceRef | null): QuizFields {
  const rules = rulesOf(quiz);
  const index = choiceRuleIndex(quiz, question, variant);
  const current = rules.choices[index];
  const rule = service ? { ...current, question, variant, service } : null;
  const choices =
    index < 0
      ? rule
        ? [...rules.choices, rule]
        : rules.choices
      : rules.choices.flatMap((other, at) => (at !== index ? [other] : rule ? [rule] : []));
  return { ...quiz, estimate: { ...rules, choices } };
}

export function withPerTooth(quiz: QuizFields, question: string, variant: string, perTooth: boolean): QuizFields {
  const rules = rulesOf(quiz);
  const choices = rules.choices.map((rule) => (rule.question === question && rule.variant === variant ? { ...rule, perTooth } : rule));
  return { ...quiz, estimate: { ...rules, choices } };
}

export function withTeethService(quiz: QuizFields, question: string, service: ServiceRef | null): QuizFields {
  const rules = rulesOf(quiz);
  const others = rules.teeth.filter((rule) => rule.question !== question);
  return { ...quiz, estimate: { ...rules, teeth: service ? [...others, { question, service }] : others } };
}

export function withEachStep(quiz: QuizFields, eachStep: boolean): QuizFields {
  return { ...quiz, estimate: { ...rulesOf(quiz), eachStep } };
}

/** The services every estimate adds: the one at `index` replaced (null removes it), or one more at the end. */
export function withExtra(quiz: QuizFields, index: number, service: ServiceRef | null): QuizFields {
  const rules = rulesOf(quiz);
  const extras = [...rules.extras];
  if (service) extras.splice(index, 1, service);
  else extras.splice(index, 1);
  return { ...quiz, estimate: { ...rules, extras } };
}
