// 'Ваши услуги': directions and services created, priced, reordered by drag, kept after a reload; a
// renamed direction is renamed in the doctors' service maps too.
import type { DoctorView } from '../../shared/schemas/doctor';
import type { SettingView } from '../../shared/schemas/services';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { clinicApi, clinicUrl, dragHandleTo, eventually, screenshots, signedInClinic, waitSaved } from './clinic-support';

const session = useBrowserSession();

const directionNames = (page: ReturnType<typeof session.page>) =>
  page
    .getByRole('textbox', { name: 'Название направления' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('services', () => {
  it('creates directions and services, formats prices, reorders by drag and keeps the order after a reload', async () => {
    const page = session.page();
    const api = await signedInClinic(session);
    await page.goto(clinicUrl('/setting/services'));
    await page.getByRole('heading', { name: 'Ваши услуги' }).waitFor();

    const newName = page.getByRole('textbox', { name: 'Название нового направления' });
    const create = page.getByRole('button', { name: 'Создать направление' });
    await newName.fill('   ');
    await expect(create.isDisabled()).resolves.toBe(true); // an empty name is not created
    for (const name of ['Терапия', 'Хирургия', 'Гигиена']) {
      await newName.fill(name);
      await create.click();
    }
    await expect(directionNames(page)).resolves.toEqual(['Терапия', 'Хирургия', 'Гигиена']);

    const therapy = page.getByTestId('direction').filter({ has: page.locator('input[value="Терапия"]') });
    await therapy.getByRole('button', { name: 'Добавить услугу' }).click();
    await therapy.getByRole('textbox', { name: 'Название услуги' }).last().fill('Пломба');
    await therapy.getByRole('textbox', { name: 'Цена' }).last().fill('от 3500');
    await therapy.getByRole('button', { name: 'Добавить услугу' }).click();
    await therapy.getByRole('textbox', { name: 'Название услуги' }).last().fill('Лечение каналов');
    await therapy.getByRole('textbox', { name: 'Цена' }).last().pressSequentially('12000');
    await expect(therapy.getByRole('textbox', { name: 'Цена' }).last().inputValue()).resolves.toBe('12 000');

    // Drag 'Гигиена' above 'Терапия', then 'Лечение каналов' above 'Пломба' (all on one screen).
    await page.getByRole('button', { name: 'Свернуть направление «Хирургия»' }).click();
    await page.getByRole('button', { name: 'Свернуть направление «Гигиена»' }).click();
    await dragHandleTo(
      page,
      page.getByRole('button', { name: 'Переместить направление «Гигиена»' }),
      page.getByTestId('direction').first(),
      'above',
    );
    await expect(directionNames(page)).resolves.toEqual(['Гигиена', 'Терапия', 'Хирургия']);
    await dragHandleTo(
      page,
      therapy.getByRole('button', { name: 'Переместить услугу «Лечение каналов»' }),
      therapy.getByTestId('service').first(),
      'above',
    );
    await waitSaved(page);

    const saved = await eventually(
      () => api<SettingView>('GET', '/setting'),
      (setting) => Object.keys(setting.servicesList)[0] === 'Гигиена',
    );
    expect(saved.servicesList).toEqual({
      Гигиена: [],
      Терапия: [
        { name: 'Лечение каналов', cost: '12 000' },
        { name: 'Пломба', cost: 'от 3500' },
      ],
      Хирургия: [],
    });
    await screenshots(page, 'services');

    await page.reload();
    await page.getByRole('textbox', { name: 'Название направления' }).first().waitFor();
    await expect(directionNames(page)).resolves.toEqual(['Гигиена', 'Терапия', 'Хирургия']);
    await page.getByRole('button', { name: 'Развернуть направление «Терапия»' }).click();
    await page.getByRole('textbox', { name: 'Название услуги' }).first().waitFor();
    const names = await page
      .getByRole('textbox', { name: 'Название услуги' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(names).toEqual(['Лечение каналов', 'Пломба']);
  });
});

// One clinic for the two below: 'Ортодонтия' takes the pasted list, 'Терапия' is renamed with its doctor.
describe('services of a clinic with a doctor', () => {
  let token = '';
  let doctor: DoctorView;
  beforeAll(async () => {
    token = await registerThroughApi();
    const api = clinicApi(token);
    await api('PUT', '/setting', {
      version: 0,
      setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '3500' }], Ортодонтия: [] } },
      renaming: {},
    });
    doctor = await api<DoctorView>('POST', '/doctor', {
      name: 'Иванов Пётр',
      service: { Терапия: [{ name: 'Пломба', checked: true }] },
    });
  });

  async function signedIn() {
    await storeTokenWithoutPage(session.page(), clinicUrl, token);
    return clinicApi(token);
  }

  it('reads a pasted "name, price" list into services', async () => {
    const page = session.page();
    const api = await signedIn();
    await page.goto(clinicUrl('/setting/services'));
    await page.getByRole('button', { name: 'Развернуть направление «Ортодонтия»' }).click();
    const orthodontics = page.getByTestId('direction').filter({ has: page.locator('input[value="Ортодонтия"]') });
    await orthodontics.getByRole('button', { name: 'Добавить услугу' }).click();
    const name = orthodontics.getByRole('textbox', { name: 'Название услуги' });
    await name.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Брекеты, 150000\nЭлайнеры - от 200000');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await waitSaved(page);
    const saved = await eventually(
      () => api<SettingView>('GET', '/setting'),
      (setting) => setting.servicesList.Ортодонтия?.length === 2,
    );
    expect(saved.servicesList.Ортодонтия).toEqual([
      { name: 'Брекеты', cost: '150 000' },
      { name: 'Элайнеры', cost: 'от 200 000' },
    ]);
  });

  it('renames a direction and the doctor service map follows', async () => {
    const page = session.page();
    const api = await signedIn();
    await page.goto(clinicUrl('/setting/services'));
    const direction = page.getByRole('textbox', { name: 'Название направления' }).first();
    await expect(direction.inputValue()).resolves.toBe('Терапия');
    await direction.fill('Лечение зубов');
    await waitSaved(page);
    const doctors = await eventually(
      () => api<DoctorView[]>('GET', '/doctor'),
      (list) => 'Лечение зубов' in (list[0]?.service ?? {}),
    );
    expect(doctors.find((item) => item._id === doctor._id)?.service).toEqual({ 'Лечение зубов': [{ name: 'Пломба', checked: true }] });

    await page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: 'Врачи' }).click();
    const card = page.getByTestId('doctor-card').filter({ has: page.getByRole('textbox', { name: 'Имя врача' }) });
    await expect(card.getByRole('textbox', { name: 'Имя врача' }).inputValue()).resolves.toBe('Иванов Пётр');
    await card.getByText('Лечение зубов', { exact: true }).waitFor();
    await expect(card.getByText('Терапия', { exact: true }).count()).resolves.toBe(0);
  });
});
