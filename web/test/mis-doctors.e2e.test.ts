// Doctors from an MIS as a clinic meets them (issue 22): IDENT pushes a doctor with a branch that is no address
// of the clinic and one with the same name as a doctor added by hand. In 'Ваши врачи', at 1440 and 390 px, each
// card says where it comes from ('из IDENT', 'добавлен вручную'), the MIS doctors wait as 'Не принимает' with
// what to choose, and both namesakes warn about each other; axe on the screen. Then the clinic maps one MIS doctor
// (speciality, one service, one address) and a patient on a phone sees only that service and, after booking,
// exactly that address.
import type { Locator, Page } from 'playwright-core';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { setUpClinic } from '../../functions/test/clinic-fixtures';
import { seriousAxeViolations } from './axe';
import { addIdentEntryAs, clinicIdOf } from './clinic-api';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { screenshots } from './clinic-support';
import { cutOffContent } from './cut-off';
import { pickFirstSlot } from './widget-site';

const session = useBrowserSession({ width: 1440, height: 900 });
const siteUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();
const slowIt = (name: string, test: () => Promise<void>) => it(name, test, 120_000);

let token = '';
let clinicId = '';
beforeAll(async () => {
  token = await registerThroughApi();
  await setUpClinic(token); // 'ул. Ленина, 1', 'пр. Мира, 5'; Терапия: Пломба, Хирургия: Удаление; 'Иванова Анна' by hand
  clinicId = await clinicIdOf(token);
  const table = sampleTimeTable('Europe/Moscow');
  const pushed = await new FakeIdent(siteUrl('/api/ident'), await addIdentEntryAs(token, 'IDENT')).postTimeTable({
    ...table,
    // Орлова's IDENT name is the manual doctor's; the branch is named as no address of the clinic.
    Doctors: [
      { Id: 201, Name: 'Иванова Анна' },
      { Id: 202, Name: 'Соколов Дмитрий Игоревич' },
    ],
    Branches: [{ Id: 6, Name: 'Филиал 1' }],
  });
  expect(pushed.status).toBe(200);
});

/** Ticks options in one of the card's choice dialogs ('Выбрать: Услуги'). */
async function choose(page: Page, card: Locator, group: string, options: string[]): Promise<void> {
  await card.getByRole('button', { name: `Выбрать: ${group}` }).click();
  const dialog = page.getByRole('dialog');
  for (const option of options) await dialog.getByLabel(option).check();
  await dialog.getByRole('button', { name: 'Готово' }).click();
}

describe('doctors from an MIS', () => {
  it.each([
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])('at %s px: each card says its origin, an MIS doctor what it waits for, and namesakes are told apart', async (size, viewport) => {
    const page = session.page();
    await page.setViewportSize(viewport);
    await storeTokenWithoutPage(page, siteUrl, token);
    await page.goto(siteUrl('/setting/doctors'));

    const misNamesake = page.locator('[data-doctor-id="ident-201"]');
    await misNamesake.getByTestId('doctor-origin').filter({ hasText: 'из IDENT' }).waitFor();
    const toggle = misNamesake.getByRole('switch');
    await expect(toggle.textContent()).resolves.toContain('Не принимает');
    await expect(toggle.isDisabled()).resolves.toBe(true);
    await expect(misNamesake.getByTestId('doctor-mapping-hint').textContent()).resolves.toMatch(
      /^Врач пришёл из IDENT: .*услуги врача IDENT не передаёт.*филиал в IDENT назван так же, как адрес клиники/,
    );
    await misNamesake.getByText('Выберите как минимум 1 услугу', { exact: true }).waitFor();
    await misNamesake.getByText('Выберите как минимум 1 адрес', { exact: true }).waitFor();
    await expect(misNamesake.getByTestId('doctor-namesake').textContent()).resolves.toBe(
      'В клинике есть ещё врач «Иванова Анна», добавленный вручную. Если это один человек, удалите лишнюю карточку: иначе пациенты увидят в виджете двух врачей с одним именем.',
    );

    const manual = page
      .getByTestId('doctor-card')
      .filter({ has: page.getByTestId('doctor-origin').filter({ hasText: 'добавлен вручную' }) });
    await expect(manual.getByRole('textbox', { name: 'Имя врача' }).inputValue()).resolves.toBe('Иванова Анна');
    await expect(manual.getByTestId('doctor-namesake').textContent()).resolves.toMatch(
      /^В клинике есть ещё врач «Иванова Анна» из IDENT\./,
    );
    await expect(manual.getByTestId('doctor-mapping-hint').count()).resolves.toBe(0);
    // The other MIS doctor has no namesake.
    await expect(page.locator('[data-doctor-id="ident-202"]').getByTestId('doctor-namesake').count()).resolves.toBe(0);

    await expect(cutOffContent(page)).resolves.toEqual([]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    if (size === '1440') await screenshots(page, 'mis-doctors');
  });

  slowIt('offers a mapped MIS doctor with only the mapped service, and the success screen names exactly its address', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await storeTokenWithoutPage(page, siteUrl, token);
    await page.goto(siteUrl('/setting/doctors'));
    const card = page.locator('[data-doctor-id="ident-202"]');
    await choose(page, card, 'Специализации', ['Терапевт']);
    await choose(page, card, 'Направления', ['Терапия', 'Хирургия']);
    await choose(page, card, 'Услуги', ['Пломба']);
    await card.getByLabel('пр. Мира, 5').check();
    await card.getByRole('switch').click();
    await expect(card.getByRole('switch').textContent()).resolves.toContain('Принимает');
    await expect(card.getByTestId('doctor-mapping-hint').count()).resolves.toBe(0);
    await page.getByTestId('doctors-save').filter({ hasText: 'Готово' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(`/widget?id=${encodeURIComponent(clinicId)}`));
    await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
    await page.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await page.getByRole('button', { name: /Соколов Дмитрий Игоревич/ }).click();
    await page.getByRole('heading', { name: 'Выберите услугу' }).waitFor();
    await page.getByRole('button', { name: /Пломба/ }).waitFor();
    await expect(page.getByRole('button', { name: /Удаление/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Пломба/ }).click();
    await pickFirstSlot(page);
    await page.getByLabel('ФИО').fill('Мисова Ольга');
    await page.getByLabel('Телефон').pressSequentially('89991112233');
    await page.getByRole('button', { name: 'Записаться' }).click();
    const ticket = page.locator('.w-ticket');
    await ticket.waitFor();
    await expect(ticket.locator('dt', { hasText: 'Адрес' }).locator('xpath=following-sibling::dd[1]').textContent()).resolves.toBe(
      'пр. Мира, 5',
    );
  });
});
