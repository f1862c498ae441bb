// The builder's Аналитика funnel (docs/contract/widget-quiz-configurator.md §5 "Builder", §7; issue 27 §3): the steps of a variant
// in order ('Стартовая страница', then its questions up to the thank-you page), each with the visitors
// who reached it, their share of all visitors, and its drop-off: of those who reached it, the share who
// went no further. With branch rules a step's base is the visitors who reached it, not the step before it
// in order (another branch may lead past that one). The thank-you page is shown only after the lead was
// accepted, so its views are the variant's leads.
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

/** Step key → count, summed over a period. */
export type StepCounts = Readonly<Record<string, number>>;

/** A variant's views and went-on counts per step, summed over a period and read by the steps' keys. */
export interface StepTotals {
  views: StepCounts;
  continued: StepCounts;
}

/** The views of a step over the days: counted by its key, and by its text before ids were counted. */
export function stepViews(days: StepDays, step: FunnelStepRef): number {
  return Object.values(days).reduce((sum, day) => sum + countOf(day, step), 0);
}

const countOf = (counts: Readonly<Record<string, number>>, step: FunnelStepRef) =>
  (counts[step.key] ?? 0) + (step.legacyKey === undefined ? 0 : (counts[step.legacyKey] ?? 0));

/**
 * The steps' totals over the days. A day counted before went-on counts were kept (none that day) reads a
 * step's went-on as the next step's views, as the funnel read them then; a day after has some whenever any
 * visitor went past a page, so this never mixes the two ways.
 */
export function totalsOfDays(steps: readonly FunnelStepRef[], days: StepDays, continued: StepDays): StepTotals {
  const views: Record<string, number> = {};
  const wentOn: Record<string, number> = {};
  for (const [day, counts] of Object.entries(days)) {
    const counted = continued[day] ?? {};
    const legacy = Object.keys(counted).length === 0;
    steps.forEach((step, index) => {
      const seen = countOf(counts, step);
      const next = steps[index + 1];
      views[step.key] = (views[step.key] ?? 0) + seen;
      const on = legacy ? (next ? Math.min(seen, countOf(counts, next)) : 0) : countOf(counted, step);
      wentOn[step.key] = (wentOn[step.key] ?? 0) + on;
    });
  }
  return { views, continued: wentOn };
}

export interface FunnelStep {
  title: string;
  /** Visitors who reached the step. */
  views: number;
  /** Their share of the variant's visitors (the start page's views); none for the start page. */
  reach?: string;
  /** Of those who reached it, how many went no further, and their share; none for the thank-you page. */
  left?: number;
  dropOff?: string;
}

export function funnelOf(steps: readonly FunnelStepRef[], totals: StepTotals): FunnelStep[] {
  const visitors = steps.length > 0 ? (totals.views[steps[0]!.key] ?? 0) : 0;
  return steps.map(({ key, title }, index) => {
    const views = totals.views[key] ?? 0;
    // A beacon lost or replayed may make went-on exceed views: a drop-off is never negative.
    const left = Math.max(0, views - (totals.continued[key] ?? 0));
    return {
      title,
      views,
      ...(index > 0 ? { reach: percentOf(views, visitors) } : {}),
      ...(index < steps.length - 1 ? { left, dropOff: percentOf(left, views) } : {}),
    };
  });
}

export interface LeadConversion {
  /** Views of the start page. */
  visitors: number;
  /** Views of the thank-you page (the last step): leads the server accepted. */
  leads: number;
  /** leads / visitors, as percentOf. */
  conversion: string;
}

export function leadConversion(steps: readonly FunnelStepRef[], totals: StepTotals): LeadConversion {
  const visitors = steps.length > 0 ? (totals.views[steps[0]!.key] ?? 0) : 0;
  const leads = steps.length > 1 ? (totals.views[steps[steps.length - 1]!.key] ?? 0) : 0;
  return { visitors, leads, conversion: percentOf(leads, visitors) };
}
