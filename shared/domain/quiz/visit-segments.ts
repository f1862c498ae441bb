// The segments the quiz funnel splits by (issue 27 §3): the visitor's device class and the page's
// utm_source. The key space is bounded: two device classes, and a source cleaned to at most 40 letters,
// digits, '.', '_' or '-' (lower case), none when the page had none; the server keeps the first
// MAX_DAY_SOURCES sources of a quiz's variant a day apart and counts the rest as SOURCE_OTHER. The names
// in brackets cannot come from a page.
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: 'Телефон', desktop: 'Компьютер' };

export const SOURCE_NONE = '(без метки)';
export const SOURCE_OTHER = '(другие)';
export const MAX_DAY_SOURCES = 20;
const SOURCE_MAX = 40;

/** utm_source as the counters keep it: cleaned, lower case, or SOURCE_NONE. */
export function cleanSource(raw: string | undefined): string {
  const cleaned = (raw ?? '')
    .normalize('NFKC')
    .toLocaleLowerCase('ru')
    .replace(/[^\p{L}\p{N}._-]+/gu, '')
    .slice(0, SOURCE_MAX);
  return cleaned === '' ? SOURCE_NONE : cleaned;
}

/** A segment's key in the counters: device and source. */
export const segmentKey = (device: DeviceClass, source: string) => `${device}|${source}`;

export function segmentOf(key: string): { device: DeviceClass; source: string } | null {
  const at = key.indexOf('|');
  const device = key.slice(0, at) as DeviceClass;
  return at > 0 && DEVICE_CLASSES.includes(device) ? { device, source: key.slice(at + 1) } : null;
}
