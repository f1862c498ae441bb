// SVG logos are parsed as namespace-aware XML (./xml-reader.ts) and checked against an allowlist;
// anything that could run code or reach out is refused, not "cleaned" (a logo never needs it). Patterns
// over the text missed prefixed names: <s:script xmlns:s="http://www.w3.org/2000/svg"> is a script.
// What passes is also served with a sandboxing CSP (handlers/images/get.ts) and rasterised for sizes.
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
/** CSS that reaches out or runs code: url() to anything but a fragment or a raster image, @import, expression(), javascript:. */
function unsafeCss(css: string): boolean {
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return true;
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) if (!LOCAL_REFERENCE.test(match[2]!)) return true;
  return false;
}

function unsafeAttribute(element: string, attribute: XmlAttribute): string | null {
  const name = attribute.local.toLowerCase();
  if (name.startsWith('on')) return 'event handler';
  if (name === 'href' && !LOCAL_REFERENCE.test(attribute.value)) return 'external reference';
  if (
    (name === 'style' || name === 'filter' || name === 'fill' || name === 'stroke' || name.startsWith('mask') || name.startsWith('clip')) &&
    unsafeCss(attribute.value)
  )
    return 'external url()';
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
