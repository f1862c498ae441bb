// The order a visitor goes through a page's questions when its answers may branch (issue 27 §2): the
// questions asked (the ordinary ones in order, the contacts form last; the thank-you page follows a sent
// form), where each may lead, the one an answer leads to, and the longest way left to the form. The
// quiz page bundles this file: no schemas. The checks a save makes are branch-rules.ts.
import type { Question } from '../../schemas/quiz';
import type { BranchTarget } from '../../schemas/quiz-branch';
import { type Answers, choicesOf } from './answer-values';

/** The questions asked, in order, the contacts form last; without the thank-you page. */
export function askedQuestions(questions: readonly Question[]): Question[] {
  const asked = questions.filter((question) => question.type !== 'ThankYouPages');
  const contacts = asked.find((question) => question.type === 'contacts');
  return contacts ? [...asked.filter((question) => question.type !== 'contacts'), contacts] : asked;
}

type Variants = NonNullable<Extract<Question, { variants?: unknown }>['variants']>;
const variantsOf = (question: Question): Variants => ('variants' in question && question.variants) || [];

/** The asked index a rule leads to: a question of the list, or the contacts form (last); -1 when there is none. */
export function targetIndex(asked: readonly Question[], target: BranchTarget): number {
  if ('contacts' in target) return asked.length - 1;
  return asked.findIndex((question) => question._uid === target.question);
}

/**
 * Where each asked question may lead: the targets of its variants' rules, and the next question where it
 * may be left without one (no variant to pick, a skip, a variant without a rule or with a rule to a
 * question that is gone). Made once per page: a page has at most 60 questions of 40 variants.
 */
export function successorLists(asked: readonly Question[]): number[][] {
  const indexOf = new Map(asked.map((question, index) => [question._uid, index]));
  const contacts = asked.length - 1;
  return asked.map((question, index) => {
    if (index >= contacts) return [];
    const variants = variantsOf(question);
    const targets = variants.map((variant) =>
      !variant.goTo ? -1 : 'contacts' in variant.goTo ? contacts : (indexOf.get(variant.goTo.question) ?? -1),
    );
    const skippable = 'skip' in question && question.skip === true;
    const inOrder = skippable || variants.length === 0 || targets.some((target) => target < 0);
    return [...new Set([...targets.filter((target) => target >= 0), ...(inOrder ? [index + 1] : [])])];
  });
}

/**
 * The question the answers lead to from `index`: the rule of the first picked variant (in the variants'
 * order) that has one, else the next question in order. A rule to a question that is gone is no rule.
 */
export function nextIndexOf(asked: readonly Question[], index: number, answers: Answers): number {
  const question = asked[index];
  if (!question) return index + 1;
  const picked = new Set(choicesOf(answers, question));
  for (const variant of variantsOf(question)) {
    if (!variant.goTo || !picked.has(variant.text)) continue;
    const target = targetIndex(asked, variant.goTo);
    if (target >= 0) return target;
  }
  return index + 1;
}

/**
 * The pages on the longest way from `index` to the contacts form (0 on the form). Saved rules have no
 * cycle (branch-rules.ts); were one there, its way back counts nothing, so this always ends.
 */
export function longestRemaining(asked: readonly Question[], index: number, successors = successorLists(asked)): number {
  const memo = new Map<number, number>();
  const onWay = new Set<number>();
  const longest = (at: number): number => {
    const known = memo.get(at);
    if (known !== undefined) return known;
    onWay.add(at);
    let most = 0;
    for (const next of successors[at] ?? []) if (!onWay.has(next)) most = Math.max(most, 1 + longest(next));
    onWay.delete(at);
    memo.set(at, most);
    return most;
  };
  return longest(index);
}
