// Image names carry their owner and purpose: <userId>_logo_<random>.<ext>,
// <userId>_<doctorId>_<circle|square>_<random>.<ext> and <userId>_<quiz|quiz-mobile|quiz-ab|quiz-mobile-ab>_<random>.<ext>.
// The owner part scopes every private call (confirm, buffer) to the caller; the random part makes each
// upload a new, immutable name, which is what lets GET /api/img cache for a year.
import { randomBytes } from 'node:crypto';
import { extensionOfKind, type ImageKind, type ImageTarget } from '../../../shared/schemas/images';

/** A quiz image's purpose: the quiz version it was uploaded for (docs/contract/widget-quiz-configurator.md §7 mobileVersion, ABTest). */
export type QuizImageTarget = 'quiz' | 'quiz-mobile' | 'quiz-ab' | 'quiz-mobile-ab';

export interface ImageName {
  userId: string;
  target: ImageTarget | QuizImageTarget;
  doctorId?: string;
  kind: ImageKind;
}

const KIND_OF_EXTENSION: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', svg: 'svg', gif: 'gif', mp4: 'mp4', webm: 'webm' };
/** GIF and video are quiz media only. */
const CLINIC_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'svg'];
const NAME =
  /^([A-Za-z0-9-]+)_(?:(logo|quiz(?:-mobile)?(?:-ab)?)|([A-Za-z0-9-]+)_(circle|square))_[A-Za-z0-9-]+\.(png|jpg|svg|gif|mp4|webm)$/;

export function newImageName(userId: string, target: ImageTarget | QuizImageTarget, kind: ImageKind, doctorId?: string): string {
  const random = randomBytes(9).toString('base64url').replace(/_/g, '-');
  const owner = target === 'circle' || target === 'square' ? `${userId}_${doctorId}_${target}` : `${userId}_${target}`;
  return `${owner}_${random}.${extensionOfKind[kind]}`;
}

export function quizImageTarget(options: { mobileVersion?: boolean; ABTest?: boolean }): QuizImageTarget {
  return `quiz${options.mobileVersion ? '-mobile' : ''}${options.ABTest ? '-ab' : ''}` as QuizImageTarget;
}

export const isQuizImage = (name: ImageName) => name.target.startsWith('quiz');

export function parseImageName(name: string): ImageName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const kind = KIND_OF_EXTENSION[match[5]!]!;
  const quiz = match[2]?.startsWith('quiz') ?? false;
  if (!quiz && !CLINIC_KINDS.includes(kind)) return null;
  return match[2]
    ? { userId: match[1]!, target: match[2] as ImageName['target'], kind }
    : { userId: match[1]!, target: match[4] as ImageTarget, doctorId: match[3]!, kind };
}

/** The image name inside an image URL (…/api/img?name=…&size=…) or the name itself. */
export function imageNameFromSource(src: string): string {
  const query = src.includes('?') ? src.slice(src.indexOf('?') + 1) : '';
  return (query && new URLSearchParams(query).get('name')) || src.trim();
}
