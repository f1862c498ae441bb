// SVG logos are parsed as namespace-aware XML (./xml-reader.ts) and checked against an allowlist;
// anything that could run code or reach out is refused, not "cleaned" (a logo never needs it). Patterns
// over the text missed prefixed names: <s:script xmlns:s="http://www.w3.org/2000/svg"> is a script.
// CSS (style attributes, <style>, and every presentation attribute, all of which take url()) is decoded
// first, escapes and comments, as the browser reads it. What passes is also served with a sandboxing CSP
// (handlers/images/get.ts) and rasterised for sizes.
// (DOMPurify needs a DOM, and jsdom or a full XML parser such as saxes would push the confirm function
// past its 300 KB bundle budget; the reader refuses every construct it does not know instead.)
import { readXml, type XmlAttribute, type XmlElement } from './xml-reader';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Namespaces whose elements a browser would run or render as HTML or MathML. */
const LIVE_NAMESPACES = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'metadata',
    'symbol',
    'use',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'image',
    'style',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'switch',
  ].map((name) => name.toLowerCase()),
);

/** A reference that stays inside the file: a fragment or an embedded raster image. */
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpe?g|gif|webp)[;,])/i;

/**
 * CSS as the browser reads it: comments dropped and escapes decoded (CSS Syntax §4.3.7: a backslash and
 * 1-6 hex digits with one optional white space, or a backslash and any other character), so
 * '@\69mport', 'fill:\75rl(…)' and 'u\rl(…)' are checked as '@import' and 'url(…)'.
 */
export function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(
      /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/gi,
      (_all, hex?: string, newline?: string, other?: string) => {
        if (newline !== undefined) return '';
        if (other !== undefined) return other;
        const code = Number.parseInt(hex!, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      },
    );
}

/** url() to this document's own fragment ('url(#g)', "url('#g')"): the only url() a logo keeps. */
const FRAGMENT_URL = /url\(\s*(['"]?)#[^'"()\s]*\1\s*\)/gi;
/** What reaches out or runs code in CSS, once decoded: any other url(), image-set(), @import, expression(), … */
const REACHING_CSS =
  /url\s*\(|image-set\s*\(|\bimage\s*\(|\bsrc\s*\(|cross-fade\s*\(|@import|@font-face|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

function unsafeCss(css: string): boolean {
  return REACHING_CSS.test(decodeCss(css).replace(FRAGMENT_URL, ''));
}

function unsafeAttribute(element: string, attribute: XmlAttribute): string | null {
  const name = attribute.local.toLowerCase();
  if (name.startsWith('on')) return 'event handler';
  if (name === 'href' && !LOCAL_REFERENCE.test(attribute.value)) return 'external reference';
  // Every presentation attribute takes url() (fill, marker-start, cursor, filter, mask, …), and style takes
  // any CSS: each value is checked as CSS, a url() to anything but a fragment refused.
  if (name !== 'href' && unsafeCss(attribute.value)) return 'external url()';
  if ((element === 'set' || element === 'animate') && name === 'attributename' && /href|^on/i.test(attribute.value))
    return 'animated reference';
  return null;
}

function unsafeElement(tag: XmlElement): string | null {
  if (LIVE_NAMESPACES.has(tag.uri)) return `${tag.local} (HTML/MathML)`;
  if (tag.uri !== SVG_NS && tag.uri !== '') return null; // inert metadata of editors (Inkscape, RDF)
  if (!SVG_ELEMENTS.has(tag.local.toLowerCase())) return tag.local;
  for (const attribute of tag.attributes) {
    const reason = unsafeAttribute(tag.local.toLowerCase(), attribute);
    if (reason) return reason;
  }
  return null;
}

/** Why this SVG text is refused, or null when it is safe to keep. */
export function unsafeSvgReason(svg: string): string | null {
  let reason: string | null = null;
  let root = true;
  let inStyle = false;
  const problem = readXml(svg, {
    open: (tag) => {
      if (root && (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== ''))) reason ??= 'root is not <svg>';
      root = false;
      reason ??= unsafeElement(tag);
      inStyle = tag.uri === SVG_NS && tag.local === 'style';
    },
    close: () => {
      inStyle = false;
    },
    text: (text) => {
      if (inStyle && unsafeCss(text)) reason ??= 'external url() in style';
    },
  });
  return problem ?? reason;
}
