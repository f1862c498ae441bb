// "Nothing the patient must press is covered" for browser tests (issue 22 §3): each control in `within`
// (buttons, fields, the labels of radios and checkboxes, the teeth) is scrolled to the top and to the
// bottom of the window in turn, where fixed things float, and the element at several points of its box
// (document.elementFromPoint) must be the control, something inside it, or its label. Returns one
// readable line per covered control and position; an empty list passes. Things that let clicks through
// (pointer-events: none, such as the scroll hint) are not hit and so cover nothing.
import type { Page } from 'playwright-core';

export async function coveredControls(page: Page, within: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const scope = document.querySelector(selector);
    if (!scope) return [`nothing matches ${selector}`];
    const controls = [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, select, textarea, input:not([type="radio"]):not([type="checkbox"]), [role="checkbox"], [role="radio"]',
      ),
      ...[...scope.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')].map(
        (input) => (input.closest('label') as HTMLElement | null) ?? input,
      ),
    ].filter(
      (control) =>
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && control.getBoundingClientRect().width > 0,
    );
    const name = (control: HTMLElement) =>
      (control.getAttribute('aria-label') ?? control.innerText ?? control.getAttribute('placeholder') ?? control.tagName)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    const hitsControl = (control: HTMLElement, hit: Element | null) =>
      hit !== null &&
      (control.contains(hit) ||
        (hit instanceof HTMLLabelElement && hit.control === control) ||
        (hit.contains(control) && hit === control.closest('label')));
    // Shapes (the teeth) fill only part of their box: their middle is what a finger aims at.
    // A link that wraps over two lines has a box reaching past its text at both ends: aim at its widest line.
    const boxOf = (control: HTMLElement) => {
      const lines = [...control.getClientRects()];
      return lines.length > 1
        ? lines.reduce((widest, line) => (line.width > widest.width ? line : widest))
        : control.getBoundingClientRect();
    };
    const points = (control: HTMLElement): Array<[number, number]> => {
      const box = boxOf(control);
      const at = (x: number, y: number): [number, number] => [box.left + box.width * x, box.top + box.height * y];
      if (control instanceof SVGElement || control.closest('svg')) return [at(0.5, 0.5)];
      return [at(0.5, 0.5), at(0.1, 0.5), at(0.9, 0.5), at(0.5, 0.15), at(0.5, 0.85)];
    };
    const found: string[] = [];
    for (const control of controls)
      for (const block of ['start', 'end'] as const) {
        control.scrollIntoView({ block, inline: 'nearest' });
        await frames();
        for (const [x, y] of points(control)) {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hitsControl(control, hit)) continue;
          const by =
            hit instanceof HTMLElement
              ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}`
              : String(hit);
          found.push(`«${name(control)}» (scrolled to the ${block}) is covered at ${Math.round(x)},${Math.round(y)} by ${by}`);
          break;
        }
      }
    return [...new Set(found)];
  }, within);
}
