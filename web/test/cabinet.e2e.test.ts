// The cabinet layout: menu, quiz entries, the mobile menu toggle.
import { registerThroughApi, storeTokenWithoutPage, uniqueEmail, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';

const session = useBrowserSession();

// One clinic for the file: the tests only read it (two quizzes, its e-mail).
const email = uniqueEmail('e2e-errors');
let token = '';
beforeAll(async () => {
  token = await registerThroughApi(email);
});

describe('cabinet layout', () => {
  it('lists the quizzes of GET /api/quiz/all and keeps the open settings tab when switching quizzes', async () => {
    const page = session.page();
    const [q1, q2] = [
      (await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Имплантация под ключ' }))._id,
      (await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Брекеты' }))._id,
    ].map(encodeURIComponent);
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl(`/quiz/setting/${q1}/analytics`));
    const menu = page.getByRole('navigation', { name: 'Меню кабинета' });
    await menu.getByRole('link', { name: 'Брекеты' }).click();
    await page.waitForURL(`**/quiz/setting/${q2}/analytics`);
    await menu.getByRole('link', { name: 'Услуги' }).click();
    await page.waitForURL('**/setting/services');
    await page.getByRole('heading', { name: 'Ваши услуги' }).waitFor();
    await menu.getByRole('link', { name: 'Имплантация под ключ' }).click();
    await page.waitForURL(`**/quiz/setting/${q1}/landingPage`);
  });

  it('keeps the menu and the screen quietly when the quiz list fails to load', async () => {
    const page = session.page();
    const reports: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/errors') && reports.push(request.url()));
    await page.route('**/api/quiz/all', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await storeTokenWithoutPage(page, session.appUrl, token);
    const failed = page.waitForResponse((response) => response.url().endsWith('/api/quiz/all'));
    await page.goto(session.appUrl('/setting/services'));
    await failed;
    await page.getByRole('heading', { name: 'Ваши услуги' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Меню кабинета' });
    await menu.getByRole('link', { name: 'Мои квизы' }).waitFor();
    // The one retry has failed too once the menu's placeholder is gone.
    await menu.locator('.skeleton').waitFor({ state: 'detached' });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(reports).toEqual([]);
  });

  it('folds the menu behind a toggle on a phone', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 375, height: 800 });
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting'));
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    const doctors = page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: 'Врачи' });
    await toggle.waitFor();
    await expect(doctors.evaluate((link) => link.getBoundingClientRect().right <= 0)).resolves.toBe(true);
    await toggle.click();
    await doctors.click();
    await page.waitForURL('**/setting/doctors');
    await page.getByRole('heading', { name: 'Ваши врачи' }).waitFor();
    await expect(page.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('error reports', () => {
  it('posts an unhandled rejection to /api/errors with the widget-spec fields', async () => {
    session.allowPageErrors();
    const page = session.page();
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/user?tab=1'));
    // The account screen shows the user, so the reporter knows the e-mail.
    await page.getByText(email, { exact: true }).first().waitFor();
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/errors'));
    await page.evaluate(() => {
      void Promise.reject(new TypeError('e2e: что-то сломалось'));
    });
    const response = await reported;
    expect(response.status()).toBe(204);
    const report = response.request().postDataJSON() as Record<string, string>;
    expect(report).toMatchObject({
      errMessage: 'e2e: что-то сломалось',
      errName: 'TypeError',
      url: session.appUrl('/user'),
      email,
      component: 'Неизвестный компонент',
      info: expect.stringContaining('промиса'),
    });
    expect(new Date(report.time!).toISOString()).toBe(report.time);
    expect(report.errStack).toContain('e2e: что-то сломалось');
  });
});
