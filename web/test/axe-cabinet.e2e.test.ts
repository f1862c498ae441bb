// Every cabinet screen and its modals at 1440 px and 390 px: axe finds no serious or critical violation
// and nothing is cut off (the document never scrolls sideways). One browser, one signed-in page for the
// whole file, a demo clinic seeded once, so the sweep stays cheap.
import type { Browser, Page } from 'playwright-core';
import { seedDemoClinic } from '../../infra/local/seed-clinic';
import { seedDemoIntegrations } from '../../infra/local/seed-integrations';
import { launchBrowser } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations, WCAG_AA_TAGS } from './axe';
import { registerThroughApi, storeToken } from './browser-session';
import { clinicUrl, paintedFrames } from './clinic-support';
import { callAs, clinicIdOf, createConsultation } from './clinic-api';

const WIDTHS = [1440, 390] as const;

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  const token = await registerThroughApi();
  const runtime = testRuntime();
  await seedDemoClinic(runtime.appUrl, token);
  await seedDemoIntegrations(runtime.appUrl, token, { mailboxUrl: runtime.mailboxUrl, telegramFakeUrl: runtime.fakes?.telegram });
  await callAs(token, 'POST', '/api/quiz', { name: 'Имплантация под ключ' });
  await createConsultation(await clinicIdOf(token));
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await storeToken(page, clinicUrl, token);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** What is wrong with the page as it is now: axe's serious findings and a document wider than the window. */
async function problems(where: string, within?: string): Promise<string[]> {
  await paintedFrames(page);
  const found = (await seriousAxeViolations(page, within, WCAG_AA_TAGS)).map((line) => `${where}: ${line.slice(0, 400)}`);
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
  if (widths.document > widths.window) found.push(`${where}: the document is ${widths.document} px wide in a ${widths.window} px window`);
  return found;
}

/** Visits `path` at each width, checks the screen, then each modal `open` shows (closed again with Escape). */
async function sweep(path: string, heading: string, modals: Record<string, (page: Page) => Promise<void>> = {}): Promise<string[]> {
  const found: string[] = [];
  await page.goto(clinicUrl(path));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.locator('.loader, .skeleton').first().waitFor({ state: 'detached' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await problems(`${path} at ${width}`)));
    for (const [name, open] of Object.entries(modals)) {
      await open(page);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The page behind was checked already: only the dialog is new.
      found.push(...(await problems(`${path} ${name} at ${width}`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  return found;
}

const firstCard = (page: Page) => page.getByTestId('doctor-card').first();

describe('cabinet screens pass axe and fit 1440 and 390 px', () => {
  it("'Ваша клиника' with the delete-address question", async () => {
    const found = await sweep('/setting', 'Ваша клиника', {
      'delete address': (page) =>
        page
          .getByRole('button', { name: /^Удалить: / })
          .first()
          .click(),
    });
    expect(found).toEqual([]);
  });

  it("'Ваши врачи' with the add, schedule, delete and photo dialogs", async () => {
    const found = await sweep('/setting/doctors', 'Ваши врачи', {
      'add doctor': (page) => page.getByRole('button', { name: 'Добавить врача' }).first().click(),
      schedule: (page) => firstCard(page).locator('.chip-group', { hasText: 'Расписание' }).getByRole('button').click(),
      'delete doctor': (page) =>
        firstCard(page)
          .getByRole('button', { name: /^Удалить врача/ })
          .click(),
      'photo crop': async (page) => {
        await firstCard(page).getByRole('button', { name: /Фото/ }).click();
        await page
          .getByRole('dialog')
          .getByLabel('Выберите фото')
          .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await demoPhoto() });
        await page.getByRole('heading', { name: 'Кадрирование фото' }).waitFor();
      },
    });
    expect(found).toEqual([]);
  });

  it("'Ваши услуги'", async () => {
    expect(await sweep('/setting/services', 'Ваши услуги')).toEqual([]);
  });

  it("'Заявки' with a lead open", async () => {
    const found = await sweep('/setting/applocation', 'Заявки', {
      'lead detail': (page) => page.locator('.leads-table__row, .lead-card').first().click(),
    });
    expect(found).toEqual([]);
  });

  it("'Ваш аккаунт'", async () => {
    expect(await sweep('/user', 'Ваш аккаунт')).toEqual([]);
  });

  it("'Ваши интеграции' with the add and delete dialogs", async () => {
    const found = await sweep('/user/integration', 'Ваши интеграции', {
      'add integration': (page) => page.getByRole('button', { name: 'Подключить: Почта' }).click(),
      'delete integration': (page) =>
        page
          .getByRole('button', { name: /^Удалить интеграцию/ })
          .first()
          .click(),
    });
    expect(found).toEqual([]);
  });

  it("'Мои квизы'", async () => {
    expect(await sweep('/quiz', 'Мои квизы')).toEqual([]);
  });
});

async function demoPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#6a8fd8' } })
    .png()
    .toBuffer();
}

/**
 * Elements of `selector` cut off at the current width: no box, past the window's edge with no
 * scrolling frame to bring them in, or (text fields) holding more text than they show.
 */
async function cutOff(selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      // Headers kept for screen readers only (the table shown as cards) are not meant to be seen.
      if (element.closest('thead') && getComputedStyle(element.closest('thead')!).clip !== 'auto') return [];
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()} «${(element as HTMLInputElement).value ?? element.textContent ?? ''}»`.trim();
      if (box.width === 0 || box.height === 0) return [`${name} has no box`];
      const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (field && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1))
        return [`${name} shows only part of its text`];
      let frame = element.parentElement;
      while (frame && !(getComputedStyle(frame).overflowX.match(/auto|scroll/) && frame.scrollWidth > frame.clientWidth))
        frame = frame.parentElement;
      if (frame) return [];
      return box.left < 0 || box.right > window.innerWidth ? [`${name} is past the window's edge`] : [];
    }),
  );
}

describe('wide content fits 1280 and 390 px windows', () => {
  it('the applications columns, the integrations tabs and the doctors’ names', async () => {
    const found: string[] = [];
    const screens = [
      { path: '/setting/applocation', heading: 'Заявки', selector: '.leads-table th, .leads-table__row:first-child td' },
      { path: '/user/integration', heading: 'Ваши интеграции', selector: '[role="tab"]' },
      { path: '/setting/doctors', heading: 'Ваши врачи', selector: '.doctor-card__name-input, .doctor-card__name' },
    ];
    for (const { path, heading, selector } of screens) {
      await page.goto(clinicUrl(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator(selector).first().waitFor();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await paintedFrames(page);
        const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
        if (widths.document > widths.window) found.push(`${path} at ${width}: the document is ${widths.document} px wide`);
        found.push(...(await cutOff(selector)).map((problem) => `${path} at ${width}: ${problem}`));
      }
    }
    expect(found).toEqual([]);
  });
});
