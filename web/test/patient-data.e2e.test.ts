// Issue 28 §2: on 'Персональные данные' a clinic finds one patient's data by a phone typed its own way, sees what
// was found, confirms and erases it, and is told which outside systems to clear itself; it sets the retention period,
// with the Russian message next to the field for a wrong one — at 1440 and 390 px, by keyboard, axe clean, nothing cut off.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { testRuntime } from '../../infra/local/testing/runtime';
import { PATIENT_PHONE_ERROR } from '../../shared/domain/patient-data/phone-keys';
import { RETENTION_MESSAGE } from '../../shared/domain/patient-data/retention';
import { seriousAxeViolations } from './axe';
import { expectNoConsoleErrors, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs, createConsultation, leadsOf } from './clinic-api';
import { SCREENSHOT_DIR } from './clinic-support';
import { cutOffContent } from './cut-off';
import { createWidgetClinic, type WidgetClinic } from './widget-site';

const session = useBrowserSession();

expectNoConsoleErrors(session);

/** Axe and nothing cut off; a screenshot for a person to look at when E2E_SCREENSHOT_DIR is set. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await cutOffContent(page)).toEqual([]);
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `patient-data-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** The field's error as a person hears it: the text its aria-describedby points to. */
async function describedError(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await page.waitForFunction((name) => {
    const input = [...document.querySelectorAll('label')].find((item) => item.textContent === name)?.control;
    return input?.getAttribute('aria-invalid') === 'true';
  }, label);
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe.each([
  ['1440', { width: 1440, height: 900 }, '913'],
  ['390', { width: 390, height: 844 }, '914'],
])('a clinic at %s px', (_size, viewport, code) => {
  let clinic: WidgetClinic;
  const national = `${code}${String(Date.now()).slice(-7)}`;
  const name = `Удаляемая ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    const { appUrl, mailboxUrl } = testRuntime();
    clinic = await createWidgetClinic(appUrl, mailboxUrl);
    await createConsultation(clinic.clinicKey, {
      ClientFullName: name,
      ClientPhone: `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
    });
    const quiz = await callAs<{ _id: string }>(clinic.token, 'POST', '/api/quiz', { name: 'Имплантация' });
    await callAs(null, 'POST', '/api/quiz/send', {
      userId: clinic.clinicKey,
      quizId: quiz._id,
      URL: 'https://clinic.ru/quiz/implant',
      data: { Имя: name, Телефон: `8${national}` },
      idempotencyKey: randomUUID(),
    });
  });

  it('erases one patient by phone after confirming, and sets the retention period', async () => {
    const page = session.page();
    await page.setViewportSize(viewport);
    await storeTokenWithoutPage(page, session.appUrl, clinic.token);
    await page.goto(session.appUrl('/user/personal-data'));
    await page.getByRole('heading', { name: 'Персональные данные', level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Персональные данные' }).count()).resolves.toBeGreaterThan(0);

    // Not a phone: the message next to the field, nothing asked.
    const phone = page.getByLabel('Телефон пациента');
    await phone.focus();
    await page.keyboard.type('Анна');
    await page.keyboard.press('Enter');
    expect(await describedError(page, 'Телефон пациента')).toContain(PATIENT_PHONE_ERROR);
    await checkPage(page, 'phone-error');

    // The phone as the receptionist has it: with 8, brackets and spaces.
    await phone.fill('');
    await page.keyboard.type(`8 (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6)}`);
    await page.keyboard.press('Enter');
    const counts = page.locator('.patient-data__counts');
    await counts.waitFor();
    const count = (label: string) =>
      counts
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    await expect(count('Заявки')).resolves.toBe('1');
    await expect(count('Ответы на квизы')).resolves.toBe('1');
    await expect(count('Записи на приём')).resolves.toBe('0');
    await checkPage(page, 'found');

    // Erase by keyboard: the button, then the confirmation ('Отмена' has the focus; 'Да, удалить' is before it).
    const erase = page.getByRole('button', { name: 'Удалить данные пациента' });
    await erase.focus();
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('button', { name: 'Отмена' });
    await expect(cancel.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await checkPage(page, 'confirm');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Данные пациента удалены' });
    await done.waitFor();
    await expect(done.textContent()).resolves.toContain('обезличено заявок — 2');
    // The outside systems are named (or that there were none), so the clinic knows where else to act.
    await page.getByText(/Заявки ушли во внешние системы|Во внешние системы заявки пациента не уходили/).waitFor();
    await checkPage(page, 'erased');
    const leads = await leadsOf(clinic.token);
    expect(JSON.stringify(leads)).not.toContain(name);
    expect(JSON.stringify(leads)).not.toContain(national.slice(3));

    // The retention period: out of range is refused at the field, in Russian; 12 is kept.
    const months = page.getByLabel('Срок хранения данных пациентов, месяцев');
    await expect(months.inputValue()).resolves.toBe('36');
    await months.fill('');
    await months.focus();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    expect(await describedError(page, 'Срок хранения данных пациентов, месяцев')).toContain(RETENTION_MESSAGE);
    await checkPage(page, 'retention-error');
    await months.fill('');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Срок хранения сохранён' }).waitFor();
    await page.reload();
    await expect(page.getByLabel('Срок хранения данных пациентов, месяцев').inputValue()).resolves.toBe('12');
  });
});
