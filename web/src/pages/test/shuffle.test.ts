import { shuffledOrder } from './shuffle';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('shuffledOrder', () => {
  it('keeps the same items and always changes the order', () => {
    const random = seeded(42);
    let order = ['a', 'b', 'c'];
    for (let i = 0; i < 200; i++) {
      const next = shuffledOrder(order, random);
      expect([...next].sort()).toEqual(['a', 'b', 'c']);
      expect(next).not.toEqual(order);
      order = next;
    }
  });

  it('returns short lists unchanged', () => {
    expect(shuffledOrder([])).toEqual([]);
    expect(shuffledOrder(['only'])).toEqual(['only']);
  });

  it('does not mutate its input', () => {
    const input = ['a', 'b', 'c'];
    shuffledOrder(input, seeded(1));
    expect(input).toEqual(['a', 'b', 'c']);
  });
});
