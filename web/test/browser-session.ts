// Browser test support: one Chromium per test file, a fresh context (empty storage) per test.
// Contexts ask for reduced motion (TEST_CONTEXT): a loader's or skeleton's endless animation otherwise has
// Chromium draw the whole window at 60 frames a second while a page loads (three cabinet loads traced:
// 107 frames drawn and 1.08 CPU-s without it, 27 frames and 0.87 CPU-s with it, 2026-11-28). A test whose
// subject is motion asks for it (useBrowserSession's `motion`: the quiz's step animations in quiz.e2e and quiz-demo).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndConfirm } from '../../infra/local/sign-up';
import { launchBrowser } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';

export interface BrowserSession {
  page: () => Page;
  /** For tests that raise errors in the page on purpose. */
  allowPageErrors: () => void;
  appUrl: (path: string) => string;
}

/** What every test context shares: Russian, Moscow time, reduced motion (see the top of this file). */
export const TEST_CONTEXT = { locale: 'ru-RU', timezoneId: 'Europe/Moscow', reducedMotion: 'reduce' } as const;

/**
 * Registers jest hooks: the browser for the file, a new context and page for each test. `motion`: the
 * animations as a patient sees them by default, for a file whose walks check them.
 */
export function useBrowserSession(viewport = { width: 1280, height: 860 }, { motion = false } = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const failures: string[] = [];
  let failuresAllowed = false;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser!.newContext({ ...TEST_CONTEXT, viewport, ...(motion ? { reducedMotion: 'no-preference' as const } : {}) });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    failures.length = 0;
    failuresAllowed = false;
    page.on('pageerror', (error) => failures.push(error.message));
  });

  afterEach(async () => {
    await context?.close();
    // An uncaught error in the page fails the test even when the screen looked right.
    if (!failuresAllowed) expect(failures).toEqual([]);
  });

  return {
    page: () => page!,
    allowPageErrors: () => {
      failuresAllowed = true;
    },
    appUrl: (path) => new URL(path, testRuntime().appUrl).toString(),
  };
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@test.dentlead.ru`;
}

/** Signs a new clinic up through the API (confirmed through its letter) and returns its token (for tests that start signed in). */
export async function registerThroughApi(email = uniqueEmail('e2e-api')): Promise<string> {
  const { appUrl, mailboxUrl } = testRuntime();
  return signUpAndConfirm(appUrl, mailboxUrl, {
    name: 'Клиника API',
    email,
    phone: '+7 999 765-43-21',
    password: 'secret-pass-1',
    proofPassword: 'secret-pass-1',
  });
}

/** Puts a token where the app keeps it, from a public page, before opening a cabinet page. */
export async function storeToken(page: Page, appUrl: (path: string) => string, token: string): Promise<void> {
  await page.goto(appUrl('/policy'));
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/**
 * As storeToken, without loading a page of the app: an empty document served at the app's origin takes
 * the token (for tests whose subject is not how one signs in; a page of the app costs its scripts' load).
 */
export async function storeTokenWithoutPage(page: Page, appUrl: (path: string) => string, token: string): Promise<void> {
  const blank = appUrl('/__test-token-store');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>token</title>' }));
  await page.goto(blank);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.unroute(blank);
}

/** Registers jest hooks: each test fails if the page logged a console error (other than a failed resource load). */
export function expectNoConsoleErrors(session: BrowserSession): void {
  let consoleErrors: string[] = [];
  beforeEach(() => {
    consoleErrors = [];
    session.page().on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
    });
  });
  afterEach(() => expect(consoleErrors).toEqual([]));
}
