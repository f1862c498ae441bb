// The public quiz's progress figure (docs/contract/widget-quiz-configurator.md §4: ceil(current index / (contacts index / 100)),
// so the contacts page, always the last question, shows 100 %). With branch rules (issue 27 §2) the
// index is the pages done on the way taken and the contacts index that plus the longest way left
// (shared/domain/quiz/branching.ts): done / (done + longest remaining). On a quiz without rules that is
// the contract's figure; along any way it only grows (each page done shortens the longest way left by
// at least one), and it is 100 on the contacts page.

export function progressPercent(done: number, remaining: number): number {
  const total = done + remaining;
  if (total <= 0 || remaining <= 0) return 100;
  return Math.min(100, Math.max(0, Math.ceil(done / (total / 100))));
}

/** How many images a right section shows for its countImg (docs/contract/widget-quiz-configurator.md §9): 3 maps to 4, 2 is two, otherwise one; at most 2 on phones. */
export function imagesShown(countImg: number | undefined, mobile: boolean): number {
  const shown = countImg === 3 ? 4 : countImg === 2 ? 2 : 1;
  return mobile ? Math.min(shown, 2) : shown;
}
