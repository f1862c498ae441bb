// The public quiz's progress figure (docs/contract/widget-quiz-configurator.md §4): ceil(current index / (contacts index / 100)),
// so the contacts page (always the last question) shows 100 %.

export function progressPercent(index: number, contactsIndex: number): number {
  if (contactsIndex <= 0) return 100;
  return Math.min(100, Math.max(0, Math.ceil(index / (contactsIndex / 100))));
}

/** How many images a right section shows for its countImg (docs/contract/widget-quiz-configurator.md §9): 3 maps to 4, 2 is two, otherwise one; at most 2 on phones. */
export function imagesShown(countImg: number | undefined, mobile: boolean): number {
  const shown = countImg === 3 ? 4 : countImg === 2 ? 2 : 1;
  return mobile ? Math.min(shown, 2) : shown;
}
