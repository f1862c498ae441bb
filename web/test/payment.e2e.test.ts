// Paying the tariff as a clinic does, in Chromium at 1440 and 390 px: 'Ваш аккаунт' shows the tariffs,
// 'Оплатить' posts the server-signed form to the bank (the local Modulbank fake), the bank's page pays or
// declines, and the return shows 'Оплата прошла успешно' with the new paid-until date, or 'Ошибка оплаты'.
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeToken, useBrowserSession } from './browser-session';
import { testRuntime } from '../../infra/local/testing/runtime';

/** The bank returns the payer to PUBLIC_BASE_URL, which the local runtime names with 'localhost'. */
const siteUrl = (path: string) => new URL(path, testRuntime().appUrl.replace('127.0.0.1', 'localhost')).toString();

async function openAccount(page: Page): Promise<void> {
  await storeToken(page, siteUrl, await registerThroughApi());
  await page.goto(siteUrl('/user'));
  await page.getByRole('heading', { name: 'Тариф' }).waitFor();
}

async function payOnTheBankPage(page: Page, button: 'Оплатить' | 'Отклонить'): Promise<void> {
  await page.getByRole('button', { name: 'Оплатить' }).and(page.locator(':enabled')).click();
  await page.waitForURL(`${testRuntime().fakes!.modulbank}/pay`);
  await page.getByText('2000.00 ₽').waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/user' && url.origin === new URL(siteUrl('/')).origin);
}

const paidUntilShown = (page: Page) => page.locator('[data-paid-until]');

describe.each([
  [1440, 900],
  [390, 844],
])('paying the tariff at %i px', (width, height) => {
  const session = useBrowserSession({ width, height });

  it('shows the tariffs, pays on the bank page and shows the new paid-until date', async () => {
    const page = session.page();
    await openAccount(page);
    await expect(paidUntilShown(page).textContent()).resolves.toBe('Не оплачен');
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.filter({ hasText: 'Недоступен' }).count()).resolves.toBe(2);
    const beta = cards.filter({ has: page.getByRole('heading', { name: 'Бета', exact: true }) });
    await expect(beta.textContent()).resolves.toMatch(/2\s000\s₽/);
    await page.getByRole('button', { name: 'Оплатить' }).and(page.locator(':enabled')).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await payOnTheBankPage(page, 'Оплатить');
    const notice = page.getByRole('status').getByText('Оплата прошла успешно');
    await notice.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.waitForFunction(() => document.querySelector('[data-paid-until]')?.getAttribute('data-paid-until') !== '');
    const validUntil = Number(await paidUntilShown(page).getAttribute('data-paid-until'));
    expect(validUntil).toBeGreaterThan(Date.now());
    const date = await page.evaluate((value) => new Date(value).toLocaleDateString('ru-RU'), validUntil);
    await expect(paidUntilShown(page).textContent()).resolves.toBe(`Оплачен до ${date}`);
    // The return's query is gone, so a reload confirms nothing again; the notice goes by itself.
    expect(new URL(page.url()).search).toBe('');
    await notice.waitFor({ state: 'detached' });
  });

  it('declines on the bank page and shows the error notice', async () => {
    const page = session.page();
    await openAccount(page);
    await payOnTheBankPage(page, 'Отклонить');
    await page.getByRole('alert').getByText('Ошибка оплаты').waitFor();
    await expect(paidUntilShown(page).textContent()).resolves.toBe('Не оплачен');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
