// A strict, namespace-aware reader of the XML subset an SVG logo uses: an XML declaration, comments,
// elements with quoted attributes, text, CDATA and the predefined and numeric entity references.
// Anything else (a DOCTYPE and its entities, processing instructions, an unknown entity, an unbound
// prefix, a stray '<' or '&', mismatched tags, text outside the root) is a problem, never a guess:
// what this reader accepts, a browser's XML parser reads the same way.

export interface XmlAttribute {
  uri: string;
  local: string;
  value: string;
}
export interface XmlElement {
  /** The namespace URI ('' for none). */
  uri: string;
  local: string;
  attributes: XmlAttribute[];
}
export interface XmlHandlers {
  open: (element: XmlElement) => void;
  close: () => void;
  /** Text and CDATA, entities decoded. */
  text: (text: string) => void;
}

const NAME = '[A-Za-z_][\\w.-]*';
const QNAME = `(?:${NAME}:)?${NAME}`;
const START_TAG = new RegExp(`<(${QNAME})((?:\\s+${QNAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`\\s+(${QNAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const END_TAG = new RegExp(`</(${QNAME})\\s*>`, 'y');
const XML_DECLARATION = /^\uFEFF?<\?xml\s[^?<>]*\?>/;
const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Text with its entity references decoded, or null when it has a '&' that is not one. */
function decode(text: string): string | null {
  if (text.replace(ENTITY, '').includes('&')) return null;
  return text.replace(ENTITY, (_all, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name) return NAMED[name]!;
    const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

const split = (qname: string): [string, string] => {
  const colon = qname.indexOf(':');
  return colon < 0 ? ['', qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
};

/** Reads the document, calling the handlers; answers what is wrong with it, or null. */
export function readXml(xml: string, handlers: XmlHandlers): string | null {
  let at = XML_DECLARATION.exec(xml)?.[0].length ?? (xml.startsWith('\uFEFF') ? 1 : 0);
  const open: Array<{ name: string; scope: Map<string, string> }> = [];
  let rootDone = false;
  const scopeNow = () => open[open.length - 1]?.scope ?? new Map([['xml', XML_NS]]);
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next < 0 ? xml.length : next);
    if (text !== '') {
      const decoded = decode(text);
      if (decoded === null) return 'unknown entity';
      if (open.length === 0 && decoded.trim() !== '') return 'text outside the root';
      if (open.length > 0) handlers.text(decoded);
    }
    if (next < 0) break;
    at = next;
    if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end < 0) return 'unclosed comment';
      at = end + 3;
    } else if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at);
      if (end < 0 || open.length === 0) return 'misplaced CDATA';
      handlers.text(xml.slice(at + 9, end));
      at = end + 3;
    } else if (xml.startsWith('<!', at)) return 'doctype';
    else if (xml.startsWith('<?', at)) return 'processing instruction';
    else if (xml.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const match = END_TAG.exec(xml);
      if (!match || open.pop()?.name !== match[1]) return 'mismatched end tag';
      handlers.close();
      if (open.length === 0) rootDone = true;
      at = END_TAG.lastIndex;
    } else {
      START_TAG.lastIndex = at;
      const match = START_TAG.exec(xml);
      if (!match) return 'malformed tag';
      if (rootDone) return 'a second root';
      const problem = openElement(match[1]!, match[2]!, match[3] === '/', scopeNow(), open, handlers);
      if (problem) return problem;
      if (open.length === 0) rootDone = true;
      at = START_TAG.lastIndex;
    }
  }
  return open.length > 0 || !rootDone ? 'unclosed element' : null;
}

function openElement(
  name: string,
  attributeText: string,
  selfClosing: boolean,
  parentScope: Map<string, string>,
  open: Array<{ name: string; scope: Map<string, string> }>,
  handlers: XmlHandlers,
): string | null {
  const scope = new Map(parentScope);
  const raw: Array<[string, string]> = [];
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    const value = decode(match[2] ?? match[3] ?? '');
    if (value === null) return 'unknown entity';
    if (raw.some(([seen]) => seen === match[1])) return 'repeated attribute';
    raw.push([match[1]!, value]);
    if (match[1] === 'xmlns') scope.set('', value);
    else if (match[1]!.startsWith('xmlns:')) scope.set(match[1]!.slice(6), value);
  }
  const attributes: XmlAttribute[] = [];
  for (const [qname, value] of raw) {
    if (qname === 'xmlns' || qname.startsWith('xmlns:')) continue;
    const [prefix, local] = split(qname);
    if (prefix && !scope.has(prefix)) return 'unbound prefix';
    attributes.push({ uri: prefix ? scope.get(prefix)! : '', local, value });
  }
  const [prefix, local] = split(name);
  if (prefix && !scope.has(prefix)) return 'unbound prefix';
  handlers.open({ uri: scope.get(prefix) ?? '', local, attributes });
  if (selfClosing) handlers.close();
  else open.push({ name, scope });
  return null;
}
