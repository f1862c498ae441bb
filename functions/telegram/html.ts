// Telegram's HTML parse mode: in text only <, > and & must be escaped (integrations.md §6); the
// message is at most 4096 characters after entities are parsed.

export const TELEGRAM_TEXT_LIMIT = 4096;

export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cuts a plain value so that the whole message stays under the limit; marks the cut with '…'. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, Math.max(0, max - 1)) + '…';
}
