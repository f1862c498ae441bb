// "Nothing is cut off" for browser tests: what a person at this window size cannot see or reach. Returns
// one readable line per offender (where, its text, what is wrong); an empty list passes.
//   - the document wider than the window (the page scrolls sideways, or its right edge is clipped);
//   - a visible element with text that clips its own content (overflow hidden or clip) sideways or at
//     the bottom, unless it ends in an ellipsis (or a line clamp) and names its full text in a title or
//     aria-label, or it is a preview scaled down to fit;
//   - a text area with more lines than it shows (a one-line field scrolls its text with the caret, as
//     any text field does, and is not checked);
//   - a sideways scroller with more content than it shows and nothing that says so (a scrollbar, a
//     faded edge or a glow: a mask or background image).
import type { Page } from 'playwright-core';

/** `within`: a CSS selector to check only that part (a dialog), else the whole page. */
export async function cutOffContent(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (!selector && root.scrollWidth > root.clientWidth)
      found.push(`the document is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
      }
      const text = ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
      return `${parts.join(' > ')} «${text.length > 60 ? `${text.slice(0, 60)}…` : text}»`;
    };
    // Text kept for screen readers only (a 1 px box or a clip) is not meant to be seen.
    const visuallyHidden = (element: HTMLElement, style: CSSStyleDeclaration) =>
      element.offsetWidth <= 1 || element.offsetHeight <= 1 || (style.clip !== 'auto' && style.position === 'absolute');
    // The full text may be worded differently (a UTM cell shows 'yandex, implants' for its two lines): every word counts.
    const namesFullText = (element: HTMLElement, text: string) =>
      [element, element.closest('[title], [aria-label]')].some((node) =>
        [node?.getAttribute('title'), node?.getAttribute('aria-label')].some(
          (name) => name && text.split(/[\s,;:]+/).every((word) => name.includes(word)),
        ),
      );
    // A scaled-down preview (a child transformed to fit) lays out wider than its frame but shows all of it.
    const scaledToFit = (element: HTMLElement) => {
      const frame = element.getBoundingClientRect();
      return [...element.children].some((child) => {
        const box = child.getBoundingClientRect();
        return getComputedStyle(child).transform !== 'none' && box.right <= frame.right + 1 && box.bottom <= frame.bottom + 1;
      });
    };

    const scope = selector ? [...document.querySelectorAll(selector)] : [document.body];
    for (const top of scope)
      for (const element of [top, ...top.querySelectorAll('*')]) {
        if (!(element instanceof HTMLElement) || element === document.body) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const style = getComputedStyle(element);
        if (visuallyHidden(element, style)) continue;
        if (element instanceof HTMLTextAreaElement) {
          if (element.value.trim() && element.scrollHeight > element.clientHeight + 1)
            found.push(`${describe(element)} «${element.value.slice(0, 60)}» shows only part of its text`);
          continue;
        }
        const text = element.innerText.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        const wider = element.scrollWidth > element.clientWidth + 1;
        const taller = element.scrollHeight > element.clientHeight + 1;
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (((clipsX && wider) || (clipsY && taller)) && !scaledToFit(element)) {
          const marked = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
          if (marked && namesFullText(element, text)) continue;
          const where =
            clipsX && wider
              ? `${element.scrollWidth - element.clientWidth} px at the side`
              : `${element.scrollHeight - element.clientHeight} px at the bottom`;
          found.push(`${describe(element)} is cut off (${where}${marked ? ', and no title or aria-label has its full text' : ''})`);
        } else if (/auto|scroll/.test(style.overflowX) && wider) {
          const cue = style.scrollbarWidth !== 'none' || style.maskImage !== 'none' || style.backgroundImage !== 'none';
          if (!cue) found.push(`${describe(element)} scrolls sideways with nothing showing that it does`);
        }
      }
    return found;
  }, within);
}
