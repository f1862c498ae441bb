// SVG logos are refused, not "cleaned", when they could run code or reach out: a regex sanitiser is
// easy to get wrong, while a logo never needs scripts, event handlers, foreign HTML, entity tricks
// or external references. What passes is also served with a sandboxing CSP (handlers/images/get.ts).

/** A reference that stays inside the file: a fragment or an embedded raster image. */
const LOCAL = '(?!\\s*(?:#|data:image/(?:png|jpe?g|gif|webp)[;,]))';

const UNSAFE: Array<[RegExp, string]> = [
  [/<\s*script\b/i, 'script'],
  [/\son[a-z]+\s*=/i, 'event handler'],
  [/<\s*foreignObject\b/i, 'foreignObject'],
  [/<!ENTITY/i, 'entity'],
  [/<!DOCTYPE/i, 'doctype'],
  [/<\s*(iframe|embed|object|audio|video)\b/i, 'embedded content'],
  [new RegExp(`\\bhref\\s*=\\s*(?:"${LOCAL}|'${LOCAL}|(?!["']))`, 'i'), 'external reference'],
  [new RegExp(`url\\(\\s*(?:"${LOCAL}|'${LOCAL}|(?!["'])${LOCAL})`, 'i'), 'external url()'],
  [/@import/i, '@import'],
  [/javascript:/i, 'javascript: url'],
  [/<\s*(set|animate)\b[^>]*attributeName\s*=\s*["']?\s*(href|xlink:href|on)/i, 'animated reference'],
];

/** Why this SVG text is refused, or null when it is safe to keep. */
export function unsafeSvgReason(svg: string): string | null {
  for (const [pattern, reason] of UNSAFE) if (pattern.test(svg)) return reason;
  return null;
}
