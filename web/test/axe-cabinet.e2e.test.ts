// Every screen a person meets, at 1440×900 and 390×844: the public pages (landing, sign-in, sign-up,
// policy, the 404 page, the question-order demo /test, the booking widget's steps, both demo quizzes, the /seagull configurator) and
// every cabinet screen with its modals, each tab of the quiz builder and each kind of 'Подключить'
// dialog. On each: axe finds no serious or critical violation (WCAG 2.2 AA rules), nothing is cut off
// (web/test/cut-off.ts); with SCREENSHOTS set (`npm run screenshots`) a screenshot of each goes to
// .local/screenshots/<width>/<screen>.jpeg (git-ignored) for a person to look at. One browser and one page for the whole file (each screen is opened once, a cabinet screen by its menu link, and the
// window resized), one clinic seeded once, so the sweep stays cheap.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { seedDemoClinic } from '../../infra/local/seed-clinic';
import { seedDemoIntegrations } from '../../infra/local/seed-integrations';
import { demoQuizzes } from '../../infra/local/seed-quizzes';
import { launchBrowser } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations, WCAG_AA_TAGS } from './axe';
import { registerThroughApi, storeTokenWithoutPage, TEST_CONTEXT } from './browser-session';
import { clinicUrl, paintedFrames } from './clinic-support';
import { callAs, clinicIdOf, createConsultation } from './clinic-api';
import { cutOffContent } from './cut-off';
import { holdRequests } from './hold-requests';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCREENSHOTS = fileURLToPath(new URL('../../.local/screenshots/', import.meta.url));
const QUIZ_NAME = 'Имплантация под ключ';
const [CALCULATOR, QUESTIONNAIRE] = demoQuizzes as [(typeof demoQuizzes)[0], (typeof demoQuizzes)[0]];

let browser: Browser;
let page: Page;
let token = '';
let clinicId = '';
let quizId = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  token = await registerThroughApi();
  const runtime = testRuntime();
  await seedDemoClinic(runtime.appUrl, token);
  await seedDemoIntegrations(runtime.appUrl, token, { mailboxUrl: runtime.mailboxUrl, telegramFakeUrl: runtime.fakes?.telegram });
  // The demo calculator (every builder tab has content) with its A/B test on, so the 'A/B тест' tab shows.
  ({ _id: quizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    ...CALCULATOR,
    name: QUIZ_NAME,
    customUrl: '',
    ABTestBool: true,
    ABTestObj: { header: 'Запишитесь на бесплатную консультацию', questions: CALCULATOR.questions },
  }));
  clinicId = await clinicIdOf(token);
  await createConsultation(clinicId);
  browser = await launchBrowser();
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport: SIZES[0] });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** What is wrong with the page as it is now (axe's serious findings, cut-off content); its screenshot saved as `shot` when asked for. */
async function problems(shot: string, within?: string): Promise<string[]> {
  await paintedFrames(page);
  const { width } = page.viewportSize()!;
  const found = [...(await seriousAxeViolations(page, within, WCAG_AA_TAGS)), ...(await cutOffContent(page, within))];
  if (process.env.SCREENSHOTS) {
    mkdirSync(`${SCREENSHOTS}${width}`, { recursive: true });
    // From the top, so a sticky header is drawn where it belongs rather than where the page was scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    // A dialog is drawn over the window: the window is enough, a screen is shot whole.
    await page.screenshot({ path: `${SCREENSHOTS}${width}/${shot}.jpeg`, fullPage: !within, quality: 80 });
  }
  return found.map((line) => `${shot} at ${width}: ${line.slice(0, 400)}`);
}

type Step = (page: Page) => Promise<void>;

/**
 * Opens a screen once (`open` leaves it ready), then at each size checks it and each modal `modals`
 * opens (checked within the dialog, closed again with Escape). Screenshots: `<shot>` and `<shot>--<modal>`.
 */
async function sweep(shot: string, open: Step, modals: Record<string, Step> = {}): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize(SIZES[0]);
  await open(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    found.push(...(await problems(shot)));
    for (const [name, openModal] of Object.entries(modals)) {
      await openModal(page);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The page behind was checked already: only the dialog is new.
      found.push(...(await problems(`${shot}--${name}`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  return found;
}

/** Opens a page of the app and waits for its heading (level 1 unless told) and for the cabinet's loaders to go. */
const visit =
  (path: string, heading: string | RegExp, level = 1): Step =>
  async (page) => {
    await page.goto(clinicUrl(path));
    await page.getByRole('heading', { name: heading, level }).first().waitFor();
    await page.locator('.loader, .skeleton').first().waitFor({ state: 'detached' });
  };

/** Goes to a cabinet screen by its menu link (no reload: the app and axe stay loaded), as `visit` waits for it. */
const viaMenu =
  (link: string, heading: string): Step =>
  async (page) => {
    await page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    await page.locator('.loader, .skeleton').first().waitFor({ state: 'detached' });
  };

const then =
  (...steps: Step[]): Step =>
  async (page) => {
    for (const step of steps) await step(page);
  };

describe('public pages pass axe and show everything at 1440 and 390 px', () => {
  it("the landing, sign-in, sign-up, the account letters', policy, 404 and question-order demo pages", async () => {
    const found = [
      ...(await sweep('landing', visit('/', /./))),
      ...(await sweep('authorization', visit('/authorization', 'Вход'))),
      ...(await sweep('registration', visit('/registration', /Регистрация/))),
      ...(await sweep('password-forgot', visit('/password/forgot', 'Восстановление пароля'))),
      // A letter's page opened without its code says so.
      ...(await sweep('password-reset', visit('/password/reset', 'Задайте новый пароль'))),
      ...(await sweep('sign-in-link', visit('/authorization/link', 'Вход по ссылке из письма'))),
      ...(await sweep('login-email', visit('/email/change', 'Новый email для входа'))),
      ...(await sweep('policy', visit('/policy', /./))),
      ...(await sweep('not-found', visit('/no-such-page', /./))),
      ...(await sweep('shuffle-demo', visit('/test', /./))),
    ];
    expect(found).toEqual([]);
  });

  it("the booking widget's steps", async () => {
    const widget = visit(`/widget?id=${encodeURIComponent(clinicId)}`, 'Выберите врача или услугу', 2);
    // Each step goes on from the one before, without loading the page again.
    const doctors: Step = (page) => page.getByRole('tab', { name: 'ВРАЧИ' }).click();
    const calendar: Step = async (page) => {
      await page.getByRole('tab', { name: 'УСЛУГИ' }).click();
      await page.getByRole('button', { name: /Лечение кариеса/ }).click();
      await page.getByRole('heading', { name: 'Выберите врача', exact: true }).waitFor();
      await page
        .getByRole('button', { name: /Андреева|Борисов|Волкова|Григорьев|Дмитриева/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    };
    const found = [
      ...(await sweep('widget-services', widget)),
      ...(await sweep('widget-doctors', doctors)),
      ...(await sweep('widget-calendar', calendar)),
    ];
    expect(found).toEqual([]);
  });

  it('both demo quizzes, their start and first question', async () => {
    const found: string[] = [];
    for (const [shot, quiz] of [
      ['quiz-calculator', CALCULATOR],
      ['quiz-questionnaire', QUESTIONNAIRE],
    ] as const) {
      found.push(...(await sweep(`${shot}-start`, visit(`/quiz/${quiz.customUrl}`, quiz.header!))));
      const firstQuestion: Step = async (page) => {
        await page.getByRole('button', { name: quiz.nextButton ?? 'Начать' }).click();
        await page.getByRole('heading', { name: quiz.questions![0]!.question, level: 1 }).waitFor();
      };
      found.push(...(await sweep(`${shot}-question`, firstQuestion)));
    }
    expect(found).toEqual([]);
  });

  it('the /seagull configurator', async () => {
    const seagull = then(visit('/seagull', 'Конфигуратор стоимости'), (page) => page.locator('.sg[data-live]').waitFor());
    expect(await sweep('seagull', seagull)).toEqual([]);
  });
});

const firstCard = (page: Page) => page.getByTestId('doctor-card').first();

describe('cabinet screens pass axe and show everything at 1440 and 390 px', () => {
  beforeAll(async () => {
    await storeTokenWithoutPage(page, clinicUrl, token);
  });

  it("'Ваша клиника' with the delete-address question", async () => {
    const found = await sweep('clinic', visit('/setting', 'Ваша клиника'), {
      'delete-address': (page) =>
        page
          .getByRole('button', { name: /^Удалить: / })
          .first()
          .click(),
    });
    expect(found).toEqual([]);
  });

  it("'Ваши врачи' with the add, schedule, delete and photo dialogs", async () => {
    const found = await sweep('doctors', viaMenu('Врачи', 'Ваши врачи'), {
      'add-doctor': (page) => page.getByRole('button', { name: 'Добавить врача' }).first().click(),
      schedule: (page) => firstCard(page).locator('.chip-group', { hasText: 'Расписание' }).getByRole('button').click(),
      'delete-doctor': (page) =>
        firstCard(page)
          .getByRole('button', { name: /^Удалить врача/ })
          .click(),
      'photo-crop': async (page) => {
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

  it('the cabinet header while the clinic is still loading', async () => {
    // The clinic's answer held: the header shows its loading mark in place of the name.
    const release = await holdRequests(page, (request) => new URL(request.url()).pathname === '/api/clinic');
    const found: string[] = [];
    try {
      await page.goto(clinicUrl('/user'));
      await page.locator('.cabinet-header .skeleton').waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        found.push(...(await problems('header-loading', '.cabinet-header')));
      }
    } finally {
      release();
      // Unrouted only once the held answer is through (a held route unrouted is handled already).
      await page.getByTestId('clinic-name').waitFor();
      await page.unroute('**/*');
    }
    expect(found).toEqual([]);
  });

  it("'Ваши услуги'", async () => {
    expect(await sweep('services', viaMenu('Услуги', 'Ваши услуги'))).toEqual([]);
  });

  it("'Заявки' with a lead open", async () => {
    const found = await sweep('applications', viaMenu('Заявки', 'Заявки'), {
      'lead-detail': (page) => page.locator('.leads-table__row, .lead-card').first().click(),
    });
    expect(found).toEqual([]);
  });

  it("'Журнал' (issue 26 §1)", async () => {
    expect(await sweep('journal', viaMenu('Журнал', 'Журнал'))).toEqual([]);
  });

  it("'Ваш аккаунт'", async () => {
    expect(await sweep('account', viaMenu('Аккаунт', 'Ваш аккаунт'))).toEqual([]);
  });

  it("'Ваши интеграции' with the delete dialog and each kind of 'Подключить' dialog", async () => {
    // The plain form (one field; several; IDENT's generated key), Telegram's code, amoCRM's and Google's
    // consent; the other kinds open the plain form with other fields.
    const kinds = {
      email: 'Почта',
      dentalpro: 'DentalPRO',
      ident: 'IDENT',
      telegram: 'Telegram',
      amocrm: 'amoCRM',
      google: 'Google Таблицы',
    };
    const connect = Object.fromEntries(
      Object.entries(kinds).map(([shot, kind]) => [
        `connect-${shot}`,
        async (page: Page) => {
          await page.getByRole('button', { name: `Подключить: ${kind}`, exact: true }).click();
          // IDENT's key comes from the server: swept once it is shown.
          if (shot === 'ident') await page.getByRole('dialog', { name: 'IDENT' }).getByRole('button', { name: 'Скопировать' }).waitFor();
        },
      ]),
    );
    const found = await sweep('integrations', viaMenu('Интеграции', 'Ваши интеграции'), {
      'delete-integration': (page) =>
        page
          .getByRole('button', { name: /^Удалить интеграцию/ })
          .first()
          .click(),
      ...connect,
    });
    expect(found).toEqual([]);
  });

  it("'Мои квизы' with the delete question", async () => {
    const found = await sweep('quizzes', viaMenu('Мои квизы', 'Мои квизы'), {
      'delete-quiz': (page) => page.getByRole('button', { name: `Удалить квиз «${QUIZ_NAME}»` }).click(),
    });
    expect(found).toEqual([]);
  });

  it('each tab of the quiz builder', async () => {
    const found: string[] = [];
    await visit(`/quiz/setting/${encodeURIComponent(quizId)}/landingPage`, QUIZ_NAME)(page);
    // Tab by tab, as a person goes through them (the page is loaded once).
    for (const [shot, title] of [
      ['landing', 'Посадочная страница'],
      ['questions', 'Вопросы'],
      ['ab-test', 'A/B тест'],
      ['configuration', 'Настройки'],
      ['analytics', 'Аналитика'],
    ] as const) {
      const tab: Step = async (page) => {
        const link = page.getByRole('navigation', { name: 'Разделы квиза' }).getByRole('link', { name: title, exact: true });
        await link.click();
        await page.locator('.cabinet-tabs__tab.active', { hasText: title }).waitFor();
        await page.getByText('Загружаем аналитику…').waitFor({ state: 'detached' });
        await page.locator('.loader, .skeleton').first().waitFor({ state: 'detached' });
      };
      found.push(...(await sweep(`quiz-builder-${shot}`, tab)));
    }
    expect(found).toEqual([]);
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
