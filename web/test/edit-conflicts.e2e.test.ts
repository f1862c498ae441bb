// No edit is silently lost (issue 13 §5), in two tabs of 'Ваши услуги': directions added in both are
// merged (the second tab's save meets a 409, merges onto the fresh copy and saves again); a price
// changed in both shows the fresh copy with an alert and a way to bring one's own edit back. In two tabs
// of the quiz builder, the tab that saved first shows the other's merged edit without a reload.
// Autosaves go without waiting out their delay: the tabs' clock (one for the context) is moved past it.
import type { Page } from 'playwright-core';
import type { SettingView } from '../../shared/schemas/services';
import { AUTOSAVE_DELAY_MS } from '../src/cabinet/autosave/autosaver';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { autosaveAhead, clinicApi, clinicUrl, editAndSave, eventually, waitSaved } from './clinic-support';

const session = useBrowserSession();

// One clinic for the file: the first test edits its services, the second its doctors.
let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
});

async function signedInClinic() {
  await storeTokenWithoutPage(session.page(), clinicUrl, token);
  return clinicApi(token);
}

const directionNames = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Название направления' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function addDirection(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Название нового направления' }).fill(name);
  await page.getByRole('button', { name: 'Создать направление' }).click();
}

async function therapyPrice(page: Page) {
  const therapy = page.getByTestId('direction').filter({ has: page.locator('input[value="Терапия"]') });
  const expand = page.getByRole('button', { name: 'Развернуть направление «Терапия»' });
  if (await expand.isVisible()) await expand.click();
  return therapy.getByRole('textbox', { name: 'Цена' }).first();
}

// Tab A is a desktop window and tab B a phone-sized one, so one run covers both widths.
describe('two tabs of services, at 1440 and 390 px', () => {
  it('merges directions added in both tabs; a price changed in both shows the fresh copy, an alert and a way back', async () => {
    const tabA = session.page();
    await tabA.setViewportSize({ width: 1440, height: 900 });
    const api = await signedInClinic();
    await api('PUT', '/setting', { version: 0, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500' }] } } });
    await tabA.clock.install();
    const tabB = await tabA.context().newPage();
    await tabB.setViewportSize({ width: 390, height: 844 });
    for (const tab of [tabA, tabB]) {
      await tab.goto(clinicUrl('/setting/services'));
      await tab.getByRole('textbox', { name: 'Название направления' }).first().waitFor();
    }

    await editAndSave(tabA, () => addDirection(tabA, 'Хирургия'));
    const merge = tabB.getByTestId('save-indicator').filter({ hasText: 'Сохранено вместе с изменениями из другой вкладки' });
    await editAndSave(tabB, () => addDirection(tabB, 'Ортодонтия'), merge);
    await expect(directionNames(tabB)).resolves.toEqual(['Терапия', 'Хирургия', 'Ортодонтия']);
    expect(await seriousAxeViolations(tabB)).toEqual([]);
    const merged = await api<SettingView>('GET', '/setting');
    expect(Object.keys(merged.servicesList)).toEqual(['Терапия', 'Хирургия', 'Ортодонтия']);

    // Both change the same price: tab B first, then tab A, whose copy is older.
    await editAndSave(tabB, async () => (await therapyPrice(tabB)).fill('6000'));
    await eventually(
      () => api<SettingView>('GET', '/setting'),
      (setting) => setting.servicesList.Терапия?.[0]?.cost === '6000',
    );
    const alert = tabA.getByRole('alert').filter({ hasText: 'Показана свежая версия' });
    await editAndSave(tabA, async () => (await therapyPrice(tabA)).fill('5000'), alert);
    await expect((await therapyPrice(tabA)).inputValue()).resolves.toBe('6000');
    await expect(directionNames(tabA)).resolves.toEqual(['Терапия', 'Хирургия', 'Ортодонтия']);
    expect((await api<SettingView>('GET', '/setting')).servicesList.Терапия).toEqual([{ name: 'Пломба', cost: '6000' }]);
    expect(await seriousAxeViolations(tabA)).toEqual([]);

    // The user chooses their edit: it goes over the other price, the other tab's direction stays.
    const saveRestored = autosaveAhead(tabA);
    await alert.getByRole('button', { name: 'Вернуть мою правку' }).click();
    await expect((await therapyPrice(tabA)).inputValue()).resolves.toBe('5000');
    await saveRestored();
    const restored = await eventually(
      () => api<SettingView>('GET', '/setting'),
      (setting) => setting.servicesList.Терапия?.[0]?.cost === '5000',
    );
    expect(Object.keys(restored.servicesList)).toEqual(['Терапия', 'Хирургия', 'Ортодонтия']);
    await waitSaved(tabA);
    expect(await seriousAxeViolations(tabA)).toEqual([]);
    // Two tabs, six saves and two axe runs: slow when the machine runs other browser files alongside.
  }, 120_000);
});

describe('two tabs of the quiz builder, at 1440 and 390 px (issue 22 §3)', () => {
  it('after the second tab merges, the first shows its text without a reload', async () => {
    const tabA = session.page();
    await tabA.setViewportSize({ width: 1440, height: 900 });
    const api = await signedInClinic();
    const quiz = await api<{ _id: string }>('POST', '/quiz', { name: 'Две вкладки', header: 'Старый заголовок', paragraf: 'Старый текст' });
    await tabA.clock.install();
    const tabB = await tabA.context().newPage();
    await tabB.setViewportSize({ width: 390, height: 844 });
    for (const tab of [tabA, tabB]) {
      await tab.goto(clinicUrl(`/quiz/setting/${quiz._id}/landingPage`));
      await tab.getByLabel('Заголовок').first().waitFor();
    }

    // Both edit the version they loaded; whichever saves second merges (a tab left for the other saves at once).
    await tabB.getByLabel('Текст').first().fill('Текст из вкладки B');
    await tabA.getByLabel('Заголовок').first().fill('Заголовок из вкладки A');
    await tabA.clock.fastForward(AUTOSAVE_DELAY_MS);
    await eventually(
      () => api<{ header: string; paragraf: string }>('GET', `/quiz/lk?id=${quiz._id}`),
      (stored) => stored.header === 'Заголовок из вкладки A' && stored.paragraf === 'Текст из вкладки B',
    );
    // Each tab, the one that saved first included, shows both texts with no reload.
    for (const tab of [tabA, tabB]) {
      await tab.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLTextAreaElement>('textarea')].some((field) => field.value === 'Текст из вкладки B') &&
          [...document.querySelectorAll<HTMLInputElement>('input')].some((field) => field.value === 'Заголовок из вкладки A'),
      );
    }
    expect(await seriousAxeViolations(tabA)).toEqual([]);
  }, 90_000);
});

describe('deleting a doctor changed in another tab', () => {
  it('refuses the stale deletion, shows the fresh doctor and a reason, then deletes on the second try', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = await signedInClinic();
    const doctor = await api<{ _id: string; version: number }>('POST', '/doctor', { name: 'Орлова Вера' });
    await page.goto(clinicUrl('/setting/doctors'));
    const remove = page.getByRole('button', { name: 'Удалить врача Орлова Вера' });
    await remove.waitFor();

    // A colleague edits the doctor after this tab loaded it.
    await api('PUT', '/doctor', { doctorList: [{ _id: doctor._id, version: doctor.version, experience: '15 лет' }] });
    await remove.click();
    await page.getByRole('dialog', { name: 'Удалить врача?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Врача изменили в другой вкладке' }).waitFor();
    const doctors = await api<Array<{ _id: string; experience: string }>>('GET', '/doctor');
    expect(doctors).toMatchObject([{ _id: doctor._id, experience: '15 лет' }]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Seen the fresh copy, the user deletes again: now based on the newest version.
    await remove.click();
    await page.getByRole('dialog', { name: 'Удалить врача?' }).getByRole('button', { name: 'Удалить' }).click();
    await remove.waitFor({ state: 'detached' });
    await eventually(
      () => api<unknown[]>('GET', '/doctor'),
      (list) => list.length === 0,
    );
  }, 90_000);
});
