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

/** `within`: a CSS selector to check only that part (a dialog), else the whole page. */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated, not added as a script tag: the pages' CSP refuses inline scripts, and evaluation is not a page script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context?: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await (selector ? axe.run(selector) : axe.run())).violations;
  }, within);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
    );
}
