// Branch rules (property): on random pages of up to 7 questions whose variants lead anywhere (on in
// order, to contacts, to any question of the page, itself included, to the thank-you page or to a
// question since deleted), the save's check is checked against a walk of every visitor's choices:
// - a page the check accepts leads every visitor, whatever they pick or skip, to the contacts form in
//   fewer pages than it has, and the progress bar only grows on the way and is 100 on the form;
// - the check sees a cycle exactly where some visitor can come back to a question.
import fc from 'fast-check';
import type { Question } from '../../schemas/quiz';
import { BRANCH_MESSAGES, branchProblems } from './branch-rules';
import { askedQuestions, longestRemaining, nextIndexOf } from './branching';
import { progressPercent } from './progress';

type Target = { kind: 'none' } | { kind: 'contacts' } | { kind: 'question'; at: number } | { kind: 'thanks' } | { kind: 'gone' };
const target: fc.Arbitrary<Target> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'contacts' as const }), weight: 1 },
  { arbitrary: fc.nat({ max: 6 }).map((at) => ({ kind: 'question' as const, at })), weight: 4 },
  { arbitrary: fc.constant({ kind: 'thanks' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'gone' as const }), weight: 1 },
);
const page = fc.array(
  fc.record({ skip: fc.boolean(), multiple: fc.boolean(), targets: fc.array(target, { minLength: 1, maxLength: 3 }) }),
  {
    minLength: 1,
    maxLength: 7,
  },
);

function questionsOf(drawn: Array<{ skip: boolean; multiple: boolean; targets: Target[] }>): Question[] {
  const goTo = (to: Target) =>
    to.kind === 'contacts'
      ? { contacts: true as const }
      : to.kind === 'question'
        ? { question: `q${to.at % drawn.length}` }
        : to.kind === 'thanks'
          ? { question: 't' }
          : to.kind === 'gone'
            ? { question: 'gone' }
            : undefined;
  const ordinary = drawn.map(
    ({ skip, multiple, targets }, index): Question => ({
      _uid: `q${index}`,
      question: `Вопрос ${index}`,
      type: multiple ? 'checkbox' : 'radio',
      ...(skip ? { skip } : {}),
      variants: targets.map((to, variant) => {
        const rule = goTo(to);
        return rule ? { text: `v${variant}`, goTo: rule } : { text: `v${variant}` };
      }),
    }),
  );
  return [...ordinary, { _uid: 'c', question: 'Контакты', type: 'contacts' }, { _uid: 't', question: 'Спасибо', type: 'ThankYouPages' }];
}

/** Every answer a visitor can give on a question: each variant alone, every pair (a multiple choice), nothing (a skip). */
function answersOf(question: Question): string[][] {
  const texts = 'variants' in question ? (question.variants ?? []).map((variant) => variant.text) : [];
  const pairs = question.type === 'checkbox' ? texts.flatMap((a, i) => texts.slice(i + 1).map((b) => [a, b])) : [];
  return [...texts.map((text) => [text]), ...pairs, ...('skip' in question && question.skip ? [[]] : [])];
}

/** The longest walk any visitor can make from `start`, or Infinity when one comes back to a question. */
function longestWalk(asked: Question[], start: number, onWay = new Set<number>()): number {
  if (start === asked.length - 1) return 0;
  if (onWay.has(start)) return Number.POSITIVE_INFINITY;
  onWay.add(start);
  let most = 0;
  for (const answer of answersOf(asked[start]!)) {
    most = Math.max(most, 1 + longestWalk(asked, nextIndexOf(asked, start, { [asked[start]!._uid]: answer }), onWay));
  }
  onWay.delete(start);
  return most;
}

const isCycle = (message: string) => message === BRANCH_MESSAGES.itself || message.includes('создаёт цикл');

describe('branch rules (property)', () => {
  it('accepted: every visitor reaches the contacts form in fewer pages than the page has, progress growing to 100', () => {
    fc.assert(
      fc.property(page, (drawn) => {
        const questions = questionsOf(drawn);
        fc.pre(branchProblems(questions).length === 0);
        const asked = askedQuestions(questions);
        expect(longestWalk(asked, 0)).toBeLessThan(asked.length);
        expect(longestRemaining(asked, 0)).toBe(longestWalk(asked, 0));
        // Every way: the progress shown on each page, start to form.
        const ways = (at: number, done: number, shown: number[]): number[][] =>
          at === asked.length - 1
            ? [[...shown, progressPercent(done, 0)]]
            : answersOf(asked[at]!).flatMap((answer) =>
                ways(nextIndexOf(asked, at, { [asked[at]!._uid]: answer }), done + 1, [
                  ...shown,
                  progressPercent(done, longestRemaining(asked, at)),
                ]),
              );
        for (const shown of ways(0, 0, [])) {
          expect(shown.at(-1)).toBe(100);
          shown.slice(1).forEach((percent, index) => expect(percent).toBeGreaterThan(shown[index]!));
        }
      }),
      { seed: 27, numRuns: 600 },
    );
  });

  it('sees a cycle exactly where a visitor starting on some question can come back to it', () => {
    fc.assert(
      fc.property(page, (drawn) => {
        const questions = questionsOf(drawn);
        const asked = askedQuestions(questions);
        const loops = asked.some((_, start) => longestWalk(asked, start) === Number.POSITIVE_INFINITY);
        expect(branchProblems(questions).some((problem) => isCycle(problem.message))).toBe(loops);
      }),
      { seed: 28, numRuns: 600 },
    );
  });

  it('names every rule to a deleted question or to the thank-you page', () => {
    fc.assert(
      fc.property(page, (drawn) => {
        const questions = questionsOf(drawn);
        const dangling = drawn.flatMap(({ targets }, question) =>
          targets.flatMap((to, variant) => (to.kind === 'gone' || to.kind === 'thanks' ? [{ question, variant }] : [])),
        );
        const named = branchProblems(questions)
          .filter((problem) => problem.message === BRANCH_MESSAGES.gone || problem.message === BRANCH_MESSAGES.thankYou)
          .map(({ question, variant }) => ({ question, variant }));
        expect(named).toEqual(dangling);
      }),
      { seed: 29, numRuns: 300 },
    );
  });
});
