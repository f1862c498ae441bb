// Browser-test support for quizzes: the builder's selects and cards from the keyboard, and a visitor who
// answers the public quiz on a phone of their own, counted by the page's beacon before the browser closes.
import type { Page } from 'playwright-core';
import { waitFor } from '../../infra/local/testing/wait-for';
import type { QuizAnalytics } from '../../shared/schemas/quiz-analytics';
import type { BrowserSession } from './browser-session';
import { callAs } from './clinic-api';

export const PHONE = { width: 390, height: 844 };

export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

export const quizAnalytics = (token: string, quizId: string) =>
  callAs<QuizAnalytics>(token, 'GET', `/api/quiz/analytics?id=${encodeURIComponent(quizId)}`);

/**
 * Picks the option of a select from the keyboard: focus, then arrows until it shows `label`. The options may
 * come from a request still under way (the clinic's services, the analytics' sources): first the option.
 */
export async function chooseByKeyboard(page: Page, selectLabel: string, label: string) {
  const select = page.getByLabel(selectLabel, { exact: true });
  const labels = await waitFor(`«${selectLabel}» to offer «${label}»`, async () => {
    const offered = await select.locator('option').allTextContents();
    return offered.includes(label) && offered;
  });
  await select.focus();
  const from = labels.indexOf(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? ''));
  const to = labels.indexOf(label);
  for (let step = from; step !== to; step += to > from ? 1 : -1) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await waitFor(`«${selectLabel}» shows «${label}»`, () =>
    select.evaluate((element: HTMLSelectElement, wanted) => element.selectedOptions[0]?.text === wanted, label),
  );
}

/** Opens a question's card by its toggle, from the keyboard. */
export async function openCard(page: Page, title: RegExp) {
  await page.getByRole('button', { name: title }).focus();
  await page.keyboard.press('Enter');
}

/** A visitor on a phone of their own; leaving the page sends its beacon, and the browser stays until it is counted. */
export async function phoneVisit(
  session: BrowserSession,
  /**
   * `query`: more of the address, e.g. a hidden field's parameter ('gclid=…'); `lessMotion`: the visitor's
   * setting for less motion, so the questions' entry animations are not waited out at each step.
   */
  visit: { token: string; quizId: string; utmSource: string; query?: string; lessMotion?: boolean },
  act: (page: Page) => Promise<void>,
  counted: (analytics: QuizAnalytics) => boolean,
) {
  const browser = session.page().context().browser()!;
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    hasTouch: true,
    ...(visit.lessMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  try {
    const page = await context.newPage();
    await page.goto(
      session.appUrl(
        `/quiz/${encodeURIComponent(visit.quizId)}?utm_source=${visit.utmSource}&utm_medium=cpc${visit.query ? `&${visit.query}` : ''}`,
      ),
    );
    await page.locator('html[data-quiz-live]').waitFor({ state: 'attached' });
    await act(page);
    await page.goto('about:blank');
    await waitFor(`the ${visit.utmSource} visit counted`, async () => counted(await quizAnalytics(visit.token, visit.quizId)));
  } finally {
    await context.close();
  }
}

/** Аналитика's table of one question: per answer, its cells as shown. */
export async function answerRows(page: Page, question: string): Promise<Array<Array<string | null>>> {
  const table = page.getByRole('table', { name: question });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
}

/** Аналитика filtered to one utm_source from the keyboard, once it shows these totals. */
export async function sourceShows(page: Page, source: string, totals: { visitors: number; conversion: string }) {
  await chooseByKeyboard(page, 'Источник (utm_source)', source);
  await page
    .getByTestId('analytics-visitors')
    .filter({ hasText: new RegExp(`^${totals.visitors}$`) })
    .waitFor();
  await page
    .getByTestId('analytics-conversion')
    .filter({ hasText: new RegExp(`^${totals.conversion}$`) })
    .waitFor();
}

/** A step's cells in Аналитика's funnel table. */
export const funnelRow = (page: Page, step: string) =>
  page.locator('.funnel__table tbody tr').filter({ hasText: step }).locator('td').allTextContents();
