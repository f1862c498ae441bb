// The trailer configurator /seagull as a visitor meets it, in Chromium at 1440 and 390 px: the rules of
// docs/contract/widget-quiz-configurator.md §4 at work (body and furniture linked, the 4th berth, the combined heater and the boilers), the
// total, the sticky panel, the picture modal, 'Оформить' and 'Сохранить' with the §5 checks, both mails
// in the mailbox, the phone's 'Ваш расчет' block and request bar, and a print that shows the summary only.
// One browser for the file; each test's page at its width.
import { SEAGULL_EMAIL_ERROR, SEAGULL_PHONE_ERROR } from '../../shared/domain/configurator/request';
import type { Page } from 'playwright-core';
import { formatRubles } from '../../shared/domain/configurator/money';
import { initialSelection, type Selection, selectionTotal, toggleOption } from '../../shared/domain/configurator/rules';
import { mailWithSubject } from '../../infra/local/testing/mailbox';
import { seriousAxeViolations } from './axe';
import { useBrowserSession } from './browser-session';

const totalOf = (...clicks: string[]) =>
  `Итого: ${formatRubles(selectionTotal(clicks.reduce<Selection>(toggleOption, initialSelection())))}`;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function totalSays(page: Page, scope: string, text: string): Promise<void> {
  await page.locator(`${scope} .sg-total`).filter({ hasText: text }).waitFor();
}

/** Opens the page and waits until React has hydrated the prerendered markup, with no error on the console. */
async function openConfigurator(page: Page, url: string): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Конфигуратор стоимости' }).waitFor();
  await page.locator('.sg[data-live]').waitFor();
  return consoleErrors;
}

/** The refused field flashes, takes focus and says why in words beneath it, with a 2 px border (issue 22 §3). */
const flashedAndFocused = (page: Page, name: string, message: string) =>
  page.waitForFunction(
    ([field, words]) => {
      const input = document.querySelector<HTMLInputElement>(`input[name="${field}"]`);
      const said = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
      return (
        input?.getAttribute('aria-invalid') === 'true' &&
        /sg-flash/.test(input.className) &&
        document.activeElement === input &&
        said?.textContent === words &&
        said.getBoundingClientRect().height > 0 &&
        getComputedStyle(input).borderTopWidth === '2px'
      );
    },
    [name, message] as const,
  );

const session = useBrowserSession({ width: 1440, height: 900 });

describe('the configurator at 1440 px', () => {
  it('applies the rules, keeps the panel in view, zooms a picture, sends and saves, and prints the summary only', async () => {
    const page = session.page();
    const consoleErrors = await openConfigurator(page, session.appUrl('/seagull'));
    await totalSays(page, '.sg-panel', totalOf());
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Body and furniture go together; the 4th berth waits for the 3-4 seat body.
    const furniture = page.locator('[data-category="furniture"]');
    await furniture.getByRole('button', { name: 'Развернуть' }).click();
    const berth = page.getByRole('checkbox', { name: /Четвёртое спальное место/ });
    expect(await berth.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Кузов на 3–4 места/ }).check();
    expect(await page.getByRole('radio', { name: /Мебель на 3–4 места/ }).isChecked()).toBe(true);
    await berth.check();
    await totalSays(page, '.sg-panel', totalOf('body-34', 'furniture-berth4'));
    await furniture.getByRole('button', { name: 'Свернуть' }).click();

    // The combined heater clears and blocks the boilers; another heater brings the first boiler back.
    await page.getByRole('radio', { name: /Комбинированный котёл-отопитель/ }).check();
    const boiler = page.getByRole('checkbox', { name: /Бойлер 12В\/220В/ });
    expect(await boiler.isDisabled()).toBe(true);
    expect(await boiler.isChecked()).toBe(false);
    await page.getByRole('radio', { name: /Воздушный отопитель 5 кВт/ }).check();
    expect(await boiler.isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /Датчик газа/ }).check();
    const clicks = ['body-34', 'furniture-berth4', 'heating-combi', 'heating-5', 'extra-gas-sensor'];
    await totalSays(page, '.sg-panel', totalOf(...clicks));

    // The left panel sticks 50 px from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => scrollY > 0 && Math.round(document.querySelector('.sg-panel')!.getBoundingClientRect().top) === 50);

    // The picture modal closes by Escape, backdrop and cross; the page does not scroll meanwhile.
    const zoom = page.getByRole('button', { name: 'Увеличить изображение: Кузов на 2 места' });
    await zoom.click();
    const pictureDialog = page.getByRole('dialog', { name: 'Кузов на 2 места' });
    await pictureDialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await pictureDialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Увеличить изображение: Кузов на 2 места');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await zoom.click();
    await pictureDialog.waitFor();
    await page.mouse.click(8, 8);
    await pictureDialog.waitFor({ state: 'hidden' });
    await zoom.click();
    await pictureDialog.getByRole('button', { name: 'Закрыть' }).click();
    await pictureDialog.waitFor({ state: 'hidden' });

    // 'Оформить': the e-mail is checked first, then the phone; each failure flashes and takes focus.
    const name = `Покупатель ${tag()}`;
    await page.locator('.sg-panel').getByRole('button', { name: 'Оформить' }).click();
    const order = page.getByRole('dialog', { name: 'Оформить заявку' });
    await order.waitFor();
    expect(await seriousAxeViolations(page, '.sg-modal')).toEqual([]);
    await order.getByText('обработку персональных данных').waitFor();
    await order.getByRole('button', { name: 'Отправить' }).click();
    await flashedAndFocused(page, 'email', SEAGULL_EMAIL_ERROR);
    await order.getByLabel('Email').fill('buyer@example');
    await order.getByRole('button', { name: 'Отправить' }).click();
    await flashedAndFocused(page, 'email', SEAGULL_EMAIL_ERROR);
    expect(await seriousAxeViolations(page, '.sg-modal')).toEqual([]);
    await order.getByLabel('Email').fill('buyer@example.ru');
    await order.getByLabel('Имя').fill(name);
    await order.getByLabel('Телефон').pressSequentially('89991234567');
    expect(await order.getByLabel('Телефон').inputValue()).toBe('+7 999 123-45-67');
    await order.getByLabel('Телефон').fill('+7 999 12');
    await order.getByRole('button', { name: 'Отправить' }).click();
    await flashedAndFocused(page, 'phone', SEAGULL_PHONE_ERROR);
    await order.getByLabel('Телефон').fill('9991234567');
    await order.getByRole('button', { name: 'Отправить' }).click();
    await page.getByRole('heading', { name: 'Мы получили вашу заявку' }).waitFor();
    await page.getByRole('button', { name: 'Хорошо' }).click();
    const orderMail = await mailWithSubject(name);
    expect(orderMail.body.text).toContain('Мебель и кухня: Четвёртое спальное место___35 000 ₽');
    expect(orderMail.body.text).toContain('Телефон: +7 999 123-45-67');
    expect(orderMail.body.text).toContain(totalOf(...clicks));

    // 'Сохранить': the e-mail only.
    const email = `save-${tag()}@example.ru`;
    await page.locator('.sg-panel').getByRole('button', { name: 'Сохранить' }).click();
    const save = page.getByRole('dialog', { name: 'Сохранить расчёт' });
    await save.waitFor();
    expect(await save.getByLabel('Телефон').count()).toBe(0);
    await save.getByLabel('Email').fill(email);
    await save.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { name: 'Мы получили вашу заявку' }).waitFor();
    await page.keyboard.press('Escape');
    const saveMail = await mailWithSubject(email);
    expect(saveMail.subject).toBe(`Сохранённый расчёт конфигуратора прицепа: ${email}`);
    expect(saveMail.body.text).toContain(totalOf(...clicks));

    // 'Печать': the summary and the total, no categories and no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.sg-panel .sg-total').isVisible()).toBe(true);
    expect(await page.locator('.sg-panel .sg-summary').getByText('Датчик газа').isVisible()).toBe(true);
    expect(await page.locator('.sg-categories').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Оформить' }).first().isVisible()).toBe(false);
    expect(await page.locator('.sg-mobile-summary').isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});

describe('the configurator at 390 px', () => {
  it("shows the request bar while the options are in view, repeats the summary in 'Ваш расчет', and sends from there", async () => {
    const page = session.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await openConfigurator(page, session.appUrl('/seagull'));
    expect(await page.locator('.sg-panel .sg-summary').isVisible()).toBe(false);
    const bar = page.locator('.sg-bar');
    await bar.waitFor();
    await page.getByRole('radio', { name: /Кузов на 3–4 места/ }).check();
    await bar.filter({ hasText: totalOf('body-34').replace('Итого: ', '') }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const block = page.getByRole('region', { name: 'Ваш расчет' });
    await block.scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'hidden' });
    await totalSays(page, '.sg-mobile-summary', totalOf('body-34'));
    expect(await block.getByText('Мебель на 3–4 места').isVisible()).toBe(true);

    const name = `Телефон ${tag()}`;
    await block.getByRole('button', { name: 'Оформить' }).click();
    const order = page.getByRole('dialog', { name: 'Оформить заявку' });
    await order.getByLabel('Имя').fill(name);
    await order.getByRole('button', { name: 'Отправить' }).click();
    await flashedAndFocused(page, 'email', SEAGULL_EMAIL_ERROR);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await order.getByLabel('Email').fill('mobile@example.ru');
    await order.getByLabel('Телефон').fill('9001234567');
    await order.getByRole('button', { name: 'Отправить' }).click();
    await page.getByRole('heading', { name: 'Мы получили вашу заявку' }).waitFor();
    expect(await seriousAxeViolations(page, '.sg-modal')).toEqual([]);
    const mail = await mailWithSubject(name);
    expect(mail.body.text).toContain('Кузов: Кузов на 3–4 места___600 000 ₽');
    expect(mail.body.text).toContain(totalOf('body-34'));
  });
});
