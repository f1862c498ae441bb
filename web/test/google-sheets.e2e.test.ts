// Google Sheets on the integrations screen, as a clinic does it: 'Подключить' → the fake Google's consent
// page → 'Разрешить' → back on the screen with the spreadsheet created; a lead then arrives as a row of
// the fake sheet and the google status turns green in 'Заявки', and 'Отправить повторно' adds no second
// row. At 390 px, the same clinic: the card after access is lost says what to do and offers 'Подключить
// заново'. One clinic and one page per width for the file; keyboard only where the flow starts; axe on each screen.
import type { Page } from 'playwright-core';
import { GOOGLE_RECONNECT_TEXT } from '../../shared/schemas/google';
import { LEAD_ID_COLUMN_INDEX } from '../../functions/domain/google/lead-row';
import { testRuntime } from '../../infra/local/testing/runtime';
import { eventually } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { clinicIdOf, createConsultation } from './clinic-api';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';

const session = useBrowserSession({ width: 1440, height: 900 });
// A consent round trip, a lead through the queue and two screens on a shared 2-core machine.
const slowIt = (name: string, test: () => Promise<void>) => it(name, test, 150_000);
// Google sends the browser back to PUBLIC_BASE_URL, the runtime's one origin (issue 22 §4), where the
// test opened the cabinet: the stored token is there when the consent page returns.
const siteUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();
const googleUrl = () => testRuntime().fakes!.google!;

interface FakeSpreadsheet {
  spreadsheetId: string;
  sheets: Array<{ rows: Array<Array<{ userEnteredValue: { stringValue?: string } }>> }>;
}

async function spreadsheetAt(url: string): Promise<FakeSpreadsheet> {
  const id = /\/spreadsheets\/d\/([^/]+)\//.exec(url)![1]!;
  return (await (await fetch(`${googleUrl()}/__fake/spreadsheets/${id}`)).json()) as FakeSpreadsheet;
}

async function connectThroughConsent(page: Page, token: string, account: string): Promise<void> {
  await storeTokenWithoutPage(page, siteUrl, token);
  await page.goto(siteUrl('/user/integration'));
  await page.getByRole('heading', { name: 'Ваши интеграции' }).waitFor();

  // From the keyboard: the catalogue's button, then the modal's.
  await page.getByRole('button', { name: 'Подключить: Google Таблицы' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Google Таблицы' });
  await modal.getByText('нажмите «Разрешить»', { exact: false }).waitFor();
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await modal.getByRole('button', { name: 'Перейти в Google' }).focus();
  await page.keyboard.press('Enter');

  await page.getByRole('heading', { name: 'Google (локальная имитация)' }).waitFor();
  await page.getByLabel('Аккаунт Google').fill(account);
  await page.getByRole('button', { name: 'Разрешить' }).click();

  await page.getByText('Google Таблица подключена').waitFor();
  expect(new URL(page.url()).search).toBe('');
}

describe('Google Sheets integration', () => {
  // One clinic for the file: connected at 1440 px, its lost access handled at 390 px.
  const account = `e2e-${Date.now()}@gmail.com`;
  let token: string;
  beforeAll(async () => {
    token = await registerThroughApi();
  });

  slowIt('connects through the consent page, a lead becomes a row with a green status, and a resend adds no second row', async () => {
    const page = session.page();
    await connectThroughConsent(page, token, account);
    const card = page.getByRole('article', { name: /^Google Таблицы: Заявки ДентЛид/ });
    await card.getByText('Активна', { exact: true }).waitFor();
    const link = card.getByRole('link', { name: 'Открыть таблицу' });
    const sheetUrl = (await link.getAttribute('href'))!;
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const lead = await createConsultation(await clinicIdOf(token), {
      ClientFullName: 'Таблицына Анна',
      comment: '=HYPERLINK("http://x.example";"Жми")',
    });
    const sheet = await eventually(
      () => spreadsheetAt(sheetUrl),
      (current) => current.sheets[0]!.rows.length === 2,
      { timeoutMs: 60_000 },
    );
    const row = sheet.sheets[0]!.rows[1]!.map((cell) => cell.userEnteredValue.stringValue ?? '');
    expect(row).toContain('Таблицына Анна');
    expect(row).toContain('=HYPERLINK("http://x.example";"Жми")');
    expect(row[LEAD_ID_COLUMN_INDEX]).toBe(lead.id);

    // The fake's page of the sheet shows the row as text, not as a formula.
    const sheetPage = await page.context().newPage();
    await sheetPage.goto(sheetUrl);
    await sheetPage.getByRole('cell', { name: 'Таблицына Анна' }).waitFor();
    await expect(sheetPage.locator('td.formula').count()).resolves.toBe(0);
    await sheetPage.close();

    await page.goto(siteUrl('/setting/applocation'));
    const leadRow = page.locator(`tr[data-lead-id="${lead.id}"]`);
    const googleOk = leadRow.locator('[data-channel="google"][data-status="ok"]');
    await googleOk.waitFor({ timeout: 60_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // 'Отправить повторно' for Google: pending again, then green again, and the sheet still has one row of the lead.
    await leadRow.getByRole('button', { name: 'Таблицына Анна', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Таблицына Анна' });
    const resend = page.waitForResponse((response) => response.url().endsWith('/api/ticket/resend'));
    await detail.getByRole('button', { name: 'Отправить повторно: Google' }).click();
    const resent = await resend;
    expect(resent.status()).toBe(200);
    expect(resent.request().postDataJSON()).toEqual({ id: lead.id, channel: 'google' });
    await detail.getByText('Отправлено повторно, статус обновится через несколько секунд').waitFor();
    await detail.locator('[data-channel="google"][data-status="ok"]').waitFor({ timeout: 60_000 });
    const after = await spreadsheetAt(sheetUrl);
    expect(after.sheets[0]!.rows.filter((cells) => cells[LEAD_ID_COLUMN_INDEX]?.userEnteredValue.stringValue === lead.id)).toHaveLength(1);
  });

  slowIt('at 390 px: a lost access shows what to do and "Подключить заново" goes back to Google', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await storeTokenWithoutPage(page, siteUrl, token);
    await page.goto(siteUrl('/user/integration'));
    await fetch(`${googleUrl()}/__fake/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account }),
    });

    const card = page.getByRole('article', { name: /^Google Таблицы: / });
    await card.getByRole('button', { name: 'Проверить доступ' }).click();
    await card.getByText(GOOGLE_RECONNECT_TEXT).first().waitFor();
    await card.getByText('Нет доступа', { exact: true }).waitFor();
    const reconnect = card.getByRole('button', { name: 'Подключить заново' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await reconnect.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Аккаунт Google').fill(account);
    await page.getByRole('button', { name: 'Разрешить' }).click();
    await page.getByText('Google Таблица подключена').waitFor();
    await card.getByText('Активна', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Подключить заново' }).count()).resolves.toBe(0);
  });
});
