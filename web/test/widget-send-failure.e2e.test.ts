// Issue 22 §2, a failed booking: the screen always matches what was stored. With /api/ticket failing the
// widget says it tries again, then 'Ошибка' and a Russian reason (never the server's own text), every
// attempt with one idempotency key; with the answers lost on the way back (the lead stored, the widget
// told nothing) it says it does not know, and a later send, even of another form, learns what was stored
// instead of making a second lead. At 1440 and 390 px, on the widget's own page, the network played by
// playwright's route interception.
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations } from './axe';
import { cutOffContent } from './cut-off';
import { createWidgetClinic, pickFirstSlot, WIDE_CLINIC, type WidgetClinic } from './widget-site';
import { TEST_CONTEXT } from './browser-session';

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];
const BOOKING_SUCCESS = 'Мы получили вашу заявку, администратор свяжется с вами для подтверждения записи';
const CONSULTATION_SUCCESS = 'Мы получили вашу заявку, администратор свяжется с вами в ближайшее время';

let browser: Browser;
let clinic: WidgetClinic;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: CHROMIUM_ARGS });
  clinic = await createWidgetClinic(testRuntime().appUrl, testRuntime().mailboxUrl, true);
});
afterAll(() => browser?.close());

const pageErrors: string[] = [];
afterEach(() => expect(pageErrors.splice(0)).toEqual([]));

async function widgetPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport, isMobile: viewport.width < 500 });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${testRuntime().appUrl}/widget?id=${encodeURIComponent(clinic.clinicKey)}`);
  await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  return page;
}

/** The surgeon's removal at the first free time, the patient's contacts typed in; answers the slot's label. */
async function fillBooking(page: Page, name: string): Promise<string> {
  await page.getByRole('tab', { name: 'ВРАЧИ' }).click();
  await page.getByRole('button', { name: /Петров Олег/ }).click();
  await page
    .getByRole('button', { name: /Удаление зуба/ })
    .first()
    .click();
  const slot = await pickFirstSlot(page);
  await page.getByLabel('ФИО').fill(name);
  await page.getByLabel('Телефон').pressSequentially('9991234567');
  await page.getByLabel('Дата рождения').pressSequentially('01031990');
  return slot;
}

/** The clinic's leads of one patient, as 'Заявки' lists them. */
async function leadsOf(name: string): Promise<Array<{ action?: string; ClientFullName: string }>> {
  const response = await fetch(new URL('/api/ticket/user', testRuntime().appUrl), { headers: { authorization: `Bearer ${clinic.token}` } });
  const { items } = (await response.json()) as { items: Array<{ action?: string; ClientFullName: string }> };
  return items.filter((lead) => lead.ClientFullName === name);
}

const keyOf = (route: Route) => (route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey;

/** The sentence about the send over the button, once it shows. */
async function sendError(page: Page): Promise<string> {
  const error = page.locator('#w-send-error');
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

describe.each(SIZES)('a failed booking at $name px', ({ viewport }) => {
  it('a failing server: says it tries again, then «Ошибка» and a Russian reason, one key for every attempt, and a check later books once', async () => {
    const page = await widgetPage(viewport);
    const name = `Сбой Сервера ${viewport.width}`;
    await fillBooking(page, name);

    const keys: string[] = [];
    let noteSeen!: () => void;
    const retrySaid = new Promise<void>((resolve) => {
      noteSeen = resolve;
    });
    await page.route('**/api/ticket', async (route) => {
      keys.push(keyOf(route));
      // The second attempt is answered once the patient has been told the widget is trying again.
      if (keys.length === 2) await retrySaid;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom', messages: ['boom'] } }),
      });
    });
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.getByRole('status').filter({ hasText: 'Сервер не ответил, пробуем ещё раз (попытка 2 из 3)…' }).waitFor();
    noteSeen();

    await page.getByRole('button', { name: 'Ошибка' }).waitFor();
    expect(await sendError(page)).toMatch(/^Сервер записи не ответил — мы не знаем, дошла ли заявка\./);
    expect(await page.locator('body').textContent()).not.toContain('boom');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsOf(name)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);

    // The server is back: the check sends the same request with the same key, and books it once.
    await page.unroute('**/api/ticket');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ticket')) sent.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    });
    await page.getByRole('button', { name: 'Проверить и отправить' }).click();
    await page.getByText(BOOKING_SUCCESS).waitFor();
    expect(sent).toEqual([keys[0]]);
    expect(await leadsOf(name)).toEqual([expect.objectContaining({ action: 'Запись' })]);
    await page.context().close();
  });

  it('answers lost on the way back: says it does not know, and a consultation sent after it shows the booking that was stored, once', async () => {
    const page = await widgetPage(viewport);
    const name = `Потерянный Ответ ${viewport.width}`;
    await fillBooking(page, name);

    let attempts = 0;
    let movedAway!: () => void;
    const patientMoved = new Promise<void>((resolve) => {
      movedAway = resolve;
    });
    let retried!: () => void;
    const retryArrived = new Promise<void>((resolve) => {
      retried = resolve;
    });
    // Every attempt reaches the server (the first one stores the booking) and its answer is lost; the
    // second is held until the patient has left for the consultation form.
    await page.route('**/api/ticket', async (route) => {
      attempts += 1;
      if (attempts === 2) {
        retried();
        await patientMoved;
      }
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Записаться' }).click();
    await retryArrived;
    await page.getByRole('button', { name: 'Назад' }).click();
    await page.getByRole('button', { name: 'Нужна помощь?' }).click();
    await page.getByRole('heading', { name: 'Нужна помощь?' }).waitFor();
    movedAway();

    // Nothing came back: the booking's form again, saying so truthfully.
    await page.getByRole('button', { name: 'Ошибка' }).waitFor();
    expect(await sendError(page)).toMatch(/^Нет связи с интернетом — мы не знаем, дошла ли заявка\./);
    await page.getByRole('heading', { name: 'Укажите ваши контактные данные' }).waitFor();
    expect(attempts).toBe(3);
    expect(await leadsOf(name)).toEqual([expect.objectContaining({ action: 'Запись' })]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The network is back and the patient asks for a consultation instead: the widget learns the booking
    // was stored and shows it, and the clinic has that one lead.
    await page.unroute('**/api/ticket');
    await page.getByRole('button', { name: 'Проверить и отправить' }).waitFor();
    await page.getByRole('button', { name: 'Назад' }).click();
    await page.getByRole('button', { name: 'Нужна помощь?' }).click();
    await page.getByRole('button', { name: 'Проверить и отправить' }).click();
    await page.getByText(BOOKING_SUCCESS).waitFor();
    await expect(page.getByText(CONSULTATION_SUCCESS).count()).resolves.toBe(0);
    await expect(page.locator('.w-ticket dt:has-text("Адрес") + dd').textContent()).resolves.toBe(WIDE_CLINIC.surgeonAddress);
    expect(await leadsOf(name)).toEqual([expect.objectContaining({ action: 'Запись' })]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
