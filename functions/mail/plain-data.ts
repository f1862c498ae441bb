// Text someone else typed (a clinic's name) shown in a letter to an address that has not agreed to
// anything yet: one line, bounded, and never a link. Mail clients make links of what looks like a URL,
// a domain or an address ('evil.example/login', 'www.x.ru', 'a@b.c') even in plain text; a zero-width
// space after each '.', ':', '/' and '@' leaves the text as it reads but gives the linkers nothing to
// match (the same break Gmail's and Outlook's linkers stop at).

const ZERO_WIDTH_SPACE = '\u200B';
/** Separators the linkers read a URL, a domain or an address by (with the ideographic and full-width full stops). */
const LINK_SEPARATORS = /[.:/@\u3002\uFF0E\uFF61]/g;

/** One line of at most `max` characters of someone else's text, which no mail client can turn into a link. */
export function unlinkable(text: string, max: number): string {
  const line = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters and line breaks become spaces
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bounded = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return bounded.replace(LINK_SEPARATORS, (separator) => `${separator}${ZERO_WIDTH_SPACE}`);
}
