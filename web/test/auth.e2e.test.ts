// Login, exit and the access rules, in Chromium against the local runtime (the sign-up: sign-up.e2e.test.ts).
import { registerThroughApi, storeToken, useBrowserSession } from './browser-session';

const session = useBrowserSession();

// One clinic for the two tests that start signed in ('Выйти' clears the browser's copy of the token only).
let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
});

describe('signing in and out', () => {
  it('links the login page back to the landing page', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await page.getByRole('link', { name: /На главную$/ }).click();
    await page.waitForURL(session.appUrl('/'));
    await page.getByRole('link', { name: 'Войти' }).first().waitFor({ state: 'attached' });
  });

  it('logs the demo clinic in', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await page.getByLabel('Email').fill('demo@dentlead.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/setting');
    await page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: 'Аккаунт' }).click();
    await page.waitForURL('**/user');
    await page.getByText('demo@dentlead.ru', { exact: true }).first().waitFor();
  });

  it('shows the server messages as a list when the password is wrong', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await page.getByLabel('Email').fill('demo@dentlead.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await page.getByLabel('Пароль', { exact: true }).press('Enter');
    const messages = page.getByRole('alert').locator('li');
    await messages.first().waitFor();
    expect(await messages.count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/authorization$/);
  });

  it('exit clears the session and returns to /authorization', async () => {
    const page = session.page();
    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting'));
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/authorization');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    // And the cabinet is closed again.
    await page.goto(session.appUrl('/setting'));
    await page.waitForURL('**/authorization');
  });
});

describe('access rules (docs/contract/cabinet.md §6)', () => {
  it('sends a visitor without a token from /setting to /authorization', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/setting'));
    await page.waitForURL('**/authorization');
    await page.getByRole('heading', { name: 'Вход в кабинет' }).waitFor();
  });

  it('sends a signed-in user from /registration to /setting', async () => {
    const page = session.page();
    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/registration'));
    await page.waitForURL('**/setting');
  });

  it('clears a rejected token and sends the user to /authorization on a 401', async () => {
    const page = session.page();
    await storeToken(page, session.appUrl, 'not.a.token');
    await page.goto(session.appUrl('/user'));
    await page.waitForURL('**/authorization');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });
});
