// The real type of an uploaded file, read from its first bytes (magic numbers), never from its name
// or the Content-Type the browser declared.
import type { ImageKind } from '../../../shared/schemas/images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF = [0x47, 0x49, 0x46, 0x38]; // 'GIF8' (GIF87a, GIF89a)
const WEBM = [0x1a, 0x45, 0xdf, 0xa3]; // the EBML header (Matroska; WebM is its subset)
const MP4_BOX = [0x66, 0x74, 0x79, 0x70]; // 'ftyp' at offset 4: an ISO base media file

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF)) return 'gif';
  if (startsWith(bytes, WEBM)) return 'webm';
  if (startsWith(bytes.subarray(4), MP4_BOX)) return 'mp4';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** Text (UTF-8, optional BOM) whose first element, after an XML declaration and comments, is <svg. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (head.includes('\u0000')) return false;
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}
