import { coveredWidth, isStraightLoading, LAST_STEP, nextProgressiveStep, PROGRESSIVE_STEPS } from './progressive-images';

describe('progressive image steps', () => {
  it('are 0.25, 0.33, 0.5 of the width, then the original', () => {
    expect(PROGRESSIVE_STEPS).toEqual(['0.25', '0.33', '0.5', undefined]);
  });

  it('steps up while the loaded file is narrower than the pixels it covers', () => {
    expect(nextProgressiveStep(0, 300, 1000)).toBe(1);
    expect(nextProgressiveStep(2, 600, 1000)).toBe(LAST_STEP);
  });

  it('stops when sharp enough, at the original, or when nothing was loaded', () => {
    expect(nextProgressiveStep(0, 300, 300)).toBeNull();
    expect(nextProgressiveStep(LAST_STEP, 100, 1000)).toBeNull();
    expect(nextProgressiveStep(1, 0, 1000)).toBeNull();
  });

  it('counts the crop of object-fit: cover and the device pixel ratio', () => {
    expect(coveredWidth({ width: 400, height: 100 }, { width: 300, height: 200 }, 2)).toBe(800);
    expect(coveredWidth({ width: 400, height: 600 }, { width: 300, height: 200 }, 1)).toBe(900);
  });

  it('loads vector, animation and video as they are', () => {
    expect(['a.svg', 'a.GIF', 'a.mp4', 'a.webm'].every(isStraightLoading)).toBe(true);
    expect(['a.png', 'a.jpg'].some(isStraightLoading)).toBe(false);
  });
});
