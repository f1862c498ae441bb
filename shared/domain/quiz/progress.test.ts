import { imagesShown, progressPercent } from './progress';

describe('the quiz progress', () => {
  it('rounds up to whole percent and reaches 100 on the contacts page (pages done, longest way left)', () => {
    expect([0, 1, 2, 3].map((done) => progressPercent(done, 3 - done))).toEqual([0, 34, 67, 100]);
    expect(progressPercent(1, 6)).toBe(15);
  });

  it('follows the way taken: two pages done with one left is further on than one done with four left', () => {
    expect(progressPercent(2, 1)).toBe(67);
    expect(progressPercent(1, 4)).toBe(20);
  });

  it('shows 100 when contacts is the only question, and never leaves 0..100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(5, 0)).toBe(100);
    expect(progressPercent(-1, 4)).toBe(0);
  });
});

describe('the images of a right section', () => {
  it('maps 3 to 4, keeps 2, shows one otherwise, and at most 2 on phones', () => {
    expect([0, 1, 2, 3, 4, undefined].map((count) => imagesShown(count, false))).toEqual([1, 1, 2, 4, 1, 1]);
    expect(imagesShown(3, true)).toBe(2);
  });
});
