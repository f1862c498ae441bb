// The ways back into an account (issue 21 §3, §5, §6; issue 22), as a person uses them with the keyboard
// only, in Chromium at 390 and 1440 px, each screen checked with axe and for nothing cut off: 'Забыли
// пароль?' and the reset link; a locked login and its sign-in link; a login before confirming and the
// letter again; an old letter's code moved out of the query; 'Выйти' ending the session on the server.
import type { Locator, Page } from 'playwright-core';
import { accountLinkIn, letterTo, mailsTo } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { paintedFrames } from './clinic-support';
import { registerThroughApi, storeTokenWithoutPage, uniqueEmail, useBrowserSession } from './browser-session';
import { cutOffContent } from './cut-off';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const session = useBrowserSession(PHONE);
const mailbox = () => testRuntime().mailboxUrl;
const sinceNow = () => Date.now() / 1000 - 1;

/** The screen as it is passes axe and shows everything, at 390 px and then at 1440 px (left at 1440). */
async function checkBothWidths(page: Page, ready: Locator): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await paintedFrames(page);
    await ready.waitFor();
    expect((await seriousAxeViolations(page)).map((line) => `${viewport.width} px: ${line}`)).toEqual([]);
    expect((await cutOffContent(page)).map((line) => `${viewport.width} px: ${line}`)).toEqual([]);
  }
}

/** Moves the focus with Tab (as a keyboard user does) until `target` has it; fails after 30 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const logInAnswer = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/user/authorization'));

/** The login form takes the next Enter only once its answer is drawn (a press while it is pending is ignored). */
const loginFormReady = (page: Page) =>
  page.waitForFunction(() => document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled === false);

describe("'Забыли пароль?'", () => {
  it('mails a reset link from the login page, and the link sets a new password, ends the old sessions and opens the cabinet', async () => {
    const email = uniqueEmail('e2e-forgot');
    const oldToken = await registerThroughApi(email);
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await tabTo(page, page.getByRole('link', { name: 'Забыли пароль?' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/password/forgot');
    await checkBothWidths(page, page.getByRole('heading', { name: 'Восстановление пароля' }));

    const since = sinceNow();
    await typeInto(page, page.getByLabel('Email'), email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/^Если аккаунт с email .* есть, мы отправили на него письмо/);
    await checkBothWidths(page, page.getByRole('heading', { name: 'Проверьте почту' }));

    const link = accountLinkIn(await letterTo(mailbox(), email, 'Новый пароль для ДентЛид', since))!;
    await page.goto(session.appUrl(link.path));
    await checkBothWidths(page, page.getByRole('heading', { name: 'Задайте новый пароль' }));
    await typeInto(page, page.getByLabel('Новый пароль', { exact: true }), 'brand-new-pass-2');
    await typeInto(page, page.getByLabel('Повторите пароль', { exact: true }), 'another-pass-3');
    await page.keyboard.press('Enter');
    await page.locator('.field__error', { hasText: 'Пароли не совпадают' }).waitFor();
    await page.getByLabel('Повторите пароль', { exact: true }).fill('');
    await page.keyboard.type('brand-new-pass-2');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setting');
    await page.getByRole('heading', { name: 'Ваша клиника' }).waitFor();

    const old = await fetch(new URL('/api/user', testRuntime().appUrl), { headers: { authorization: `Bearer ${oldToken}` } });
    expect(old.status).toBe(401);
    // The link is spent: opened again, it says so and offers a new one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(session.appUrl(link.path));
    await typeInto(page, page.getByLabel('Новый пароль', { exact: true }), 'third-pass-333');
    await typeInto(page, page.getByLabel('Повторите пароль', { exact: true }), 'third-pass-333');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText(/^Ссылка недействительна/)
      .waitFor();
    await checkBothWidths(page, page.getByRole('link', { name: 'Запросите новую' }));
  }, 90_000);
});

describe('a locked login', () => {
  it('offers a sign-in link by e-mail, and the link opens the cabinet with a button press', async () => {
    const email = uniqueEmail('e2e-locked');
    await registerThroughApi(email);
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await typeInto(page, page.getByLabel('Email'), email);
    await typeInto(page, page.getByLabel('Пароль', { exact: true }), 'wrong-pass-0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = logInAnswer(page);
      await page.keyboard.press('Enter');
      expect((await answer).status()).toBe(401);
      await loginFormReady(page);
    }
    const locked = logInAnswer(page);
    await page.keyboard.press('Enter');
    expect((await locked).status()).toBe(429);
    await page
      .getByRole('alert')
      .getByText(/^Слишком много неудачных попыток входа/)
      .waitFor();
    const offer = page.getByRole('button', { name: 'Прислать ссылку для входа' });
    await checkBothWidths(page, offer);

    const since = sinceNow();
    await tabTo(page, offer);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(/^Если аккаунт с email .* есть, мы отправили на него письмо со ссылкой для входа/)
      .waitFor();
    const link = accountLinkIn(await letterTo(mailbox(), email, 'Ссылка для входа в ДентЛид', since))!;

    await page.goto(session.appUrl(link.path));
    const enter = page.getByRole('button', { name: 'Войти в кабинет' });
    await checkBothWidths(page, enter);
    // Opening the link signed no one in: a mail scanner that follows it spends nothing.
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await tabTo(page, enter);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setting');
    await page.getByRole('heading', { name: 'Ваша клиника' }).waitFor();
  }, 90_000);
});

describe('a login before confirming the sign-up', () => {
  it('says the address is not confirmed yet and sends the letter again', async () => {
    const email = uniqueEmail('e2e-pending');
    const since = sinceNow();
    const signUp = await fetch(new URL('/api/user/registration', testRuntime().appUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Клиника Ждёт',
        email,
        phone: '+7 999 765-43-21',
        password: 'secret-pass-1',
        proofPassword: 'secret-pass-1',
      }),
    });
    expect(signUp.status).toBe(201);
    await waitFor('the first letter', async () => (await mailsTo(mailbox(), email, since)).length === 1);

    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await typeInto(page, page.getByLabel('Email'), email);
    await typeInto(page, page.getByLabel('Пароль', { exact: true }), 'secret-pass-1');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(`Email ${email} ещё не подтверждён`, { exact: false }).waitFor();
    const again = page.getByRole('button', { name: 'Отправить письмо ещё раз' });
    await checkBothWidths(page, again);
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`Мы отправили письмо на ${email}`, { exact: false }).waitFor();
    await waitFor('the second letter', async () => (await mailsTo(mailbox(), email, since)).length === 2);
  }, 60_000);
});

describe('a letter sent before the codes moved to the fragment', () => {
  it('moves its query code to the fragment before anything else, and the code still works', async () => {
    const email = uniqueEmail('e2e-old-link');
    await registerThroughApi(email);
    const since = sinceNow();
    await fetch(new URL('/api/user/link', testRuntime().appUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'password-reset', email }),
    });
    const { token } = accountLinkIn(await letterTo(mailbox(), email, 'Новый пароль для ДентЛид', since))!;
    const page = session.page();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (!request.isNavigationRequest()) requested.push(`${request.url()} ${request.headers().referer ?? ''}`);
    });
    await page.goto(session.appUrl(`/password/reset?token=${token}`));
    await page.getByRole('heading', { name: 'Задайте новый пароль' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe(`#token=${token}`);
    await typeInto(page, page.getByLabel('Новый пароль', { exact: true }), 'brand-new-pass-2');
    await typeInto(page, page.getByLabel('Повторите пароль', { exact: true }), 'brand-new-pass-2');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setting');
    // No request the page made carries the code, in its address or its Referer.
    expect(requested.filter((line) => line.includes(token))).toEqual([]);
  }, 60_000);
});

describe("'Выйти'", () => {
  it('ends the session on the server, not only in this browser', async () => {
    const token = await registerThroughApi();
    const page = session.page();
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting'));
    await tabTo(page, page.getByRole('button', { name: 'Выйти' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/authorization');
    await waitFor('the copied token to stop working', async () => {
      const answer = await fetch(new URL('/api/user', testRuntime().appUrl), { headers: { authorization: `Bearer ${token}` } });
      return answer.status === 401;
    });
  });
});
