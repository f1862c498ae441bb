// Support for the clinic cabinet's browser tests: a signed-in fresh clinic, API calls as that clinic,
// drag and drop by mouse, and screenshots for review.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { testRuntime } from '../../infra/local/testing/runtime';
import { AUTOSAVE_DELAY_MS } from '../src/cabinet/autosave/autosaver';
import { registerThroughApi, storeTokenWithoutPage, type BrowserSession } from './browser-session';

export { eventually } from '../../infra/local/testing/wait-for';

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '';

/** The app at the runtime's one origin (its PUBLIC_BASE_URL too): image upload tickets point there. */
export function clinicUrl(path: string): string {
  return new URL(path, testRuntime().appUrl).toString();
}

/** Registers a clinic, puts its token in the page (at clinicUrl) and answers a caller of its API. */
export async function signedInClinic(session: BrowserSession) {
  const token = await registerThroughApi();
  await storeTokenWithoutPage(session.page(), clinicUrl, token);
  return clinicApi(token);
}

/**
 * One clinic for a file's tests (registered in beforeAll, where a clinic per test proves nothing more):
 * `signIn()` puts its token in the test's page and answers a caller of its API.
 */
export function sharedClinic(session: BrowserSession) {
  let token = '';
  beforeAll(async () => {
    token = await registerThroughApi();
  });
  return {
    token: () => token,
    signIn: async () => {
      await storeTokenWithoutPage(session.page(), clinicUrl, token);
      return clinicApi(token);
    },
  };
}

export function clinicApi(token: string) {
  return async function call<T = unknown>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(`/api${path}`, testRuntime().appUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Drags a @dnd-kit handle onto another element with real mouse moves (the sensor needs several). */
export async function dragHandleTo(page: Page, handle: Locator, target: Locator, where: 'above' | 'below' = 'above'): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: an element is not visible');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = where === 'above' ? to.y + 4 : to.y + to.height - 4;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + (endY > startY ? 8 : -8), { steps: 4 });
  await page.mouse.move(startX, endY, { steps: 16 });
  // dnd-kit moves the items over the drop place on the next frames; drop once they are painted.
  await paintedFrames(page);
  await page.mouse.up();
}

/** Resolves after the page has painted `count` more frames (layout done after a resize or a drag). */
export async function paintedFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** Waits until the autosave mark says the last change is saved. */
export async function waitSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="save-indicator"][data-status="saved"]').waitFor();
}

/**
 * For an autosave without waiting out its delay: call before the edit, and the answer after it lets the delay
 * pass in page time (the page's clock installed before the screen loaded, `page.clock.install()`), then waits
 * for the save's answer and for `saved` (the 'saved' mark unless told). The delay itself is autosaver.test.ts's
 * and integrations.e2e's subject.
 */
export function autosaveAhead(page: Page, saved?: Locator): () => Promise<void> {
  // Listened for before the edit: the save is this edit's, whenever it goes.
  const answered = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/api/'),
  );
  // A failed edit is reported as itself, not as this wait's later timeout.
  answered.catch(() => undefined);
  return async () => {
    await page.clock.fastForward(AUTOSAVE_DELAY_MS);
    await answered;
    await (saved ?? page.locator('[data-testid="save-indicator"][data-status="saved"]')).waitFor();
  };
}

/** Makes an edit and saves it without waiting out the autosave delay (autosaveAhead). */
export async function editAndSave(page: Page, edit: () => Promise<void>, saved?: Locator): Promise<void> {
  const saveNow = autosaveAhead(page, saved);
  await edit();
  await saveNow();
}

/** Desktop and 375 px screenshots into E2E_SCREENSHOT_DIR, when it is set (for a person to look at). */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await paintedFrames(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
