import { IMAGE_MAX_BYTES, imageMessages } from '../../../../shared/schemas/images';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts PNG and JPEG photos and an SVG logo up to the limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES }, 'circle')).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 1000 }, 'square')).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 }, 'logo')).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, 'logo')).toBe(imageMessages.onlyImages);
    expect(imageFileProblem({ type: '', size: 10 }, 'circle')).toBe('Только изображения');
  });

  it('refuses a file over 10240 KB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'circle')).toBe(
      'Изображение превышает предельный размер: 10240kb',
    );
  });

  it('refuses an SVG photo and a GIF logo', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 }, 'square')).toBe(imageMessages.photoFormats);
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, 'logo')).toBe(imageMessages.logoFormats);
  });
});
