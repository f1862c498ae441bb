// Quiz images and videos are served by GET /api/img (docs/contract/widget-quiz-configurator.md §7); videos, SVG and GIF play as they are.
import type { ProgressiveSize } from '../../shared/domain/progressive-images';

export const imageUrl = (name: string, size?: ProgressiveSize) => `/api/img?name=${encodeURIComponent(name)}${size ? `&size=${size}` : ''}`;

export { isVideoName as isVideo } from '../../shared/domain/progressive-images';
