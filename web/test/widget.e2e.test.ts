// The booking widget on a clinic's own site: a plain page on another origin pastes the loader; a patient
// books through both tabs and 'Любой специалист', asks for a consultation, and meets a slot taken a
// moment earlier. Third-party cookies are blocked in this browser: the widget needs none.
import { chromium, type Browser, type BrowserContext, type FrameLocator, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../infra/local/testing/browser';
import { testRuntime } from '../../infra/local/testing/runtime';
import { storeTokenWithoutPage, TEST_CONTEXT } from './browser-session';
import { createWidgetClinic, METRIC_COUNTER, pickFirstSlot, startClinicSite, type ClinicSite, type WidgetClinic } from './widget-site';

const BOOKING_SUCCESS = 'Мы получили вашу заявку, администратор свяжется с вами для подтверждения записи';
const CONSULTATION_SUCCESS = 'Мы получили вашу заявку, администратор свяжется с вами в ближайшее время';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let clinic: WidgetClinic;
let site: ClinicSite;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: TEST_BROWSER_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  clinic = await createWidgetClinic(testRuntime().appUrl, testRuntime().mailboxUrl);
  site = await startClinicSite(testRuntime().appUrl, clinic.clinicKey);
});

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ ...TEST_CONTEXT, viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

async function openWidget(how: 'floating' | 'page' = 'floating'): Promise<FrameLocator> {
  await page.goto(site.url);
  const opener =
    how === 'floating' ? page.getByRole('button', { name: 'Онлайн запись' }) : page.getByRole('button', { name: 'Записаться к врачу' });
  await opener.click();
  const widget = page.frameLocator('iframe[title="Онлайн запись"]');
  await widget.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  return widget;
}

async function fillContacts(widget: FrameLocator, name = 'Смирнова Мария Ивановна'): Promise<void> {
  await widget.getByLabel('ФИО').fill(name);
  await widget.getByLabel('Телефон').pressSequentially('89991234567');
  await expect(widget.getByLabel('Телефон').inputValue()).resolves.toBe('+7 999 123-45-67');
}

/** Books the slot a widget button names ('24 ноября, вторник, 08:00') as another patient would. */
async function bookThroughApi(doctorId: string, slotLabel: string): Promise<number> {
  const { appUrl } = testRuntime();
  const data = await (await fetch(`${appUrl}/api/widget?id=${clinic.clinicKey}`)).json();
  const slots: Record<string, string[]> = data.doctors.find((doctor: { _id: string }) => doctor._id === doctorId).slots;
  const day = Number(slotLabel.split(' ')[0]);
  const time = slotLabel.slice(-5);
  const date = Object.keys(slots).find((key) => Number(key.slice(8)) === day && slots[key]!.includes(time));
  const answer = await fetch(`${appUrl}/api/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clinicId: clinic.clinicKey,
      action: 'Запись',
      doctorId,
      ClientPhone: '+7 999 000-00-01',
      PlanStart: `${date}T${time}`,
      idempotencyKey: `other-${Date.now()}`,
    }),
  });
  return answer.status;
}

const ticketRequest = () => page.waitForRequest((request) => request.url().endsWith('/api/ticket') && request.method() === 'POST');
const bodyOf = (request: Request) => request.postDataJSON() as Record<string, string>;

describe('booking widget on a clinic’s site', () => {
  it('asks for the clinic’s data once, from the page’s head, before its own script has run', async () => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/widget') dataRequests.push(request.url());
    });
    await page.goto(`${testRuntime().appUrl}/widget?id=${encodeURIComponent(clinic.clinicKey)}`);
    await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
    expect(dataRequests).toHaveLength(1);
    expect(await page.evaluate(() => 'widgetDataRequest' in window && window.widgetDataRequest === undefined)).toBe(true);
  });

  it('books through УСЛУГИ: service, doctor, slot, contacts; reports the Metrica goal; Escape closes it', async () => {
    const widget = await openWidget();
    // Step 1's footer image is served and drawn (docs/contract/widget-quiz-configurator.md §2).
    const footer = widget.getByRole('img', { name: 'Работает на ДентЛид' });
    await expect(footer.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).resolves.toBe(148);
    await widget.getByRole('button', { name: /Удаление зуба\s*от 3 000 ₽/ }).click();
    await widget.getByRole('heading', { name: 'Выберите врача' }).waitFor();
    await expect(widget.getByRole('button', { name: /Иванова/ }).count()).resolves.toBe(0);
    await widget.getByRole('button', { name: /Петров Олег Викторович/ }).click();
    const slot = await pickFirstSlot(widget);
    await fillContacts(widget);
    await widget.getByLabel('Дата рождения').pressSequentially('01031990');
    await expect(widget.getByLabel('Дата рождения').inputValue()).resolves.toBe('01.03.1990');

    const sent = ticketRequest();
    await widget.getByRole('button', { name: 'Записаться' }).click();
    const body = bodyOf(await sent);
    expect(body).toMatchObject({
      clinicId: clinic.clinicKey,
      action: 'Запись',
      doctorId: clinic.surgeonId,
      DoctorName: 'Петров Олег Викторович',
      DoctorService: 'Удаление зуба, от 3 000 ₽',
      ClientFullName: 'Смирнова Мария Ивановна',
      ClientPhone: '+7 999 123-45-67',
      birthdate: '01.03.1990',
      URL: site.url,
      Utm: 'utm_source: yandex\nutm_campaign: implant',
      deviceType: 'Компьютер',
    });
    expect(body.PlanStart).toMatch(new RegExp(`T${slot.slice(-5)}$`));
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await widget.getByText(BOOKING_SUCCESS).waitFor();
    await expect(page.evaluate(() => (window as unknown as { ymCalls: unknown[] }).ymCalls)).resolves.toEqual([
      [METRIC_COUNTER, 'reachGoal', 'dentleadApplication'],
    ]);

    await widget.getByRole('button', { name: 'Записаться ещё' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Онлайн запись' }).waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-dentlead'))).resolves.toBe('');

    // The clinic sees the booking in 'Заявки', with the doctor, the service and its delivery statuses.
    const cabinet = await context.newPage();
    const appUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();
    await storeTokenWithoutPage(cabinet, appUrl, clinic.token);
    await cabinet.goto(appUrl('/setting/applocation'));
    const row = cabinet.locator('tr', { hasText: 'Смирнова Мария Ивановна' }).first();
    await row.waitFor();
    await expect(row.locator('td[data-label="Телефон"]').textContent()).resolves.toBe('+7 999 123-45-67');
    await expect(row.locator('[data-channel]').count()).resolves.toBe(4);
    await row.getByRole('button', { name: 'Смирнова Мария Ивановна', exact: true }).click();
    const detail = cabinet.getByRole('dialog', { name: 'Смирнова Мария Ивановна' });
    await detail.getByText('Петров Олег Викторович').waitFor();
    await detail.getByText('Удаление зуба, от 3 000 ₽').waitFor();
  });

  it('books through ВРАЧИ from the page’s own button, by keyboard on the calendar', async () => {
    const widget = await openWidget('page');
    await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await widget.getByRole('button', { name: 'Терапевт', exact: true }).click();
    await expect(widget.getByRole('button', { name: /Петров/ }).count()).resolves.toBe(0);
    await widget.getByRole('button', { name: /Иванова Анна Сергеевна/ }).click();
    await widget.getByRole('heading', { name: 'Выберите услугу' }).waitFor();
    await widget.getByRole('button', { name: /Профессиональная чистка\s*6 000 ₽/ }).click();
    await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    const days = widget.getByRole('group', { name: /^Дни/ }).getByRole('button', { disabled: false });
    await days.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(days.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
    await pickFirstSlot(widget);
    await fillContacts(widget, 'Кузнецов Илья');
    const sent = ticketRequest();
    await widget.getByLabel('Телефон').press('Enter');
    expect(bodyOf(await sent)).toMatchObject({ doctorId: clinic.therapistId, DoctorService: 'Профессиональная чистка, 6 000 ₽' });
    await widget.getByText(BOOKING_SUCCESS).waitFor();
  });

  it("books with 'Любой специалист': merged services and slots, the server picks the doctor", async () => {
    const widget = await openWidget();
    await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await widget.getByRole('button', { name: /Любой специалист/ }).click();
    await widget.getByRole('heading', { name: 'Выберите услугу' }).waitFor();
    // The merged list: both doctors' services, the shared one once.
    await expect(widget.getByRole('button', { name: /Лечение кариеса/ }).count()).resolves.toBe(1);
    await widget.getByRole('button', { name: /Имплантация/ }).waitFor();
    await widget.getByRole('button', { name: /Лечение кариеса/ }).click();
    await pickFirstSlot(widget);
    await fillContacts(widget);
    const sent = ticketRequest();
    await widget.getByRole('button', { name: 'Записаться' }).click();
    expect(bodyOf(await sent)).toMatchObject({
      doctorId: 'All',
      DoctorName: 'Любой специалист',
      DoctorService: 'Лечение кариеса, 4 500 ₽',
    });
    await widget.getByText(BOOKING_SUCCESS).waitFor();
  });

  it("sends a consultation request from 'Нужна помощь?' and 'Нет подходящего времени'", async () => {
    const widget = await openWidget();
    await widget.getByRole('button', { name: 'Нужна помощь?' }).click();
    await widget.getByRole('heading', { name: 'Нужна помощь?' }).waitFor();
    await widget.getByRole('button', { name: 'Назад' }).click();
    await widget.getByRole('button', { name: /Лечение кариеса/ }).click();
    await widget.getByRole('button', { name: /Иванова/ }).click();
    await widget.getByRole('button', { name: 'Нет подходящего времени' }).click();
    await widget.getByRole('heading', { name: 'Нужна помощь?' }).waitFor();
    // Without a phone the button says why instead of staying grey.
    await widget.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(widget.getByLabel('Телефон').getAttribute('aria-invalid')).resolves.toBe('true');
    await fillContacts(widget, 'Орлова Вера');
    await widget.getByLabel('Комментарий').fill('Перезвоните после 18:00');
    const sent = ticketRequest();
    await widget.getByRole('button', { name: 'Отправить заявку' }).click();
    expect(bodyOf(await sent)).toMatchObject({
      action: 'Заявка',
      ClientFullName: 'Орлова Вера',
      comment: 'Перезвоните после 18:00',
      PlanStart: '',
    });
    await widget.getByText(CONSULTATION_SUCCESS).waitFor();
  });

  it('a slot taken a moment earlier: a clear message, back to the refreshed slots', async () => {
    const widget = await openWidget();
    await widget.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await widget.getByRole('button', { name: /Петров Олег Викторович/ }).click();
    await widget.getByRole('button', { name: /Имплантация/ }).click();
    await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    const days = widget.getByRole('group', { name: /^Дни/ }).getByRole('button', { disabled: false });
    await days.nth(2).click();
    const label = await pickFirstSlot(widget);
    await fillContacts(widget);

    // Someone else books the same slot first.
    expect(await bookThroughApi(clinic.surgeonId, label)).toBe(201);

    await widget.getByRole('button', { name: 'Записаться' }).click();
    await widget.getByText('Это время только что заняли').waitFor();
    await widget.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    await expect(widget.getByRole('button', { name: label, exact: true }).count()).resolves.toBe(0);
    await expect(widget.getByText(BOOKING_SUCCESS).count()).resolves.toBe(0);
  });
});
