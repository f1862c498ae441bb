// The builder's Аналитика funnel (docs/contract/widget-quiz-configurator.md §5 "Builder", §7): the viewed steps of a variant in order
// ('Стартовая страница', then its questions up to the thank-you page), their views summed over the
// period's days, each step's share of the step before it, and the conversion of visits into sent leads.
// The thank-you page is shown only after the lead was accepted, so its views are the variant's leads.
import type { Question, QuizFields } from '../../schemas/quiz';
import { questionStepKey, START_PAGE_STEP } from './answer-keys';
import { withQuestionIds } from './question-ids';
import { isFixedQuestion } from './normalise';

/** Day (yyyy-mm-dd) → step key (answer-keys.ts; a question's text in older counters) → views, as GET /api/quiz/analytics answers per variant. */
export type StepDays = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface FunnelStep {
  title: string;
  views: number;
  /** Share of the previous step's views ('0%' when either is zero); none for the first step. */
  percent?: string;
}

/**
 * Whether variant B has questions of its own. Saving adds Контакты and the thank-you page to every page
 * (normalise.ts), so a B that only changed its headline holds those two and nothing else: that is none.
 */
export function hasOwnQuestions(variant: Pick<QuizFields, 'questions'> | undefined): boolean {
  return variant?.questions?.some((question) => !isFixedQuestion(question)) ?? false;
}

/**
 * The questions a visitor of a variant answers: B's own, or the main quiz's while B has none (B's empty
 * fields are the main quiz's). The public page, the beacon check, the lead's answer order and the
 * builder's funnels all go by this.
 */
export function variantQuestions(quiz: Pick<QuizFields, 'questions' | 'ABTestObj'>, abTest: boolean): readonly Question[] {
  return abTest && hasOwnQuestions(quiz.ABTestObj) ? quiz.ABTestObj!.questions! : (quiz.questions ?? []);
}

/** A step of the funnel: its counters' key, its title, and the key its counters had before ids (its text). */
export interface FunnelStepRef {
  key: string;
  title: string;
  legacyKey?: string;
}

/** The steps a variant's visitor passes: the start page, then every question (none without questions). */
export function funnelSteps(questions: readonly Pick<Question, '_uid' | 'question'>[] | undefined): FunnelStepRef[] {
  if (!questions?.length) return [];
  const start = { key: START_PAGE_STEP, title: START_PAGE_STEP };
  return [
    start,
    ...withQuestionIds(questions).map((question) => ({
      key: questionStepKey(question),
      title: question.question,
      // The start page's own key is never a question's old one.
      ...(question.question === START_PAGE_STEP ? {} : { legacyKey: question.question }),
    })),
  ];
}

/** `part` of `whole` in percent with two decimals and a decimal comma; '0%' when either is zero. */
export function percentOf(part: number, whole: number): string {
  if (part === 0 || whole === 0) return '0%';
  return `${((part / whole) * 100).toFixed(2).replace('.', ',')}%`;
}

/** The views of a step over the days: counted by its key, and by its text before ids were counted. */
export function stepViews(days: StepDays, step: FunnelStepRef): number {
  const ofDay = (day: Readonly<Record<string, number>>) =>
    (day[step.key] ?? 0) + (step.legacyKey === undefined ? 0 : (day[step.legacyKey] ?? 0));
  return Object.values(days).reduce((sum, day) => sum + ofDay(day), 0);
}

export function funnelOf(steps: readonly FunnelStepRef[], days: StepDays): FunnelStep[] {
  const views = steps.map((step) => stepViews(days, step));
  return steps.map(({ title }, index) => ({
    title,
    views: views[index]!,
    ...(index > 0 ? { percent: percentOf(views[index]!, views[index - 1]!) } : {}),
  }));
}

export interface LeadConversion {
  /** Views of the start page. */
  visitors: number;
  /** Views of the thank-you page (the last step): leads the server accepted. */
  leads: number;
  /** leads / visitors, as percentOf. */
  conversion: string;
}

export function leadConversion(steps: readonly FunnelStepRef[], days: StepDays): LeadConversion {
  const visitors = steps.length > 0 ? stepViews(days, steps[0]!) : 0;
  const leads = steps.length > 1 ? stepViews(days, steps[steps.length - 1]!) : 0;
  return { visitors, leads, conversion: percentOf(leads, visitors) };
}
