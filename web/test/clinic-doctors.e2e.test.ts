// Doctors: a doctor added by hand gets a weekly schedule and is switched to 'Принимает' once the five
// rules hold; a photo is chosen, cropped, uploaded as circle and square, and shown on the card.
import sharp from 'sharp';
import type { DoctorView } from '../../shared/schemas/doctor';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { autosaveAhead, clinicApi, clinicUrl, eventually, screenshots } from './clinic-support';
import { cutOffContent } from './cut-off';

const session = useBrowserSession();

async function clinicWithServices(api: ReturnType<typeof clinicApi>) {
  await api('PUT', '/clinic', {
    version: 0,
    clinic: 'Клиника Тест',
    addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
    specializationList: ['Терапевт', 'Хирург'],
  });
  await api('PUT', '/setting', {
    version: 0,
    setting: {
      servicesList: {
        Терапия: [
          { name: 'Пломба', cost: '3500' },
          { name: 'Чистка', cost: '5000' },
        ],
      },
    },
    renaming: {},
  });
}

// One clinic for the file: the tests run in order, the empty state first, then each with a doctor of its own.
// Autosaves go without waiting out their delay (autosaveAhead).
let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
  await clinicWithServices(clinicApi(token));
});

async function signedInClinic() {
  await storeTokenWithoutPage(session.page(), clinicUrl, token);
  return clinicApi(token);
}

describe('doctors', () => {
  it('shows the empty state with its link to the integrations', async () => {
    const page = session.page();
    await signedInClinic();
    await page.goto(clinicUrl('/setting/doctors'));
    const link = page.getByRole('link', { name: 'Врачи не добавлены, настройте интеграцию с МИС' });
    await expect(link.getAttribute('href')).resolves.toBe('/user/integration');
  });

  it('adds a doctor by hand with a weekly schedule and switches it to accepting once the rules hold', async () => {
    const page = session.page();
    const api = await signedInClinic();
    await page.clock.install();
    await page.goto(clinicUrl('/setting/doctors'));
    await page.getByRole('button', { name: 'Добавить врача' }).click();
    await page.getByRole('dialog').getByLabel('Имя врача').fill('Смирнова Анна');
    await page.getByRole('dialog').getByRole('button', { name: 'Добавить врача' }).click();

    const card = page.getByTestId('doctor-card');
    await card.waitFor();
    await page.getByRole('heading', { name: 'Неактивные врачи' }).waitFor();
    const toggle = card.getByRole('switch');
    await expect(toggle.isDisabled()).resolves.toBe(true);
    for (const message of [
      'Выберите специализацию',
      'Выберите направление',
      'Выберите как минимум 1 услугу',
      'Выберите как минимум 1 адрес',
    ]) {
      await card.getByText(message, { exact: true }).waitFor();
    }

    await card.getByRole('button', { name: 'Выбрать: Специализации' }).click();
    await page.getByRole('dialog').getByLabel('Терапевт').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Готово' }).click();
    await card.getByRole('button', { name: 'Выбрать: Направления' }).click();
    await page.getByRole('dialog').getByLabel('Терапия').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Готово' }).click();
    await card.getByRole('button', { name: 'Выбрать: Услуги' }).click();
    await page.getByRole('dialog').getByLabel('Чистка').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Готово' }).click();
    await card.getByLabel('ул. Ленина, 1').check();

    // The schedule: Saturday added, 45-minute slots.
    await card.getByRole('button', { name: /Пн–Пт 09:00–18:00/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Суббота').check();
    await dialog.getByLabel('Суббота: конец').fill('14:00');
    await dialog.getByLabel('Длительность приёма').selectOption('45');
    await dialog.getByRole('button', { name: 'Применить расписание' }).click();
    await card.getByRole('button', { name: 'Пн–Пт 09:00–18:00, Сб 09:00–14:00 · приём 45 мин' }).waitFor();

    await expect(toggle.isDisabled()).resolves.toBe(false);
    const saveNow = autosaveAhead(page, page.getByTestId('doctors-save').filter({ hasText: 'Готово' }));
    await toggle.click();
    await expect(toggle.textContent()).resolves.toContain('Принимает');
    await saveNow();
    await expect(page.getByRole('heading', { name: 'Неактивные врачи' }).count()).resolves.toBe(0);
    await screenshots(page, 'doctors');

    const [doctor] = await eventually(
      () => api<DoctorView[]>('GET', '/doctor'),
      (list) => list[0]?.status === true,
    );
    expect(doctor).toMatchObject({
      name: 'Смирнова Анна',
      status: true,
      specialization: ['Терапевт'],
      service: {
        Терапия: [
          { name: 'Пломба', checked: false },
          { name: 'Чистка', checked: true },
        ],
      },
      address: { 'ул. Ленина, 1': true },
      source: 'manual',
    });
    expect(doctor!.schedule?.slotMinutes).toBe(45);
    expect(doctor!.schedule?.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(doctor!.appointment).length).toBeGreaterThan(0);

    await page.reload();
    await page.getByTestId('doctor-card').getByRole('switch', { name: 'Принимает' }).waitFor();
  });

  it('crops an uploaded photo and shows it on the card', async () => {
    const page = session.page();
    const api = await signedInClinic();
    await api('POST', '/doctor', { name: 'Кузнецов Олег' });
    await page.goto(clinicUrl('/setting/doctors'));
    await page.getByRole('button', { name: 'Фото врача Кузнецов Олег: загрузить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фото врача' });
    await dialog.waitFor();

    await dialog.getByLabel('Выберите фото').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('nope') });
    await dialog.getByText('Только изображения').waitFor();

    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 91, g: 132, b: 255 } } })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel('Выберите фото').setInputFiles({ name: 'doctor.jpg', mimeType: 'image/jpeg', buffer: photo });
    const crop = page.getByRole('dialog', { name: 'Кадрирование фото' });
    await crop.getByRole('slider', { name: 'Масштаб' }).fill('40');
    await crop.getByRole('tab', { name: 'Круглое фото' }).click();
    await crop.getByRole('button', { name: 'Сохранить фото' }).click();
    await crop.waitFor({ state: 'detached' });

    const image = page.getByTestId('doctor-photo');
    await eventually(
      () => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
      (width) => width > 0,
    );
    const doctor = (await api<DoctorView[]>('GET', '/doctor')).find((item) => item.name === 'Кузнецов Олег');
    expect(doctor!.photo.circle).toMatch(/_circle_.*\.png$/);
    expect(doctor!.photo.square).toMatch(/_square_.*\.jpg$/);
  });

  it.each([
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])(
    'at %s px: unticking the only address switches the doctor off at once; the schedule dialog names the day of a break outside its hours (issue 22)',
    async (size, viewport) => {
      const page = session.page();
      await page.setViewportSize(viewport);
      const api = await signedInClinic();
      const schedule = {
        days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] })),
        slotMinutes: 30,
        horizonDays: 14,
      };
      const created = await api<DoctorView>('POST', '/doctor', {
        name: `Лаптев Юрий ${size}`,
        status: true,
        specialization: ['Терапевт'],
        service: { Терапия: [{ name: 'Пломба', checked: true }] },
        address: { 'ул. Ленина, 1': true },
        schedule,
      });
      expect(created.status).toBe(true);
      await page.clock.install();
      await page.goto(clinicUrl('/setting/doctors'));
      const card = page.locator(`[data-doctor-id="${created._id}"]`);
      const toggle = card.getByRole('switch');
      await expect(toggle.textContent()).resolves.toContain('Принимает');

      // Keyboard only: the card moves to 'Неактивные врачи', and the focus stays on the address.
      await card.getByLabel('ул. Ленина, 1').focus();
      const saveNow = autosaveAhead(page, page.getByTestId('doctors-save').filter({ hasText: 'Готово' }));
      await page.keyboard.press('Space');
      await expect(toggle.textContent()).resolves.toContain('Не принимает');
      await expect(toggle.isDisabled()).resolves.toBe(true);
      await card.getByText('Выберите как минимум 1 адрес', { exact: true }).waitFor();
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.parentElement?.textContent)).resolves.toBe(
        'ул. Ленина, 1',
      );
      await saveNow();
      const stored = (await api<DoctorView[]>('GET', '/doctor')).find((doctor) => doctor._id === created._id)!;
      expect(stored).toMatchObject({ status: false, address: { 'ул. Ленина, 1': false } });

      // The schedule: Monday ends at 12:00 while its break stays 13:00–14:00.
      await card.getByRole('button', { name: /Пн–Пт 09:00–18:00/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Понедельник: конец', { exact: true }).fill('12:00');
      await dialog.getByRole('button', { name: 'Применить расписание' }).click();
      const message = 'Понедельник, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00';
      await page.locator('#schedule-day-1').getByText(message).waitFor();
      await expect(page.locator('#schedule-day-2 .schedule-day__errors').count()).resolves.toBe(0);
      await eventually(
        () => page.evaluate(() => document.activeElement?.closest('li')?.id),
        (id) => id === 'schedule-day-1',
      );
      await expect(dialog.getByLabel('Понедельник, перерыв 1: начало').getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      expect(await cutOffContent(page, '[role="dialog"]')).toEqual([]);
      await screenshots(page, `doctor-schedule-error-${size}`);

      // Nothing was applied; the break moved inside the hours, it is.
      await dialog.getByLabel('Понедельник, перерыв 1: начало').fill('11:00');
      await dialog.getByLabel('Понедельник, перерыв 1: конец').fill('11:30');
      await dialog.getByRole('button', { name: 'Применить расписание' }).click();
      await card.getByRole('button', { name: 'Пн 09:00–12:00, Вт–Пт 09:00–18:00 · приём 30 мин' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it('closes the photo dialog with Escape', async () => {
    const page = session.page();
    const api = await signedInClinic();
    await api('POST', '/doctor', { name: 'Орлова Вера' });
    await page.goto(clinicUrl('/setting/doctors'));
    await page.getByRole('button', { name: 'Фото врача Орлова Вера: загрузить' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
