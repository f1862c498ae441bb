import { IMAGE_MIN_SIZE, imageSizeProblem } from './image-min-size';

describe('imageSizeProblem', () => {
  it('takes an image at or above the minimum of its target', () => {
    expect(imageSizeProblem('square', { width: 250, height: 350 })).toBeNull();
    expect(imageSizeProblem('square', { width: 3000, height: 4000 })).toBeNull();
    expect(imageSizeProblem('circle', { width: 250, height: 250 })).toBeNull();
    expect(imageSizeProblem('logo', { width: 100, height: 40 })).toBeNull();
    expect(imageSizeProblem('logo', { width: 600, height: 60 })).toBeNull();
  });

  it('refuses one pixel short in either direction, naming the minimum', () => {
    expect(imageSizeProblem('square', { width: 249, height: 350 })).toBe('Минимальный размер изображения: 250×350 px');
    expect(imageSizeProblem('square', { width: 250, height: 349 })).toBe('Минимальный размер изображения: 250×350 px');
    expect(imageSizeProblem('circle', { width: 250, height: 249 })).toBe('Минимальный размер изображения: 250×250 px');
    expect(imageSizeProblem('logo', { width: 99, height: 400 })).toBe('Минимальный размер изображения: 100×40 px');
    expect(imageSizeProblem('logo', { width: 0, height: 0 })).toBe('Минимальный размер изображения: 100×40 px');
  });

  it('keeps the square photo 1.4 times as tall as wide, as its variants are', () => {
    expect(IMAGE_MIN_SIZE.square.height / IMAGE_MIN_SIZE.square.width).toBeCloseTo(1.4);
    expect(IMAGE_MIN_SIZE.square.width).toBe(IMAGE_MIN_SIZE.circle.width);
  });
});
