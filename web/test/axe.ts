// Accessibility check for browser tests: runs axe-core in the page and returns the serious and
// critical violations, one readable line each (an empty list passes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The WCAG 2.2 A and AA rules only (axe's best practices left out). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `within`: a CSS selector to check only that part (a dialog), else the whole page; `tags`: only rules with these tags. */
export async function seriousAxeViolations(page: Page, within?: string, tags?: string[]): Promise<string[]> {
  // A dialog fading in has mid-way colours: contrast is measured once the finite animations are over.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated, not added as a script tag: the pages' CSP refuses inline scripts, and evaluation is not a page script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
        .axe;
      // Only violations are collected: passes and incomplete results cost time and are not read.
      const options = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
      return (await axe.run(selector ?? document, options)).violations;
    },
    { selector: within, tags },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
    );
}
