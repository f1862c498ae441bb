/** A new order of the same items that always differs from the current one (when it can). */
export function shuffledOrder<T>(items: readonly T[], random: () => number = Math.random): T[] {
  if (items.length < 2) return [...items];
  for (;;) {
    const next = [...items];
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [next[i], next[j]] = [next[j] as T, next[i] as T];
    }
    if (next.some((item, index) => item !== items[index])) return next;
  }
}
