// The fake's check of Telegram's HTML parse mode: only the supported tags, properly nested; only the
// named entities &lt; &gt; &amp; &quot; and numeric ones; every other <, > and & must be escaped.
// Answers the error Telegram gives ("can't parse entities: …") or the text's length after parsing.

const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'span',
  'blockquote',
  'tg-emoji',
]);
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

export type EntityCheck = { ok: true; plainLength: number } | { ok: false; description: string };

export function checkTelegramHtml(text: string): EntityCheck {
  const open: string[] = [];
  let plain = 0;
  for (let index = 0; index < text.length; ) {
    const char = text[index]!;
    if (char === '<') {
      const end = text.indexOf('>', index);
      if (end < 0) return bad(`Unexpected end of name token at byte offset ${index}`);
      const raw = text.slice(index + 1, end).trim();
      const closing = raw.startsWith('/');
      const name = (closing ? raw.slice(1) : raw).split(/\s/)[0]!.toLowerCase();
      if (!ALLOWED_TAGS.has(name)) return bad(`Unsupported start tag "${name}" at byte offset ${index}`);
      if (closing) {
        if (open.pop() !== name)
          return bad(`Unmatched end tag at byte offset ${index}, expected "</${open.at(-1) ?? ''}>", found "</${name}>"`);
      } else {
        open.push(name);
      }
      index = end + 1;
    } else if (char === '>') {
      return bad(`Character '>' is reserved and must be escaped at byte offset ${index}`);
    } else if (char === '&') {
      const match = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/i.exec(text.slice(index, index + 12));
      if (!match || (!match[1]!.startsWith('#') && NAMED_ENTITIES[match[1]!] === undefined)) {
        return bad(`Character '&' is reserved and must be escaped at byte offset ${index}`);
      }
      plain += 1;
      index += match[0].length;
    } else {
      plain += 1;
      index += 1;
    }
  }
  if (open.length > 0) return bad(`Can't find end tag corresponding to start tag "${open.at(-1)}"`);
  return { ok: true, plainLength: plain };
}

function bad(detail: string): EntityCheck {
  return { ok: false, description: `Bad Request: can't parse entities: ${detail}` };
}
