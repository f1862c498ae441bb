// Image names carry their owner and purpose: <userId>_logo_<random>.<ext> and
// <userId>_<doctorId>_<circle|square>_<random>.<ext>. The owner part scopes every private call
// (confirm, buffer) to the caller; the random part makes each upload a new, immutable name, which is
// what lets GET /api/img cache for a year.
import { randomBytes } from 'node:crypto';
import { extensionOfKind, type ImageKind, type ImageTarget } from '../../../shared/schemas/images';

export interface ImageName {
  userId: string;
  target: ImageTarget;
  doctorId?: string;
  kind: ImageKind;
}

export function newImageName(userId: string, target: ImageTarget, kind: ImageKind, doctorId?: string): string {
  const random = randomBytes(9).toString('base64url').replace(/_/g, '-');
  const owner = target === 'logo' ? `${userId}_logo` : `${userId}_${doctorId}_${target}`;
  return `${owner}_${random}.${extensionOfKind[kind]}`;
}

export function parseImageName(name: string): ImageName | null {
  const match = /^([A-Za-z0-9-]+)_(?:(logo)|([A-Za-z0-9-]+)_(circle|square))_[A-Za-z0-9-]+\.(png|jpg|svg)$/.exec(name);
  if (!match) return null;
  const kind: ImageKind = match[5] === 'jpg' ? 'jpeg' : (match[5] as ImageKind);
  return match[2]
    ? { userId: match[1]!, target: 'logo', kind }
    : { userId: match[1]!, target: match[4] as ImageTarget, doctorId: match[3]!, kind };
}

/** The image name inside an image URL (…/api/img?name=…&size=…) or the name itself. */
export function imageNameFromSource(src: string): string {
  const query = src.includes('?') ? src.slice(src.indexOf('?') + 1) : '';
  return (query && new URLSearchParams(query).get('name')) || src.trim();
}
