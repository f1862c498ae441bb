// The builder's Аналитика funnel (spec widget §5 "Builder", §7): the viewed steps of a variant in order
// ('Стартовая страница', then its questions up to the thank-you page), their views summed over the
// period's days, each step's share of the step before it, and the conversion of visits into sent leads.
// The thank-you page is shown only after the lead was accepted, so its views are the variant's leads.
import type { Question, QuizFields } from '../../schemas/quiz';
import { START_PAGE_STEP } from './answer-keys';
import { isFixedQuestion } from './normalise';

/** Day (yyyy-mm-dd) → step title → views, as GET /api/quiz/analytics answers per variant. */
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

/** The steps a variant's visitor passes: the start page, then every question (none without questions). */
export function funnelSteps(questions: readonly Pick<Question, 'question'>[] | undefined): string[] {
  return questions?.length ? [START_PAGE_STEP, ...questions.map((question) => question.question)] : [];
}

/** `part` of `whole` in percent with two decimals and a decimal comma; '0%' when either is zero. */
export function percentOf(part: number, whole: number): string {
  if (part === 0 || whole === 0) return '0%';
  return `${((part / whole) * 100).toFixed(2).replace('.', ',')}%`;
}

export function stepViews(days: StepDays, title: string): number {
  return Object.values(days).reduce((sum, day) => sum + (day[title] ?? 0), 0);
}

export function funnelOf(steps: readonly string[], days: StepDays): FunnelStep[] {
  const views = steps.map((title) => stepViews(days, title));
  return steps.map((title, index) => ({
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

export function leadConversion(steps: readonly string[], days: StepDays): LeadConversion {
  const visitors = steps.length > 0 ? stepViews(days, steps[0]!) : 0;
  const leads = steps.length > 1 ? stepViews(days, steps[steps.length - 1]!) : 0;
  return { visitors, leads, conversion: percentOf(leads, visitors) };
}
