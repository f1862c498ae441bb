// A against B step by step (issue 27 §3): not only who sends more leads, but where the visitors of each
// variant are lost. The steps compared: the first question ('Начали квиз'), each question both variants
// ask (a variant B made from the quiz keeps its questions' ids), the contacts form and the lead (the
// thank-you page). Each row is the share of a variant's visitors who reached the step, read out by the
// always-valid test of ab-significance.ts, the looks being the end of each counted day and now. The lead
// row is the test's verdict; the others show where the difference comes from (each row alone keeps its 5 %).
import type { Question, QuizFields } from '../../schemas/quiz';
import type { QuizAnalytics } from '../../schemas/quiz-analytics';
import { type AbVerdict, compareVariants, type VariantSample } from './ab-significance';
import { type FunnelStepRef, funnelSteps, stepViews, variantQuestions } from './funnel';

export interface AbStepRow {
  title: string;
  a: VariantSample;
  b: VariantSample;
  verdict: AbVerdict;
}

type Roles = {
  first?: FunnelStepRef;
  contacts?: FunnelStepRef;
  thanks?: FunnelStepRef;
  start?: FunnelStepRef;
  byKey: Map<string, FunnelStepRef>;
};

function rolesOf(questions: readonly Question[]): Roles {
  const steps = funnelSteps(questions);
  const stepOf = (question: Question | undefined) => steps.find((step) => question && step.key === `q:${question._uid}`);
  const ordinary = questions.filter((question) => question.type !== 'contacts' && question.type !== 'ThankYouPages');
  return {
    start: steps[0],
    first: stepOf(ordinary[0]),
    contacts: stepOf(questions.find((question) => question.type === 'contacts')),
    thanks: stepOf(questions.find((question) => question.type === 'ThankYouPages')),
    byKey: new Map(steps.slice(1).map((step) => [step.key, step])),
  };
}

/** The rows of A against B over the period of `stats`, the lead row last. */
export function abStepRows(quiz: Pick<QuizFields, 'questions' | 'ABTestObj'>, stats: QuizAnalytics): AbStepRow[] {
  const a = rolesOf(variantQuestions(quiz, false));
  const b = rolesOf(variantQuestions(quiz, true));
  if (!a.start || !b.start) return [];
  const roleKeys = new Set([a.first, a.contacts, a.thanks].map((step) => step?.key));
  const shared = [...a.byKey.values()].filter((step) => !roleKeys.has(step.key) && b.byKey.has(step.key));
  const pairs: Array<[string, FunnelStepRef | undefined, FunnelStepRef | undefined]> = [
    ['Начали квиз', a.first, b.first],
    ...shared.map((step): [string, FunnelStepRef, FunnelStepRef] => [step.title, step, b.byKey.get(step.key)!]),
    ['Дошли до контактов', a.contacts, b.contacts],
    ['Оставили заявку', a.thanks, b.thanks],
  ];
  return pairs.flatMap(([title, stepA, stepB]) => (stepA && stepB ? [row(title, [a.start!, stepA], [b.start!, stepB], stats)] : []));
}

function row(title: string, stepsA: FunnelStepRef[], stepsB: FunnelStepRef[], stats: QuizAnalytics): AbStepRow {
  const days = [...new Set([...Object.keys(stats.regular.days), ...Object.keys(stats.abTest.days)])].sort();
  // Running totals to the end of each counted day: each day's end is a look, the last one is now.
  const running = (variantDays: QuizAnalytics['regular']['days'], [start, step]: FunnelStepRef[]) => {
    let total = { visitors: 0, leads: 0 };
    return days.map((day) => {
      const counts = variantDays[day] ?? {};
      total = { visitors: total.visitors + stepViews({ day: counts }, start!), leads: total.leads + stepViews({ day: counts }, step!) };
      return total;
    });
  };
  const inA = running(stats.regular.days, stepsA);
  const inB = running(stats.abTest.days, stepsB);
  const none = { visitors: 0, leads: 0 };
  const a = inA.at(-1) ?? none;
  const b = inB.at(-1) ?? none;
  const looks = inA.slice(0, -1).map((sample, index) => [sample, inB[index]!] as const);
  return { title, a, b, verdict: compareVariants(a, b, looks) };
}
