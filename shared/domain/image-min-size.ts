// The smallest image each target takes (docs/contract/cabinet.md §5 names the message 'Минимальный размер изображения: '
// but not the size). Checked in the browser on the chosen file and the crop, and again by the server at
// confirm (functions/domain/images/confirm.ts), so a too-small image is refused before anything is stored.
//  - Doctor photos: the widget's smallest variant is 250 px wide (docs/contract/cabinet.md §7), the square one 1.4 times as
//    tall, so a square crop needs 250×350 px and the circle 250×250 px; below that every variant is upscaled.
//  - Clinic logo: shown about 40 px tall in the widget's header, at twice that on a sharp screen; wide logos
//    are common, so 100×40 px. An SVG logo has no pixel size and is never refused for it.
import type { ImageTarget } from '../schemas/images';

export interface PixelSize {
  width: number;
  height: number;
}

export const IMAGE_MIN_SIZE: Record<ImageTarget, PixelSize> = {
  logo: { width: 100, height: 40 },
  circle: { width: 250, height: 250 },
  square: { width: 250, height: 350 },
};

export const minSizeMessage = ({ width, height }: PixelSize) => `Минимальный размер изображения: ${width}×${height} px`;

/** The Russian refusal for an image of this size (as shown, EXIF rotation applied), or null when it is large enough. */
export function imageSizeProblem(target: ImageTarget, { width, height }: PixelSize): string | null {
  const min = IMAGE_MIN_SIZE[target];
  return width >= min.width && height >= min.height ? null : minSizeMessage(min);
}
