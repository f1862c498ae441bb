import { imagesShown, progressPercent } from './progress';

describe('the quiz progress', () => {
  it('rounds up to whole percent and reaches 100 on the contacts page', () => {
    expect([0, 1, 2, 3].map((index) => progressPercent(index, 3))).toEqual([0, 34, 67, 100]);
    expect(progressPercent(1, 7)).toBe(15);
  });

  it('shows 100 when contacts is the only question, and never leaves 0..100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });
});

describe('the images of a right section', () => {
  it('maps 3 to 4, keeps 2, shows one otherwise, and at most 2 on phones', () => {
    expect([0, 1, 2, 3, 4, undefined].map((count) => imagesShown(count, false))).toEqual([1, 1, 2, 4, 1, 1]);
    expect(imagesShown(3, true)).toBe(2);
  });
});
