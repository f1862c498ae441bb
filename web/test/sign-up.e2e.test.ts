// The sign-up as a person goes through it (issue 13): the form, "check your mail", the letter's link,
// the cabinet; and a password change that keeps this tab signed in. Chromium at 1440 and 390 px, axe:
// one sign-up, each screen it passes checked at both widths (the page resized, not signed up twice).
import type { Page } from 'playwright-core';
import { signUpLetter } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations } from './axe';
import { paintedFrames } from './clinic-support';
import { registerThroughApi, storeToken, uniqueEmail, useBrowserSession } from './browser-session';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const session = useBrowserSession();

/** Runs `check` on the screen as it is, at 390 px and then at 1440 px (the page left at 1440). */
async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      await paintedFrames(page);
    }
    await check(viewport.width);
  }
}

describe('signing up at 390 and 1440 px', () => {
  it("registers through the form at 390 px (Enter submits), opens the letter's link and lands on /setting", async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('e2e-ui');
    const since = Date.now() / 1000 - 1;
    await page.goto(session.appUrl('/registration?utm_source=e2e'));
    await page.getByLabel('Имя').fill('Клиника «Жемчуг»');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Телефон').pressSequentially('89991234567');
    await expect(page.getByLabel('Телефон').inputValue()).resolves.toBe('+7 999 123-45-67');
    await page.getByLabel('Пароль', { exact: true }).fill('secret-pass-1');
    const registration = page.waitForResponse((response) => response.url().endsWith('/api/user/registration'));
    await page.getByLabel('Повторите пароль', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Повторите пароль', { exact: true }).press('Enter');
    const answer = await registration;
    expect(answer.request().postDataJSON()).toMatchObject({ phone: '+7 999 123-45-67', utm: 'utm_source: e2e' });
    expect([answer.status(), await answer.text()]).toEqual([201, expect.stringContaining('messages')]);

    await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      `Мы отправили письмо на ${email}. Откройте ссылку из него, чтобы войти в кабинет`,
    );
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await atBothWidths(page, async (width) => {
      await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
      expect((await seriousAxeViolations(page)).map((line) => `${width} px: ${line}`)).toEqual([]);
    });

    const { mail } = await signUpLetter(testRuntime().mailboxUrl, email, since);
    const link = /https?:\/\/\S+\/registration\/confirm#code=[\w-]+/.exec(mail.body.text ?? '')![0];
    await page.goto(session.appUrl(new URL(link).pathname + new URL(link).hash));
    await page.waitForURL('**/setting');
    await atBothWidths(page, async () => {
      await page.getByRole('heading', { name: 'Ваша клиника' }).waitFor();
      await expect(page.getByTestId('clinic-name').textContent()).resolves.toBe('Клиника «Жемчуг»');
    });
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The link works once: opened again, it says so and offers the login.
    await page.evaluate(() => localStorage.clear());
    await page.goto(session.appUrl(new URL(link).pathname + new URL(link).hash));
    await page
      .getByRole('alert')
      .getByText(/^Ссылка недействительна/)
      .waitFor();
    await atBothWidths(page, async (width) => {
      await page.getByRole('link', { name: 'Войти', exact: true }).first().waitFor();
      expect((await seriousAxeViolations(page)).map((line) => `${width} px: ${line}`)).toEqual([]);
    });
  });
});

describe('changing the password', () => {
  it('keeps this tab signed in and ends the other sessions', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/user'));
    await page.getByLabel('Старый пароль').fill('secret-pass-1');
    await page.getByLabel('Новый пароль').fill('brand-new-pass-2');
    await page.getByRole('button', { name: /Сменить пароль|Изменить пароль/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /[Пп]ароль/ })
      .waitFor();

    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).not.toBe(token);
    // This tab still works after a reload; the token from before the change no longer does.
    await page.reload();
    await page.getByRole('heading', { name: 'Ваш аккаунт' }).waitFor();
    expect(page.url()).toMatch(/\/user$/);
    const old = await fetch(new URL('/api/user', testRuntime().appUrl), { headers: { authorization: `Bearer ${token}` } });
    expect(old.status).toBe(401);
  });
});
