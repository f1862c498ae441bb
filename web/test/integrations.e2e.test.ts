// Integrations: add an e-mail (unconfirmed until its link is opened, resend) and connect a Telegram group by
// its one-time code (the fake's startgroup page, or the command posted to the webhook), delete one behind
// 'Удалить интеграцию?'; autosave of an edit; the IDENT key; the 'Скоро' kinds.
// One clinic for the file (the tests run in order, each on entries of its own); the checks made at both
// widths run once with a desktop page and a phone page side by side. Where the Telegram modal polls for its
// code, the page's clock skips the rest of the interval once the group has the code (not waited out).
import type { Page, Request } from 'playwright-core';
import { integrationBadge } from '../../shared/domain/integration-badge';
import { MACDENT_KEY_PROBLEM } from '../../shared/domain/integrations';
import { SENDER_NAME_PROBLEM } from '../../shared/integrations/sms';
import { SECRET_MASK } from '../../shared/domain/integration-secrets';
import { IDENT_KEY_ALPHABET } from '../../shared/schemas/integrations';
import { AUTOSAVE_DELAY_MS } from '../src/cabinet/autosave/autosaver';
import { TELEGRAM_CODE_POLL_MS } from '../src/cabinet/integrations/integrations-api';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { confirmationLinkTo, postTelegramUpdate } from '../../infra/local/seed-integrations';
import { api } from '../../functions/test/api';
import { addBookableDoctor, allLeads, slotAt, ticketOf } from '../../functions/test/leads-support';
import { seriousAxeViolations } from './axe';
import { cutOffContent } from './cut-off';
import { integrationsOf, saveIntegrationsAs } from './clinic-api';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';

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

let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
});

/** A second page in the test's context (its storage, so signed in once the first page is), phone-sized. */
async function phonePage(): Promise<Page> {
  const phone = await session.page().context().newPage();
  watchConsole(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  return phone;
}

async function openIntegrations(page = session.page()) {
  // Signed in once per test's context (the phone page shares its storage).
  if (!page.url().startsWith(session.appUrl('/')) && page === session.page()) await storeTokenWithoutPage(page, session.appUrl, token);
  await page.goto(session.appUrl('/user/integration'));
  await page.getByRole('heading', { name: 'Ваши интеграции' }).waitFor();
  return page;
}

describe('integrations screen', () => {
  it('adds an e-mail and a Telegram group, shows them active, and deletes one after confirmation', async () => {
    await session.page().clock.install();
    const page = await openIntegrations();
    await page.getByText('Интеграций пока нет').waitFor();

    await page.getByRole('button', { name: 'Подключить: Почта' }).click();
    const mailModal = page.getByRole('dialog', { name: 'Почта' });
    await mailModal.getByLabel('E-mail для заявок').fill('не-почта');
    await mailModal.getByRole('button', { name: 'Добавить' }).click();
    await mailModal.getByText('Укажите e-mail в формате name@example.ru').waitFor();
    await mailModal.getByLabel('E-mail для заявок').fill('Leads@Clinic-E2E.ru');
    await mailModal.getByRole('button', { name: 'Добавить' }).click();
    const mail = page.getByRole('article', { name: 'Почта: leads@clinic-e2e.ru' });
    // Not confirmed yet: the link went to the address; it can be mailed again.
    await mail.getByText('Не подтверждён', { exact: true }).waitFor();
    await mail.getByRole('button', { name: 'Отправить ещё раз' }).click();
    await mail.getByText('Письмо со ссылкой отправлено на leads@clinic-e2e.ru').waitFor();

    // Telegram: no id to type; the code's t.me link opens the fake's "add the bot to a group" page.
    await page.getByRole('button', { name: 'Подключить: Telegram' }).click();
    const telegramModal = page.getByRole('dialog', { name: 'Telegram' });
    await expect(telegramModal.getByLabel('ID группы').count()).resolves.toBe(0);
    await telegramModal.getByRole('button', { name: 'Получить код' }).click();
    const link = telegramModal.getByRole('link', { name: 'Добавить бота в группу' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/dentlead_bot\?startgroup=[A-Z2-9]{10}$/);
    const telegramPage = await page.context().newPage();
    await telegramPage.goto(href);
    await telegramPage.getByLabel('Название группы').fill('Заявки с сайта');
    await telegramPage.getByRole('button', { name: 'Добавить бота в группу' }).click();
    await telegramPage.getByRole('heading', { name: 'Бот добавлен в группу' }).waitFor();
    await telegramPage.close();
    await page.clock.fastForward(TELEGRAM_CODE_POLL_MS);
    await telegramModal.getByText('Группа «Заявки с сайта» подключена').waitFor();
    await telegramModal.getByRole('button', { name: 'Готово' }).click();
    const telegram = page.getByRole('article', { name: 'Telegram: Заявки с сайта' });
    await telegram.getByText('Активна', { exact: true }).waitFor();
    await telegram.getByRole('button', { name: 'Отправить тестовое сообщение' }).waitFor();

    await page.getByRole('tab', { name: /Аналитика/ }).click();
    await page.getByText('В категории «Аналитика» интеграций пока нет.').waitFor();
    await page.getByRole('tab', { name: /Уведомления/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('article').count()).resolves.toBe(2);

    await mail.getByRole('button', { name: 'Удалить интеграцию Почта: leads@clinic-e2e.ru' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить интеграцию?' });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await mail.waitFor();
    await mail.getByRole('button', { name: 'Удалить интеграцию Почта: leads@clinic-e2e.ru' }).click();
    await page.getByRole('dialog', { name: 'Удалить интеграцию?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
    await mail.waitFor({ state: 'detached' });
    await telegram.waitFor();

    const saved = await integrationsOf(token);
    expect(saved.email).toEqual([]);
    expect(saved.telegram).toEqual([expect.objectContaining({ name: 'Заявки с сайта', active: true, confirmed: true })]);
  });

  it("confirms a lead address on the letter's page only when its button is pressed, at 1440 and 390 px", async () => {
    const desktop = session.page();
    await desktop.setViewportSize({ width: 1440, height: 844 });
    const phone = await phonePage();
    const addresses = [`owner-1440-${Date.now()}@clinic-e2e.ru`, `owner-390-${Date.now()}@clinic-e2e.ru`];
    await saveIntegrationsAs(token, { email: addresses.map((text) => ({ text })) });
    const storedAddress = async (address: string) => (await integrationsOf(token)).email.filter((item) => item.text === address);
    for (const [page, address] of [
      [desktop, addresses[0]!],
      [phone, addresses[1]!],
    ] as const) {
      const { pageUrl } = await confirmationLinkTo(testRuntime().mailboxUrl, address);
      await page.goto(session.appUrl(pageUrl));
      const button = page.getByRole('button', { name: 'Подтвердить адрес' });
      await button.waitFor();
      // Opening the page (what a mail scanner does) confirms nothing.
      await expect(storedAddress(address)).resolves.toEqual([expect.objectContaining({ text: address, confirmed: false })]);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Адрес подтверждён' }).waitFor();
      await page.getByRole('status').filter({ hasText: address }).waitFor();
      await expect(storedAddress(address)).resolves.toEqual([expect.objectContaining({ text: address, confirmed: true })]);

      // The link works once: opened again, the button says why it cannot.
      await page.reload();
      await page.getByRole('button', { name: 'Подтвердить адрес' }).click();
      await page.getByRole('alert').filter({ hasText: 'Ссылка устарела или уже использована' }).waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    }
  });

  it('connects a Telegram group by code from the keyboard at 1440 and 390 px, with no serious axe violations', async () => {
    const desktop = session.page();
    await desktop.setViewportSize({ width: 1440, height: 900 });
    await desktop.clock.install();
    await openIntegrations(desktop);
    const phone = await phonePage();
    for (const [page, title] of [
      [desktop, 'Регистратура'],
      [phone, 'Ресепшен'],
    ] as const) {
      // The phone page opens after the desktop's group is connected, so it lists it too.
      if (page === phone) await openIntegrations(phone);
      const connect = page.getByRole('button', { name: 'Подключить: Telegram' });
      await connect.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: 'Telegram' });
      await modal.getByRole('button', { name: 'Получить код' }).focus();
      await page.keyboard.press('Enter');
      const command = (await modal.getByTestId('telegram-start-command').textContent())!;
      // Addressed to the bot: in privacy mode (Telegram's default) a plain '/start CODE' would not reach it.
      expect(command).toMatch(/^\/start@dentlead_bot [A-Z2-9]{10}$/);
      await modal.getByText(/Ждём код в группе/).waitFor();
      // The dialog itself (the cabinet menu behind it is another screen's concern).
      await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Someone in the group sends the command: the webhook connects it and the modal learns it by polling.
      const group = `-100${Date.now()}`;
      await postTelegramUpdate(testRuntime().fakes!.telegram!, { id: group, type: 'supergroup', title }, command);
      await page.clock.fastForward(TELEGRAM_CODE_POLL_MS);
      await modal.getByText(`Группа «${title}» подключена`).waitFor();
      await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
      await page.keyboard.press('Escape');
      await page
        .getByRole('article', { name: `Telegram: ${title}` })
        .getByText('Активна', { exact: true })
        .waitFor();
      // The file's clinic has the first test's group too.
      const stored = (await integrationsOf(token)).telegram.filter((item) => item.id === group);
      expect(stored).toEqual([expect.objectContaining({ id: group, confirmed: true })]);
    }
  });

  it('refuses a MacDent key that is not 123:секрет at the field, from the keyboard at 1440 and 390 px', async () => {
    const desktop = session.page();
    await desktop.setViewportSize({ width: 1440, height: 900 });
    await desktop.clock.install();
    await openIntegrations(desktop);
    const phone = await phonePage();
    for (const [page, name] of [
      [desktop, 'Филиал 1440'],
      [phone, 'Филиал 390'],
    ] as const) {
      if (page === phone) await openIntegrations(phone);
      await page.getByRole('button', { name: 'Подключить: MacDent' }).focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: 'MacDent' });
      const key = modal.getByLabel('Ключ API MacDent');
      await key.fill('abc');
      await modal.getByLabel('Название (например, филиал)').fill(name);
      await page.keyboard.press('Enter');
      // Said at the field it concerns, and the focus is taken there.
      await modal.getByText(MACDENT_KEY_PROBLEM).waitFor();
      await expect(key.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(key.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect((await integrationsOf(token)).macDent.filter((entry) => entry.name === name)).toEqual([]);

      await key.fill(`${page === desktop ? 1440 : 390}:huOTWx5yovGFxDE50kme`);
      await expect(modal.getByText(MACDENT_KEY_PROBLEM).count()).resolves.toBe(0);
      await page.keyboard.press('Enter');
      await page
        .getByRole('article', { name: `MacDent: ${name}` })
        .getByText('Активна', { exact: true })
        .waitFor();
    }
    // The key is a secret: after a reload the card shows the mask, never the key, and says nothing is wrong.
    await openIntegrations(desktop);
    const card = desktop.getByRole('article', { name: 'MacDent: Филиал 1440' });
    await expect(card.getByLabel('Ключ API MacDent').inputValue()).resolves.toBe(SECRET_MASK);
    await expect(desktop.content()).resolves.not.toContain('huOTWx5yovGFxDE50kme');
    await expect(card.getByText(MACDENT_KEY_PROBLEM).count()).resolves.toBe(0);
    // The card keeps the same rule: a key edited into 'abc' is said wrong at its field and the entry stops.
    await card.getByLabel('Ключ API MacDent').fill('abc');
    await card.getByText(MACDENT_KEY_PROBLEM).waitFor();
    await card.getByText('Неактивна', { exact: true }).waitFor();
    // Its autosave without waiting out the delay.
    await desktop.clock.fastForward(AUTOSAVE_DELAY_MS);
    const saved = await waitFor('the edited key saved', async () =>
      (await integrationsOf(token)).macDent.find((entry) => entry.name === 'Филиал 1440' && entry.active === false),
    );
    expect(saved.id).toBe(SECRET_MASK);
  });

  it("connects SMS.ru by keyboard with its key and sender name, and shows SMS.ru's refusal in Russian by the badge rule, at 1440 and 390 px", async () => {
    const desktop = session.page();
    await desktop.setViewportSize({ width: 1440, height: 900 });
    const page = await openIntegrations(desktop);
    const key = `D6CA597E-3ACF-4E7D-82EE-${Date.now().toString(16).slice(-12).padStart(12, '0')}`;
    await page.getByRole('button', { name: 'Подключить: SMS' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'SMS' });
    const keyField = modal.getByLabel('API-ключ SMS.ru');
    await keyField.waitFor();
    await keyField.focus();
    await page.keyboard.type(key);
    await page.keyboard.press('Tab');
    const sender = modal.getByLabel('Имя отправителя');
    await expect(sender.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    // A Cyrillic name SMS.ru would not take: said at its field, in Russian, and the focus is taken there.
    await page.keyboard.type('Улыбка');
    await page.keyboard.press('Enter');
    await modal.getByText(SENDER_NAME_PROBLEM).waitFor();
    await expect(sender.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(sender.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await sender.fill('');
    await page.keyboard.type('Ulybka');
    await page.keyboard.press('Enter');
    const card = (on: Page) => on.locator('article[data-kind="sms"]');
    await card(page).getByTestId('entry-badge').getByText('Активна', { exact: true }).waitFor();

    // SMS.ru no longer approves the name: the next booking's SMS is refused, and the card says so in SMS.ru's words.
    await fetch(`${testRuntime().fakes!.sms!}/__fake/accounts`, {
      method: 'POST',
      body: JSON.stringify({ apiId: key, senders: ['Other'] }),
    });
    const clinic = { token, clinicId: (await api('GET', '/api/user', { token })).body._id as string, email: '' };
    const doctorId = await addBookableDoctor(clinic, 'Смирнова Ольга');
    const booked = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart: slotAt(2, 5), ClientFullName: 'СМС Отказ' }),
    });
    expect(booked.status).toBe(201);
    await waitFor('the SMS status final', async () => {
      const value = Object.values((await allLeads(clinic)).find((lead) => lead._id === booked.body.id)?.statusSend.sms ?? {})[0];
      return value !== undefined && !value.startsWith('отправляется') && value;
    });
    const view = await integrationsOf(token);
    const entry = view.sms[0]!;
    const expected = integrationBadge(
      { kind: 'sms', active: entry.active, confirmed: false, destination: entry.apiKey, outcome: view.outcomes?.[entry._id!] },
      Date.now(),
    );
    expect(expected.text).toBe('Ошибка');
    expect(expected.lines[0]).toContain('Имя отправителя не согласовано в SMS.ru');

    const phone = await phonePage();
    for (const on of [desktop, phone]) {
      await openIntegrations(on);
      const shown = card(on);
      await shown.getByTestId('entry-badge').getByText(expected.text, { exact: true }).waitFor();
      await expect(shown.getByTestId('entry-outcome').locator('p').allTextContents()).resolves.toEqual(expected.lines);
      await expect(shown.getByLabel('API-ключ SMS.ru').inputValue()).resolves.toBe(SECRET_MASK);
      await expect(on.content()).resolves.not.toContain(key);
      await expect(cutOffContent(on, '.integration-entry')).resolves.toEqual([]);
      expect(await on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(seriousAxeViolations(on)).resolves.toEqual([]);
    }
    await phone.close();
  }, 120_000);

  it('autosaves an edit once, a second after the last keystroke, and reduces a site to its host', async () => {
    const page = session.page();
    // The page's clock is ours: it runs from a minute back while the screen loads, then stands still
    // while we type, so the autosave delay is measured in page time, not in how fast this machine is.
    await page.clock.install({ time: Date.now() - 60_000 });
    await openIntegrations();

    await page.getByRole('button', { name: 'Подключить: Сайт' }).click();
    const siteModal = page.getByRole('dialog', { name: 'Сайт' });
    await siteModal.getByLabel('Адрес сайта').fill('https://www.clinic-e2e.ru/prices?utm=1');
    await siteModal.getByText('Сохранится как www.clinic-e2e.ru').waitFor();
    await siteModal.getByRole('button', { name: 'Добавить' }).click();
    await page.getByRole('article', { name: 'Сайт: www.clinic-e2e.ru' }).getByText('Активна', { exact: true }).waitFor();
    // Its name follows the edits below, so from here on the card is found by its kind.
    const site = page.locator('article[data-kind="webSite"]');
    const indicator = page.getByTestId('save-indicator');

    let puts = 0;
    const isPut = (request: Request) => request.method() === 'PUT' && request.url().endsWith('/api/integration');
    page.on('request', (request) => isPut(request) && (puts += 1));
    const field = site.getByLabel('Адрес сайта');
    await page.clock.pauseAt(Date.now());
    await field.fill('');
    await site.getByText('Неактивна', { exact: true }).waitFor();
    await field.pressSequentially('https://new-clinic.ru/');
    await page.clock.runFor(AUTOSAVE_DELAY_MS - 1);
    expect(puts).toBe(0);
    await Promise.all([page.waitForRequest(isPut), page.clock.runFor(1)]);
    await page.clock.resume();
    await indicator.and(page.locator('[data-status="saved"]')).waitFor();
    expect(puts).toBe(1);

    await field.blur();
    await expect(field.inputValue()).resolves.toBe('new-clinic.ru');
    await expect(integrationsOf(token)).resolves.toMatchObject({
      webSite: [expect.objectContaining({ text: 'new-clinic.ru', active: true })],
    });
    // Leaving the value as saved sends nothing more, however long the page waits.
    await page.clock.fastForward(10 * AUTOSAVE_DELAY_MS);
    await expect(indicator.getAttribute('data-status')).resolves.toBe('saved');
    expect(puts).toBe(1);
  });

  it('shows the IDENT key the server made before saving, the same however often the dialog opens, and the entry keeps it', async () => {
    const page = await openIntegrations();
    // Every kind of the catalogue can be connected: nothing is left as 'Скоро'.
    await page.getByRole('button', { name: 'Подключить: DentalPRO' }).waitFor();
    await expect(page.getByText('Скоро', { exact: true }).count()).resolves.toBe(0);

    const shownKey = async (on: Page) => {
      await on.getByRole('button', { name: 'Подключить: IDENT' }).click();
      const modal = on.getByRole('dialog', { name: 'IDENT' });
      await modal.getByRole('button', { name: 'Скопировать' }).waitFor();
      return { modal, key: (await modal.getByTestId('ident-key').textContent()) ?? '' };
    };
    const first = await shownKey(page);
    expect(first.key).toHaveLength(25);
    expect([...first.key].every((char) => IDENT_KEY_ALPHABET.includes(char))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Copied into IDENT, the dialog closed and opened again (here, and on a phone after a reload): the same key.
    await first.modal.getByRole('button', { name: 'Отмена' }).click();
    expect((await shownKey(page)).key).toBe(first.key);
    const phone = await openIntegrations(await phonePage());
    const onPhone = await shownKey(phone);
    expect(onPhone.key).toBe(first.key);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const keyBox = await onPhone.modal.getByTestId('ident-key').boundingBox();
    expect(keyBox!.x + keyBox!.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.close();

    const modal = page.getByRole('dialog', { name: 'IDENT' });
    await modal.getByLabel('Название (например, филиал)').fill('Филиал на Ленина');
    await modal.getByRole('button', { name: 'Добавить' }).click();
    const entry = page.getByRole('article', { name: 'IDENT: Филиал на Ленина' });
    await entry.getByText('Активна', { exact: true }).waitFor();
    await expect(entry.getByTestId('ident-key').textContent()).resolves.toBe(first.key);
    await expect(integrationsOf(token)).resolves.toMatchObject({
      ident: [expect.objectContaining({ id: first.key, name: 'Филиал на Ленина' })],
    });
    // The next entry gets a key of its own.
    const next = await shownKey(page);
    expect(next.key).not.toBe(first.key);
    await next.modal.getByRole('button', { name: 'Отмена' }).click();
  });
});
