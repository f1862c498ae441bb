// 'Заявки': a lead sent through POST /api/ticket shows with its statuses, opens, resends, deletes;
// paging through nextCursor; the cards on a phone.
import type { Locator, Page } from 'playwright-core';
import { callAs, clinicIdOf, createConsultation, leadsOf, saveProvenDestinationsAs } from './clinic-api';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { cutOffContent } from './cut-off';

/** One field of the lead's detail (its dt and dd), by its label. */
const detailField = (detail: Locator, label: string) =>
  detail.locator('.lead-detail__field').filter({ has: detail.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });

const session = useBrowserSession();

// React logs errors it recovers from (a failing effect cleanup) to the console, not as page errors.
let consoleErrors: string[] = [];
function watchConsole(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
}
beforeEach(() => {
  consoleErrors = [];
  watchConsole(session.page());
});
afterEach(() => expect(consoleErrors).toEqual([]));

/** dd.mm.yyyy hh:mm on clocks `hours` ahead of UTC (Moscow +3, Yekaterinburg +5: neither keeps summer time). */
function clockTime(iso: string, hours = 3): string {
  const [date, time] = new Date(Date.parse(iso) + hours * 3_600_000).toISOString().split('T') as [string, string];
  return `${date.split('-').reverse().join('.')} ${time.slice(0, 5)}`;
}

describe('applications screen', () => {
  it('shows a consultation lead with its statuses, opens it, resends it to mail and deletes it; on a phone the table is cards', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    await saveProvenDestinationsAs(token, { email: ['leads@clinic-e2e.ru'] });
    const lead = await createConsultation(await clinicIdOf(token), { ClientFullName: 'Смирнова Ольга' });

    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting/applocation'));
    await page.getByRole('heading', { name: 'Заявки' }).waitFor();
    const row = page.locator(`tr[data-lead-id="${lead.id}"]`);
    await row.waitFor();
    await expect(row.locator('td[data-label="Дата"]').textContent()).resolves.toBe(`${clockTime(lead.createdAt)} (время клиники, UTC+3)`);
    await expect(row.locator('td[data-label="Телефон"]').textContent()).resolves.toBe('+7 912 345-67-89');
    await expect(row.locator('td[data-label="Utm"]').textContent()).resolves.toBe('yandex, implants');
    // The four statuses, each with its state as text: mail has a destination, the others none.
    await expect(row.locator('[data-channel="mail"]').getAttribute('data-status')).resolves.toMatch(/^(pending|ok)$/);
    await expect(row.getByText('Telegram: не настроено').count()).resolves.toBe(1);
    await expect(row.getByText('amoCRM: не настроено').count()).resolves.toBe(1);
    await expect(row.getByText('Google: не настроено').count()).resolves.toBe(1);
    await page.getByRole('list', { name: 'Обозначения статусов отправки' }).waitFor();

    await row.getByRole('button', { name: 'Смирнова Ольга', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Смирнова Ольга' });
    await detail.getByText('Перезвоните после 18:00').waitFor();
    // The page the lead came from, in its own field (the consent record names it again, issue 28 §1).
    await expect(detailField(detail, 'URL').getByText('https://www.clinic.ru/implants/?utm_source=yandex').count()).resolves.toBe(1);
    await expect(detail.getByText(lead.id).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');

    const resend = page.waitForResponse((response) => response.url().endsWith('/api/ticket/resend'));
    await detail.getByRole('button', { name: 'Отправить повторно: Почта' }).click();
    const resent = await resend;
    expect(resent.status()).toBe(200);
    expect(resent.request().postDataJSON()).toEqual({ id: lead.id, channel: 'mail' });
    await detail.getByText('Отправлено повторно, статус обновится через несколько секунд').waitFor();

    await detail.getByRole('button', { name: 'Удалить заявку' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить заявку?' });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    // Cancelling goes back to the lead.
    await page.getByRole('dialog', { name: 'Смирнова Ольга' }).getByRole('button', { name: 'Удалить заявку' }).click();
    await page.getByRole('dialog', { name: 'Удалить заявку?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.getByRole('heading', { name: 'Заявок пока нет' }).waitFor();
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
    await expect(leadsOf(token)).resolves.toMatchObject({ items: [] });

    // The same clinic on a phone (a second page of the context): the table turns into cards, with no sideways scrolling.
    const phone = await page.context().newPage();
    watchConsole(phone);
    await phone.setViewportSize({ width: 375, height: 800 });
    const phoneLead = await createConsultation(await clinicIdOf(token), { ClientFullName: 'Карточка Телефонная' });
    await phone.goto(session.appUrl('/setting/applocation'));
    const card = phone.locator(`tr[data-lead-id="${phoneLead.id}"]`);
    await card.waitFor();
    await expect(card.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('flex');
    await card.getByText('Telegram', { exact: true }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await card.getByRole('button', { name: 'Удалить заявку: Карточка Телефонная' }).click();
    await phone.getByRole('dialog', { name: 'Удалить заявку?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
    await phone.getByRole('heading', { name: 'Заявок пока нет' }).waitFor();
    await expect(callAs(token, 'GET', '/api/ticket/user')).resolves.toMatchObject({ items: [] });
  });

  it.each([
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])('at %s px shows a lead’s time on the clinic’s clocks, labelled, whatever the browser’s zone (issue 22)', async (_size, viewport) => {
    const page = session.page();
    await page.setViewportSize(viewport);
    const token = await registerThroughApi();
    const profile = await callAs<{ version: number }>(token, 'GET', '/api/clinic');
    await callAs(token, 'PUT', '/api/clinic', { version: profile.version, timezone: 'Asia/Yekaterinburg' });
    const lead = await createConsultation(await clinicIdOf(token), { ClientFullName: 'Часовой Пояс' });
    const clinicTime = `${clockTime(lead.createdAt, 5)} (время клиники, UTC+5)`;

    // The browser runs in Moscow (browser-session.ts): two hours behind the clinic.
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting/applocation'));
    const row = page.locator(`tr[data-lead-id="${lead.id}"]`);
    await expect(row.locator('td[data-label="Дата"]').textContent()).resolves.toBe(clinicTime);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);
    await row.getByRole('button', { name: 'Часовой Пояс', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Часовой Пояс' });
    await detailField(detail, 'Дата').getByText(clinicTime).waitFor();
    await expect(detail.getByText('Asia/Yekaterinburg').count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  it('shows mail and Telegram turning ok once the lead is delivered, without a reload', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    const group = `-100${Date.now()}`;
    await saveProvenDestinationsAs(token, { email: ['admin@clinic-e2e.ru'], telegram: [{ id: group, name: 'Администраторы' }] });
    const lead = await createConsultation(await clinicIdOf(token), { ClientFullName: 'Доставка Проверка' });

    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting/applocation'));
    const row = page.locator(`tr[data-lead-id="${lead.id}"]`);
    await row.locator('[data-channel="mail"][data-status="ok"]').waitFor({ timeout: 30_000 });
    await row.locator('[data-channel="telegram"][data-status="ok"]').waitFor({ timeout: 30_000 });
    await expect(row.getByText('amoCRM: не настроено').count()).resolves.toBe(1);
  });

  it('loads older leads through nextCursor as the list scrolls', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    const clinicId = await clinicIdOf(token);
    // One more than a page (LEADS_PAGE_SIZE = 30); the oldest is created first.
    const oldest = await createConsultation(clinicId, { ClientFullName: 'Самая Первая' });
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => createConsultation(clinicId, { ClientFullName: `Пациент ${batch * 10 + index}` })),
      );
    }

    await storeTokenWithoutPage(page, session.appUrl, token);
    const secondPage = page.waitForRequest((request) => request.url().includes('/api/ticket/user') && request.url().includes('cursor='));
    await page.goto(session.appUrl('/setting/applocation'));
    await page.locator('tr[data-lead-id]').first().waitFor();
    await expect(page.locator('tr[data-lead-id]').count()).resolves.toBe(30);
    await page.locator('tr[data-lead-id]').last().scrollIntoViewIfNeeded();
    await secondPage;
    await page.locator(`tr[data-lead-id="${oldest.id}"]`).waitFor();
    await expect(page.locator('tr[data-lead-id]').count()).resolves.toBe(31);
    await expect(page.locator('tr[data-lead-id]').last().getAttribute('data-lead-id')).resolves.toBe(oldest.id);
  });
});
