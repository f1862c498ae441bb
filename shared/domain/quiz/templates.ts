// Quiz templates (issue 27 §4 'Создать из шаблона'): a template names its services as a dental clinic
// would ('Имплантация'); on creation each rule is linked to the clinic's service of the same name (any
// direction, case and spaces ignored). A rule whose service the clinic does not have is left out, so the
// quiz saves: the builder's 'Расчёт стоимости' then shows that variant unlinked. The clinic's price list
// is never changed by a template. Kept here (not in the quiz page's bundle): the cabinet lazy-loads it.
import type { QuizInput } from '../../schemas/quiz';
import type { EstimateRules, ServiceRef } from '../../schemas/quiz-estimate';
import type { ServicesList } from '../../schemas/services';

/** A template's rules name a service only: the direction is the clinic's. */
export interface TemplateRules {
  choices: Array<{ question: string; variant: string; service: string; perTooth?: boolean }>;
  teeth: Array<{ question: string; service: string }>;
  extras: string[];
  eachStep?: boolean;
}

export interface QuizTemplate {
  id: string;
  title: string;
  description: string;
  quiz: Omit<QuizInput, 'estimate'>;
  rules: TemplateRules;
}

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The clinic's service whose name is `name`, first in the list's order. */
export function serviceNamed(services: ServicesList, name: string): ServiceRef | undefined {
  for (const [direction, list] of Object.entries(services)) {
    const found = list.find((service) => comparable(service.name) === comparable(name));
    if (found) return { direction, name: found.name };
  }
  return undefined;
}

/** The template's rules linked to the clinic's services; a rule to a service the clinic lacks is left out. */
export function templateRules(rules: TemplateRules, services: ServicesList): EstimateRules {
  const linked = <T extends { service: string }>(rule: T) => {
    const service = serviceNamed(services, rule.service);
    return service ? [{ ...rule, service }] : [];
  };
  return {
    choices: rules.choices.flatMap(linked),
    teeth: rules.teeth.flatMap(linked),
    extras: rules.extras.flatMap((name) => serviceNamed(services, name) ?? []),
    ...(rules.eachStep ? { eachStep: true } : {}),
  };
}

/** What POST /api/quiz takes for a template, priced from this clinic's services. */
export function quizFromTemplate(template: QuizTemplate, services: ServicesList): QuizInput {
  return { ...template.quiz, estimate: templateRules(template.rules, services) };
}

/** The names of the template's services the clinic does not have (the screen says so after creating). */
export function missingTemplateServices(rules: TemplateRules, services: ServicesList): string[] {
  const names = [...rules.choices.map((rule) => rule.service), ...rules.teeth.map((rule) => rule.service), ...rules.extras];
  return [...new Set(names)].filter((name) => !serviceNamed(services, name));
}
