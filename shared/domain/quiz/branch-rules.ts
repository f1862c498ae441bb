// What makes a page's branch rules sound (issue 27 §2), checked by the builder beside each rule and by
// the server on every save (a 400 naming the rule's field):
// - a rule leads to a question of the same page that is asked (not one since deleted, not the thank-you
//   page, which follows a sent form) or to the contacts form;
// - no cycle: no rule leads back to a question from which the visitor can come to it again.
// The contacts form is then always reachable: every question has a way on (a rule, or the next question
// in order) and, with no cycle, every way ends at the only question without one, the form
// (branch-rules.property.test.ts walks it). Only-form quizzes start at the form and never use rules.
import type { Question, QuizFields } from '../../schemas/quiz';
import type { BranchTarget } from '../../schemas/quiz-branch';
import { askedQuestions, successorLists, targetIndex } from './branching';

export interface BranchProblem {
  /** The question's index in the page's list as stored (and shown in the builder). */
  question: number;
  variant: number;
  message: string;
}

export const BRANCH_MESSAGES = {
  gone: 'Вопроса, на который ведёт переход, больше нет: выберите другой',
  thankYou: 'Страница благодарности показывается после отправки формы: выберите вопрос или «Сразу к контактам»',
  itself: 'Переход на этот же вопрос зациклит квиз: выберите другой',
  cycle: (title: string) => `Переход на «${title.slice(0, 80)}» создаёт цикл: оттуда квиз снова приводит к этому вопросу`,
} as const;

type Variants = NonNullable<Extract<Question, { variants?: unknown }>['variants']>;
const variantsOf = (question: Question): Variants => ('variants' in question && question.variants) || [];

/** Every rule of the page that breaks a rule above, with its message. */
export function branchProblems(questions: readonly Question[]): BranchProblem[] {
  const asked = askedQuestions(questions);
  const reaches = reachability(asked);
  const problems: BranchProblem[] = [];
  questions.forEach((question, index) => {
    const from = asked.indexOf(question);
    variantsOf(question).forEach((variant, variantIndex) => {
      if (!variant.goTo) return;
      const message = problemOf(questions, asked, reaches, from, variant.goTo);
      if (message) problems.push({ question: index, variant: variantIndex, message });
    });
  });
  return problems;
}

function problemOf(
  questions: readonly Question[],
  asked: readonly Question[],
  reaches: readonly Set<number>[],
  from: number,
  goTo: BranchTarget,
): string | null {
  if ('contacts' in goTo) return null;
  const target = targetIndex(asked, goTo);
  if (target < 0) {
    const named = questions.find((question) => question._uid === goTo.question);
    return named?.type === 'ThankYouPages' ? BRANCH_MESSAGES.thankYou : BRANCH_MESSAGES.gone;
  }
  if (target === from) return BRANCH_MESSAGES.itself;
  return reaches[target]!.has(from) ? BRANCH_MESSAGES.cycle(asked[target]!.question) : null;
}

/** For each asked question, the questions reachable from it (a page has at most 60: a search from each is cheap). */
function reachability(asked: readonly Question[]): Set<number>[] {
  const successors = successorLists(asked);
  return asked.map((_, start) => {
    const seen = new Set<number>();
    const stack = [...successors[start]!];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...successors[at]!);
    }
    return seen;
  });
}

/** The ids of ordinary questions no way from the first question passes: nobody will see them (a note, not an error). */
export function unreachableQuestionIds(questions: readonly Question[]): Set<string> {
  const asked = askedQuestions(questions);
  if (asked.length === 0) return new Set();
  const reached = reachability(asked)[0]!.add(0);
  return new Set(asked.filter((question, index) => !reached.has(index) && question.type !== 'contacts').map((question) => question._uid));
}

/** The field path of a problem, as the save's 400 names it and the builder looks it up: 'questions.2.variants.0.goTo'. */
export const branchFieldPath = (problem: BranchProblem, page: '' | 'ABTestObj' = '') =>
  `${page ? `${page}.` : ''}questions.${problem.question}.variants.${problem.variant}.goTo`;

/** Every branch problem of the quiz's page and of its A/B variant's, by field path. */
export function quizBranchProblems(quiz: Pick<QuizFields, 'questions' | 'ABTestObj'>): Record<string, string> {
  const pages: Array<['' | 'ABTestObj', readonly Question[]]> = [
    ['', quiz.questions ?? []],
    ['ABTestObj', quiz.ABTestObj?.questions ?? []],
  ];
  return Object.fromEntries(
    pages.flatMap(([page, questions]) => branchProblems(questions).map((problem) => [branchFieldPath(problem, page), problem.message])),
  );
}

/** The positions (1-based, as the builder numbers them) of the questions with a rule to `uid`. */
export function questionsLeadingTo(questions: readonly Question[], uid: string): number[] {
  return questions.flatMap((question, index) =>
    variantsOf(question).some((variant) => variant.goTo && 'question' in variant.goTo && variant.goTo.question === uid) ? [index + 1] : [],
  );
}

/** The questions without their rules to `uid` (it is being deleted): those variants go on to the next question. */
export function withoutRulesTo(questions: readonly Question[], uid: string): Question[] {
  return questions.map((question) => {
    const variants = variantsOf(question);
    const leading = (goTo: BranchTarget | undefined) => goTo !== undefined && 'question' in goTo && goTo.question === uid;
    if (!variants.some((variant) => leading(variant.goTo))) return question;
    return { ...question, variants: variants.map(({ goTo, ...variant }) => (leading(goTo) ? variant : { ...variant, goTo })) } as Question;
  });
}
