// Paying the tariff as a clinic does, in Chromium at 1440 and 390 px: 'Ваш аккаунт' shows the tariffs,
// 'Оплатить' posts the server-signed form to the bank (the local Modulbank fake), the bank's page pays or
// declines, and the return shows 'Оплата прошла успешно' with the new paid-until date, or 'Ошибка оплаты'.
// One clinic, two pages (a desktop and a phone): the phone declines at the bank, the desktop pays; each
// return address is then opened at the other width too, so both notices are checked at both widths.
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { testRuntime } from '../../infra/local/testing/runtime';
import { PAYMENT_NOTICE_MS } from '../src/cabinet/account/payment-return';

const session = useBrowserSession({ width: 1440, height: 900 });

/** The runtime's one origin (issue 22 §4): the bank returns the payer to it, where the test opened the page. */
const siteUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();

async function openAccount(page: Page): Promise<void> {
  await page.goto(siteUrl('/user'));
  await page.getByRole('heading', { name: 'Тариф' }).waitFor();
}

/** Pays or declines on the bank's page; answers the address the bank sent the payer back to. */
async function payOnTheBankPage(page: Page, button: 'Оплатить' | 'Отклонить'): Promise<string> {
  const returned = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('transaction_id'),
  );
  await page.getByRole('button', { name: 'Оплатить' }).and(page.locator(':enabled')).click();
  await page.waitForURL(`${testRuntime().fakes!.modulbank}/pay`);
  await page.getByText('2000.00 ₽').waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/user' && url.origin === new URL(siteUrl('/')).origin);
  return (await returned).url();
}

const paidUntilShown = (page: Page) => page.locator('[data-paid-until]');

async function expectTariffs(page: Page): Promise<void> {
  await expect(paidUntilShown(page).textContent()).resolves.toBe('Не оплачен');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards.count()).resolves.toBe(3);
  await expect(cards.filter({ hasText: 'Недоступен' }).count()).resolves.toBe(2);
  const beta = cards.filter({ has: page.getByRole('heading', { name: 'Бета', exact: true }) });
  await expect(beta.textContent()).resolves.toMatch(/2\s000\s₽/);
  await page.getByRole('button', { name: 'Оплатить' }).and(page.locator(':enabled')).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function expectDeclined(page: Page): Promise<void> {
  await page.getByRole('alert').getByText('Ошибка оплаты').waitFor();
  await expect(paidUntilShown(page).textContent()).resolves.toBe('Не оплачен');
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function expectPaid(page: Page): Promise<void> {
  await page.getByRole('status').getByText('Оплата прошла успешно').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.waitForFunction(() => document.querySelector('[data-paid-until]')?.getAttribute('data-paid-until') !== '');
  const validUntil = Number(await paidUntilShown(page).getAttribute('data-paid-until'));
  expect(validUntil).toBeGreaterThan(Date.now());
  const date = await page.evaluate((value) => new Date(value).toLocaleDateString('ru-RU'), validUntil);
  await expect(paidUntilShown(page).textContent()).resolves.toBe(`Оплачен до ${date}`);
  // The return's query is gone, so a reload confirms nothing again.
  expect(new URL(page.url()).search).toBe('');
}

describe('paying the tariff at 1440 and 390 px', () => {
  it('shows the tariffs, declines with the error notice, pays and shows the new paid-until date', async () => {
    const desktop = session.page();
    await storeTokenWithoutPage(desktop, siteUrl, await registerThroughApi());
    const phone = await desktop.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    for (const page of [desktop, phone]) {
      await openAccount(page);
      await expectTariffs(page);
    }

    // Declined at the bank from the phone; the same return on the desktop.
    const declined = await payOnTheBankPage(phone, 'Отклонить');
    await expectDeclined(phone);
    await desktop.goto(declined);
    await expectDeclined(desktop);

    // Paid at the bank from the desktop; the same return on the phone (an applied payment confirms again).
    const paid = await payOnTheBankPage(desktop, 'Оплатить');
    await expectPaid(desktop);
    // The notice goes by itself (the desktop's has had its time while the phone is checked; the phone's
    // timer is run on the page's clock, which otherwise follows the real one).
    await phone.clock.install();
    await phone.goto(paid);
    await expectPaid(phone);
    await desktop.getByRole('status').getByText('Оплата прошла успешно').waitFor({ state: 'detached' });
    await phone.clock.fastForward(PAYMENT_NOTICE_MS);
    await phone.getByRole('status').getByText('Оплата прошла успешно').waitFor({ state: 'detached' });
  }, 120_000);
});
