// Issue 25 §4: the public quiz paints before React. The quiz page function renders the start screen into
// the page, so with scripts off the demo quizzes already show their headline and start button at 1440 and
// 390 px; with scripts on, React hydrates that page, and a 'Начать' pressed before it listened still
// starts the quiz. A quiz with A/B on shows each visitor the variant the one rule chose, before React too.
// The page is the plain 404 page for a ref that names no quiz, and no text (the quiz's, the path's)
// reaches the page as markup.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { demoAccount } from '../../infra/local/seed';
import { demoQuizzes } from '../../infra/local/seed-quizzes';
import { launchBrowser } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { startTexts } from '../quiz/StartPage';
import { callAs } from './clinic-api';
import { holdRequests } from './hold-requests';

const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** A phone as CloudFront tells it (CloudFront-Is-Mobile-Viewer; locally the user agent). */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
const HOSTILE = '</script><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">';

let browser: Browser;
let token = '';
let abQuizId = '';
let hostileQuizId = '';

const appUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await callAs<{ token: string }>(null, 'POST', '/api/user/authorization', {
    email: demoAccount.email,
    password: demoAccount.password,
  }));
  const calculator = demoQuizzes[0]!;
  ({ _id: abQuizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    ...calculator,
    name: 'A/B до React',
    customUrl: '',
    ABTestBool: true,
    ABTestObj: { header: 'Вариант Б: узнайте цену за минуту', questions: calculator.questions },
  }));
  ({ _id: hostileQuizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    ...calculator,
    name: `Квиз ${HOSTILE}`,
    nameHeaderSite: `Заголовок ${HOSTILE}`,
    header: `Начало ${HOSTILE}`,
    customUrl: '',
  }));
});

afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', ...options });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return await use(page);
  } finally {
    await context.close();
  }
}

/** Holds the chunk that hydrates the page until `release` is called: what shows meanwhile is the page before React. */
const holdHydration = (page: Page) => holdRequests(page, (request) => /\/assets\/hydrate-[^/]+\.js$/.test(request.url()));

/** Within the window and the topmost element at its centre (nothing covers it). */
const shownAndUncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.width > 0 &&
      box.height > 0 &&
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && (top === element || element.contains(top));
  });

describe.each(demoQuizzes.map((quiz) => [quiz.customUrl!, quiz] as const))('the demo quiz /quiz/%s', (ref, quiz) => {
  const buttonText = quiz.nextButton || 'Рассчитать';

  it.each([
    ['1440 px', DESKTOP, false],
    ['390 px on a phone', PHONE, true],
  ] as const)('shows its headline and start button with scripts off, at %s', async (_, options, mobile) => {
    const { header } = startTexts(
      {
        header: quiz.header,
        paragraf: quiz.paragraf,
        mobileVersionQuiz: { header: quiz.mobileVersionQuiz?.header, paragraf: quiz.mobileVersionQuiz?.paragraf },
      },
      quiz.name,
      mobile,
    );
    await withPage({ ...options, javaScriptEnabled: false }, async (page) => {
      const response = await page.goto(appUrl(`/quiz/${ref}`));
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe(quiz.nameHeaderSite || quiz.name);
      const heading = page.getByRole('heading', { level: 1, name: header, exact: true });
      const start = page.getByRole('button', { name: buttonText, exact: true });
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(start.isVisible()).resolves.toBe(true);
      await start.scrollIntoViewIfNeeded();
      expect(await shownAndUncovered(page, '.qz-start .qz-button')).toBe(true);
      expect(await page.locator('.qz-mobile').count()).toBe(mobile ? 1 : 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });

  it.each([
    ['1440 px', DESKTOP],
    ['390 px on a phone', PHONE],
  ] as const)('starts on a press made before React listened, at %s', async (_, options) => {
    await withPage(options, async (page) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const release = await holdHydration(page);
      await page.goto(appUrl(`/quiz/${ref}`));
      await page.getByRole('button', { name: buttonText, exact: true }).click();
      release();
      await page.getByRole('heading', { level: 1, name: quiz.questions![0]!.question, exact: true }).waitFor();
      // Hydration matched what the function rendered: React reports a mismatch as a console error.
      expect(errors).toEqual([]);
    });
  });
});

describe('a quiz with A/B on', () => {
  const mainHeader = demoQuizzes[0]!.header!;
  const variantHeader = 'Вариант Б: узнайте цену за минуту';
  const key = () => `dentlead-quiz-variant:${abQuizId}`;

  it.each([
    ['abTest', variantHeader, mainHeader],
    ['quiz', mainHeader, variantHeader],
  ])('shows a visitor kept on %s that variant before React, and keeps it live', async (kept, shown, hidden) => {
    await withPage(DESKTOP, async (page) => {
      await page.addInitScript(([name, value]) => localStorage.setItem(name!, value!), [key(), kept]);
      const release = await holdHydration(page);
      await page.goto(appUrl(`/quiz/${abQuizId}`));
      await page.getByRole('heading', { level: 1, name: shown, exact: true }).waitFor();
      await expect(page.getByRole('heading', { level: 1, name: hidden, exact: true }).isVisible()).resolves.toBe(false);
      release();
      await page.waitForFunction(() => document.querySelectorAll('#quiz, #quiz-ab').length === 1);
      await page.getByRole('button', { name: 'Начать', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: demoQuizzes[0]!.questions![0]!.question, exact: true }).waitFor();
    });
  });

  it('chooses a new visitor a variant by the one rule, keeps it, and shows that one', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(appUrl(`/quiz/${abQuizId}`));
      const chosen = await page.evaluate((name) => localStorage.getItem(name), key());
      expect(['quiz', 'abTest']).toContain(chosen);
      await page.getByRole('heading', { level: 1, name: chosen === 'abTest' ? variantHeader : mainHeader, exact: true }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: chosen === 'abTest' ? variantHeader : mainHeader, exact: true }).waitFor();
    });
  });

  it('shows the quiz itself with scripts off', async () => {
    await withPage({ ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(appUrl(`/quiz/${abQuizId}`));
      await expect(page.getByRole('heading', { level: 1, name: mainHeader, exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: variantHeader, exact: true }).isVisible()).resolves.toBe(false);
    });
  });
});

describe('what the page makes of hostile text', () => {
  it("shows the quiz's own text as text, runs none of it, and hydrates", async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(appUrl(`/quiz/${hostileQuizId}`));
      await page.getByRole('heading', { level: 1, name: `Начало ${HOSTILE}`, exact: true }).waitFor();
      await expect(page.title()).resolves.toBe(`Заголовок ${HOSTILE}`);
      await page.getByRole('button', { name: 'Начать', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: demoQuizzes[0]!.questions![0]!.question, exact: true }).waitFor();
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    });
  });

  it.each([
    ['no such quiz', 'nope-no-such-quiz'],
    ['a path of two segments', 'a/b'],
    ['markup', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
    ['a ref longer than any', 'x'.repeat(500)],
  ])('answers a ref of %s with the plain 404 page, nothing of the path in it', async (_, ref) => {
    const response = await fetch(appUrl(`/quiz/${ref}`));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Такой страницы на сайте ДентЛид нет');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('nope-no-such-quiz');
  });
});
