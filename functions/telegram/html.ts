// Telegram's HTML parse mode: in text only <, > and & must be escaped (integrations.md §6); the
// message is at most 4096 characters after entities are parsed.

export const TELEGRAM_TEXT_LIMIT = 4096;

export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const graphemes = new Intl.Segmenter('ru', { granularity: 'grapheme' });

/**
 * Cuts a plain value so that the whole message stays under the limit (counted in UTF-16 units, as
 * Telegram counts); marks the cut with '…'. It cuts between graphemes: half an emoji or a lone
 * surrogate would make the message invalid UTF-8, and Telegram would refuse it.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}
