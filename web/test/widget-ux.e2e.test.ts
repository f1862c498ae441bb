// Issue 10, the booking widget: nobody is left guessing. On a clinic's own site (the loader on another
// origin): a refused request says why at its field, the success screen says where and to whom, a new
// patient starts clean with fresh slots, the dialog keeps the focus and closes on Back, the phone caret
// stays put, the loader pasted twice is one widget, errors are reported (at 1440 px: the same code at
// both widths); the calendar and lists read well, Back closes the dialog, and axe finds nothing serious
// on any step or public page at 1440 AND 390 px (a phone-sized mobile page for the latter).
import { chromium, type Browser, type BrowserContext, type Frame, type FrameLocator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { eventually } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { createWidgetClinic, pickFirstSlot, startClinicSite, WIDE_CLINIC, type ClinicSite, type WidgetClinic } from './widget-site';
import { TEST_CONTEXT } from './browser-session';

const OFFLINE = 'Нет связи с интернетом';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  { name: '1440', viewport: DESKTOP },
  { name: '390', viewport: PHONE },
];

let browser: Browser;
let clinic: WidgetClinic;
let site: ClinicSite;
let twiceSite: ClinicSite;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: CHROMIUM_ARGS });
  clinic = await createWidgetClinic(testRuntime().appUrl, testRuntime().mailboxUrl, true);
  site = await startClinicSite(testRuntime().appUrl, clinic.clinicKey);
  twiceSite = await startClinicSite(testRuntime().appUrl, clinic.clinicKey, 2);
});

afterAll(async () => {
  await site?.close();
  await twiceSite?.close();
  await browser?.close();
});

// Each test opens the pages it needs, each in a fresh context (a phone width is a mobile device);
// they are closed after it, and an uncaught error in any of them fails the test.
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let errorsExpected = false;

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport, isMobile: viewport.width < 500 });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(`${viewport.width} px: ${error.message}`));
  return page;
}

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  if (!errorsExpected) expect(pageErrors).toEqual([]);
  pageErrors.length = 0;
  errorsExpected = false;
});

const widgetFrame = (page: Page): Frame => page.frames().find((frame) => frame.url().includes('/widget?'))!;
const widgetPageUrl = () => `${testRuntime().appUrl}/widget?id=${encodeURIComponent(clinic.clinicKey)}`;

async function openWidget(page: Page, url = site.url): Promise<FrameLocator> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Онлайн запись' }).click();
  const widget = page.frameLocator('iframe[title="Онлайн запись"]');
  await widget.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  return widget;
}

/** ВРАЧИ → the doctor (or 'Любой специалист') → the service → the first slot; answers the slot's label. */
async function toContacts(widget: FrameLocator, doctor: RegExp, service: RegExp): Promise<string> {
  await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
  await widget.getByRole('button', { name: doctor }).click();
  await widget.getByRole('button', { name: service }).first().click();
  return pickFirstSlot(widget);
}

/** The message shown at a field or over the button (the live region repeats it, unseen). */
const shownError = (widget: FrameLocator | Page, text: string) => widget.locator('.w-field-error, .w-send-error', { hasText: text });
const focusedLabel = (page: Page) => widgetFrame(page).evaluate(() => document.activeElement?.getAttribute('aria-label'));
const focusedId = (page: Page) => widgetFrame(page).evaluate(() => document.activeElement?.id);
const announced = (page: Page) => widgetFrame(page).evaluate(() => document.querySelector('[aria-live]')?.textContent ?? '');

describe('booking widget UX, at 1440 px (the behaviour is the same code at both widths)', () => {
  it('keeps the phone caret put; a refused request says why at its field, keeps the focus there, announces it; the server’s reason and a lost network too', async () => {
    const page = await openPage(DESKTOP);
    const context = page.context();
    const widget = await openWidget(page);
    await toContacts(widget, /Иванова Анна/, /Лечение кариеса/);
    const tickets: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/ticket') && tickets.push(request.method()));

    // The phone caret stays where it was when a digit is typed in the middle.
    const phone = widget.getByLabel('Телефон');
    await phone.pressSequentially('999123');
    await expect(phone.inputValue()).resolves.toBe('+7 999 123');
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(8, 8));
    await page.keyboard.type('5');
    await expect(phone.inputValue()).resolves.toBe('+7 999 152-3');
    await expect(phone.evaluate((input: HTMLInputElement) => input.selectionStart)).resolves.toBe(9);
    await phone.fill('');

    // The name stops at the server's 200 characters.
    await widget.getByLabel('ФИО').fill('Я'.repeat(250));
    await expect(widget.getByLabel('ФИО').inputValue()).resolves.toHaveLength(200);
    await widget.getByLabel('ФИО').fill('Смирнова Мария');

    // No phone: said at the phone.
    await widget.getByRole('button', { name: 'Записаться' }).click();
    await shownError(widget, 'Введите номер телефона').waitFor();
    await expect(focusedId(page)).resolves.toBe('w-ClientPhone');
    await expect(widget.getByLabel('Телефон').getAttribute('aria-invalid')).resolves.toBe('true');

    // More than 20 digits cannot be typed; 20 are still not a phone.
    await widget.getByLabel('Телефон').fill('1'.repeat(25));
    await expect(widget.getByLabel('Телефон').inputValue()).resolves.toHaveLength(20);
    await widget.getByRole('button', { name: 'Записаться' }).click();
    await expect(focusedId(page)).resolves.toBe('w-ClientPhone');
    await widget.getByLabel('Телефон').fill('');
    await widget.getByLabel('Телефон').pressSequentially('9991234567');

    // An impossible date in the right format is told so, not to mind the format (issue 22 §3).
    for (const [date, message] of [
      ['31021990', 'Такой даты нет: проверьте день и месяц'],
      ['0102', 'Дата рождения в формате дд.мм.гггг'],
    ] as const) {
      await widget.getByLabel('Дата рождения').fill('');
      await widget.getByLabel('Дата рождения').pressSequentially(date);
      await widget.getByRole('button', { name: 'Записаться' }).click();
      await shownError(widget, message).waitFor();
      await expect(focusedId(page)).resolves.toBe('w-birthdate');
      await expect(widget.getByLabel('Дата рождения').getAttribute('aria-invalid')).resolves.toBe('true');
      await eventually(
        () => announced(page),
        (text) => text === message,
      );
    }
    expect(tickets).toEqual([]);
    await widget.getByLabel('Дата рождения').fill('01.03.1990');

    // The server's own refusal, with its reason at the field it names, and over the button otherwise.
    await context.route('**/api/ticket', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION',
            message: 'ФИО: недопустимые символы',
            fields: { ClientFullName: 'ФИО: недопустимые символы' },
            messages: [],
          },
        }),
      }),
    );
    await widget.getByRole('button', { name: 'Записаться' }).click();
    await shownError(widget, 'ФИО: недопустимые символы').waitFor();
    await expect(focusedId(page)).resolves.toBe('w-ClientFullName');
    await context.unroute('**/api/ticket');
    await context.route('**/api/ticket', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'CLINIC_NOT_FOUND', message: 'Клиника не найдена: проверьте код виджета', messages: [] } }),
      }),
    );
    await widget.getByRole('button', { name: 'Записаться' }).click();
    await shownError(widget, 'Клиника не найдена: проверьте код виджета').waitFor();
    await context.unroute('**/api/ticket');

    // No network: said so (whether the request arrived is unknown), and the draft stays for the next try.
    await context.setOffline(true);
    await widget.getByRole('button', { name: 'Записаться' }).click();
    await shownError(widget, OFFLINE).waitFor();
    await expect(widget.getByLabel('ФИО').inputValue()).resolves.toBe('Смирнова Мария');
    await expect(widget.getByLabel('Телефон').inputValue()).resolves.toBe('+7 999 123-45-67');
    await context.setOffline(false);
    // Its outcome is unknown to the widget: the next press checks it (widget-send-failure.e2e.test.ts).
    await widget.getByRole('button', { name: 'Проверить и отправить' }).click();
    await widget.getByRole('heading', { name: 'Заявка отправлена' }).waitFor();
  });

  it('the success screen names the doctor the server chose and the address; every new start is clean, with the booked slot gone', async () => {
    const page = await openPage(DESKTOP);
    const widget = await openWidget(page);
    const booked = await toContacts(widget, /Любой специалист/, /Удаление зуба/);
    await widget.getByLabel('ФИО').fill('Прежний Пациент');
    await widget.getByLabel('Телефон').pressSequentially('9991234567');
    await widget.getByLabel('Дата рождения').pressSequentially('01031990');
    await widget.getByLabel('Комментарий').fill('Личное');
    await widget.getByRole('button', { name: 'Записаться' }).click();
    const ticket = widget.locator('.w-ticket');
    await ticket.waitFor();
    await expect(ticket.locator('dt:has-text("Врач") + dd').textContent()).resolves.toBe('Петров Олег Викторович');
    await expect(ticket.locator('dt:has-text("Адрес") + dd').textContent()).resolves.toBe(WIDE_CLINIC.surgeonAddress);

    const expectEmpty = async () => {
      for (const label of ['ФИО', 'Телефон', 'Дата рождения', 'Комментарий'])
        await expect(widget.getByLabel(label).inputValue()).resolves.toBe('');
    };
    // 'Готово' closes; opened again, the widget starts over with fresh data: the booked slot is gone.
    const reloaded = page.waitForResponse((response) => response.url().includes('/api/widget?') && response.url().includes('fresh='));
    await widget.getByRole('button', { name: 'Готово' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Онлайн запись' }).click();
    await widget.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
    await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await widget.getByRole('button', { name: /Петров Олег/ }).click();
    await widget.getByRole('button', { name: /Удаление зуба/ }).click();
    await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    await expect(widget.getByRole('button', { name: booked, exact: true }).count()).resolves.toBe(0);
    await widget
      .getByRole('region', { name: /^Время/ })
      .getByRole('button')
      .first()
      .click();
    await expectEmpty();

    // The logo and the other tab start clean too.
    await widget.getByLabel('ФИО').fill('Второй Пациент');
    await widget.getByRole('button', { name: 'Начать запись заново' }).click();
    await toContacts(widget, /Иванова Анна/, /Лечение кариеса/);
    await expectEmpty();
    await widget.getByLabel('ФИО').fill('Третий Пациент');
    await widget.getByRole('tab', { name: 'УСЛУГИ' }).click();
    await toContacts(widget, /Иванова Анна/, /Лечение кариеса/);
    await expectEmpty();

    // Back after a success (a consultation here) starts clean.
    await widget.getByRole('button', { name: 'Начать запись заново' }).click();
    await widget.getByRole('button', { name: 'Нужна помощь?' }).click();
    await widget.getByLabel('ФИО').fill('Четвёртый Пациент');
    await widget.getByLabel('Телефон').pressSequentially('9991234568');
    await widget.getByRole('button', { name: 'Отправить заявку' }).click();
    await widget.getByRole('heading', { name: 'Заявка отправлена' }).waitFor();
    await widget.getByRole('button', { name: 'Назад' }).click();
    await widget.getByRole('button', { name: 'Нужна помощь?' }).click();
    await expect(widget.getByLabel('ФИО').inputValue()).resolves.toBe('');
    // Long: two requests and four new starts.
  }, 180_000);

  it('is a modal dialog: focus goes in, Tab and Shift+Tab stay inside, Escape returns it, Back closes it; the loader pasted twice is one widget', async () => {
    const page = await openPage(DESKTOP);
    const widget = await openWidget(page);
    await eventually(
      () => focusedLabel(page),
      (label) => label === 'Начать запись заново',
    );
    /** Where the page's focus is: in the dialog (the loader's host holds the iframe and the close button) or elsewhere. */
    const inDialog = () => page.evaluate(() => document.activeElement?.hasAttribute('data-dentlead') ?? false);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await widget.getByRole('button', { name: 'Начать запись заново' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.evaluate(() => document.querySelector('[data-dentlead]')!.shadowRoot!.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Закрыть');
    await page.keyboard.press('Tab');
    await eventually(
      () => focusedLabel(page),
      (label) => label === 'Начать запись заново',
    );
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Онлайн запись' }).waitFor({ state: 'hidden' });
    await expect(
      page
        .getByRole('button', { name: 'Онлайн запись' })
        .evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement),
    ).resolves.toBe(true);

    // The browser's Back closes the dialog and stays on the clinic's page.
    await page.getByRole('button', { name: 'Онлайн запись' }).click();
    await page.getByRole('dialog', { name: 'Онлайн запись' }).waitFor();
    await page.goBack();
    await page.getByRole('dialog', { name: 'Онлайн запись' }).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(site.url);
    await page.getByRole('heading', { name: 'Стоматология «Улыбка»' }).waitFor();

    // The loader pasted twice makes one button and one widget.
    await page.goto(twiceSite.url);
    await page.getByRole('button', { name: 'Онлайн запись' }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(page.locator('[data-dentlead]').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Записаться к врачу' }).click();
    await page.frameLocator('iframe[title="Онлайн запись"]').getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
    await expect(page.locator('iframe').count()).resolves.toBe(1);
  });
});

describe('booking widget UX, at 1440 and 390 px', () => {
  it.each(SIZES)(
    '$name px: axe finds nothing serious on the clinic’s page with the widget open; it reads well: the calendar opens on the first free week, long names wrap, chips show they scroll, the nearest time is said, prices grouped; Back closes it',
    async ({ viewport }) => {
      const page = await openPage(viewport);
      const widget = await openWidget(page);
      expect((await seriousAxeViolations(page)).map((line) => `widget dialog: ${line}`)).toEqual([]);
      const frame = widgetFrame(page);
      // The clinic's long name wraps instead of being cut.
      await expect(frame.locator('.w-clinic').evaluate((title) => title.scrollWidth <= title.clientWidth)).resolves.toBe(true);
      // Address checkboxes are 24 px targets at least.
      for (const box of await frame.locator('.w-addresses input').all()) {
        const size = (await box.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(20);
      }
      // Prices, one way.
      await widget.getByRole('button', { name: /Лечение кариеса\s*4 500 ₽/ }).waitFor();
      await widget.getByRole('button', { name: /Имплантация\s*от 35 000 ₽/ }).waitFor();
      // The direction chips overflow the row and say so.
      const chips = frame.locator('.w-chips').first();
      await expect(chips.evaluate((row) => row.scrollWidth > row.clientWidth)).resolves.toBe(true);
      await expect(chips.getAttribute('data-more')).resolves.toBe('end');
      await expect(chips.evaluate((row) => getComputedStyle(row).maskImage)).resolves.toContain('gradient');

      // 'Любой специалист' says when.
      await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
      await widget.getByText(/Ближайшее свободное время у 2 врачей: \d+ [а-я]+, \d\d:\d\d/).waitFor();

      // The long service's name wraps in the summary; the calendar's first row has a free day.
      await widget.getByRole('button', { name: /Петров Олег/ }).click();
      await widget
        .getByRole('button', { name: new RegExp(WIDE_CLINIC.longService.slice(0, 30)) })
        .first()
        .click();
      await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
      const values = frame.locator('.w-summary-value');
      for (const value of await values.all())
        await expect(value.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
      const firstWeekHasFreeDay = frame.locator('.w-grid').evaluate((grid) =>
        [...grid.children]
          .filter((cell) => !cell.classList.contains('w-weekday'))
          .slice(0, 7)
          .some((cell) => cell instanceof HTMLButtonElement && !cell.disabled),
      );
      await expect(firstWeekHasFreeDay).resolves.toBe(true);

      // The browser's Back (a phone's back gesture) closes the dialog mid-way and stays on the clinic's page.
      await page.goBack();
      await page.getByRole('dialog', { name: 'Онлайн запись' }).waitFor({ state: 'hidden' });
      expect(page.url()).toBe(site.url);
    },
  );

  it('axe finds nothing serious on any step of the widget at 390 and 1440 px; an uncaught error of the widget is reported to /api/errors', async () => {
    const violations: string[] = [];
    let page: Page | undefined;
    // One page after the other: each books the first free slot it is shown.
    for (const viewport of [PHONE, DESKTOP]) {
      page = await openPage(viewport);
      await page.goto(widgetPageUrl());
      const at = page;
      const check = async (step: string) =>
        violations.push(...(await seriousAxeViolations(at)).map((line) => `${viewport.width} px, ${step}: ${line}`));
      await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
      await check('услуги');
      await page.getByRole('button', { name: /Лечение кариеса/ }).click();
      await page.getByRole('heading', { name: 'Выберите врача' }).waitFor();
      await check('врачи');
      await page.getByRole('button', { name: /Иванова Анна/ }).click();
      await page.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
      await check('календарь');
      await page
        .getByRole('region', { name: /^Время/ })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('button', { name: 'Записаться' }).click();
      await shownError(page, 'Введите номер телефона').waitFor();
      await check('контакты с ошибкой');
      await page.getByLabel('Телефон').pressSequentially('9991234567');
      await page.getByRole('button', { name: 'Записаться' }).click();
      await page.getByRole('heading', { name: 'Заявка отправлена' }).waitFor();
      await check('успех');
      await page.getByRole('button', { name: 'Записаться ещё' }).click();
      await page.getByRole('tab', { name: 'ВРАЧИ' }).click();
      await check('вкладка ВРАЧИ');
      await page.getByRole('button', { name: 'Нужна помощь?' }).click();
      await check('консультация');
    }
    expect(violations).toEqual([]);

    // On the desktop page, left at 'Нужна помощь?': the widget reports an uncaught error of its own.
    errorsExpected = true;
    const desktop = page!;
    const report = desktop.waitForRequest((request) => request.url().endsWith('/api/errors') && request.method() === 'POST');
    await desktop.evaluate(() =>
      setTimeout(() => {
        throw new Error('сбой виджета для проверки');
      }),
    );
    expect((await report).postDataJSON()).toMatchObject({ errMessage: 'сбой виджета для проверки' });
    // Fourteen axe runs: slow when the machine runs other browser files alongside.
  }, 120_000);
});
