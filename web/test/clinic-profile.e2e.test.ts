// 'Ваша клиника' and 'Ваш аккаунт': edits are autosaved and are there after a reload.
// One clinic for the file (the tests run in order, each on fields of its own or setting what it reads);
// autosaves go without waiting out their delay (editAndSave).
import type { ClinicView } from '../../shared/schemas/clinic';
import type { DoctorView } from '../../shared/schemas/doctor';
import type { UserView } from '../../shared/schemas/user';
import { useBrowserSession } from './browser-session';
import { seriousAxeViolations } from './axe';
import { clinicUrl, editAndSave, eventually, screenshots, sharedClinic } from './clinic-support';
import { cutOffContent } from './cut-off';

const session = useBrowserSession();
const clinic = sharedClinic(session);

describe('clinic profile', () => {
  it('autosaves name, currency, timezone, addresses and specializations, dropping empty addresses', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    await page.goto(clinicUrl('/setting'));
    await page.getByRole('heading', { name: 'Ваша клиника' }).waitFor();

    await editAndSave(page, async () => {
      await page.getByLabel('Название клиники').fill('Стоматология «Жемчуг»');
      await page.getByLabel('Валюта').selectOption({ label: 'Тенге ₸' });
      await page.getByLabel('Часовой пояс').selectOption('Asia/Almaty');
      await page.getByRole('button', { name: 'Добавить адрес' }).click();
      await page.getByRole('textbox', { name: 'Адрес 1' }).fill('г. Алматы, пр. Абая, 10');
      await page.getByRole('button', { name: 'Добавить адрес' }).click(); // left empty: dropped on save
      await page.getByRole('button', { name: 'Добавить специализацию' }).click();
      await page.getByRole('textbox', { name: 'Специализация 1' }).fill('Стоматолог-терапевт');
    });
    // The header shows the saved name without a reload.
    await page.getByTestId('clinic-name').filter({ hasText: 'Стоматология «Жемчуг»' }).waitFor();

    const saved = await api<ClinicView>('GET', '/clinic');
    expect(saved).toMatchObject({
      clinic: 'Стоматология «Жемчуг»',
      currency: { name: 'Тенге', symbol: '₸' },
      timezone: 'Asia/Almaty',
      addressList: ['г. Алматы, пр. Абая, 10'],
      specializationList: ['Стоматолог-терапевт'],
    });

    await page.reload();
    await expect(page.getByLabel('Название клиники').inputValue()).resolves.toBe('Стоматология «Жемчуг»');
    await expect(page.getByLabel('Валюта').inputValue()).resolves.toBe('Тенге');
    await expect(page.getByRole('textbox', { name: 'Адрес 1' }).inputValue()).resolves.toBe('г. Алматы, пр. Абая, 10');
    await expect(page.getByRole('textbox', { name: 'Адрес 2' }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Специализация 1' }).inputValue()).resolves.toBe('Стоматолог-терапевт');
    await screenshots(page, 'clinic');
  });

  it('takes the reminder hours by the shared rule: a wrong value said at its field and not saved, a right one autosaved, at 1440 and 390 px', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(clinicUrl('/setting'));
      const field = page.getByLabel('За сколько часов до приёма напомнить');
      await expect(field.inputValue()).resolves.toBe(width === 1440 ? '24, 2' : '48, 3');
      await field.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('24, 24');
      await page.getByText('Два напоминания в одно время: укажите разные часы', { exact: true }).waitFor();
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await expect(cutOffContent(page)).resolves.toEqual([]);
      await editAndSave(page, async () => {
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(width === 1440 ? '3 48' : '2, 24');
      });
      const expected = width === 1440 ? [48, 3] : [24, 2];
      await eventually(
        () => api<ClinicView>('GET', '/clinic'),
        (clinic) => JSON.stringify(clinic.reminderHours) === JSON.stringify(expected),
      );
    }
  });

  it('saves an edit made right before leaving the screen', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.goto(clinicUrl('/setting'));
    await page.getByLabel('Название клиники').fill('Ушли сразу');
    // No waiting for the autosave delay: navigation flushes it.
    await page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: 'Услуги' }).click();
    await page.getByRole('heading', { name: 'Ваши услуги' }).waitFor();
    await eventually(
      () => api<ClinicView>('GET', '/clinic'),
      (clinic) => clinic.clinic === 'Ушли сразу',
    );
  });

  it('keeps a doctor’s address checked when the address text is corrected', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    const { version } = await api<ClinicView>('GET', '/clinic');
    await api('PUT', '/clinic', { version, addressList: ['ул. Ленина, 1', 'пр. Мира, 5'] });
    await api('POST', '/doctor', { name: 'Смирнова Анна', address: { 'ул. Ленина, 1': true } });
    await page.clock.install();
    await page.goto(clinicUrl('/setting'));
    await editAndSave(page, () => page.getByRole('textbox', { name: 'Адрес 1' }).fill('ул. Ленина, 11'));

    await page.goto(clinicUrl('/setting/doctors'));
    const checkbox = page.getByTestId('doctor-card').getByRole('checkbox', { name: 'ул. Ленина, 11' });
    await checkbox.waitFor();
    await expect(checkbox.isChecked()).resolves.toBe(true);
    const [doctor] = await api<DoctorView[]>('GET', '/doctor');
    expect(doctor!.address).toEqual({ 'ул. Ленина, 11': true, 'пр. Мира, 5': false });
  });

  it('shows the logo preview after an upload', async () => {
    const page = session.page();
    await clinic.signIn();
    await page.goto(clinicUrl('/setting'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="#5b84ff"/></svg>';
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const preview = page.getByTestId('logo-preview');
    await preview.waitFor();
    await eventually(
      () => preview.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      (width) => width > 0,
    );
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const page = session.page();
    await clinic.signIn();
    await page.goto(clinicUrl('/setting'));
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'Только изображения' }).waitFor();
  });
});

describe('account', () => {
  it('autosaves name and phone (typed by the rule of every phone field, issue 22 §1) and changes the password', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    await page.goto(clinicUrl('/user'));
    await page.getByRole('heading', { name: 'Ваш аккаунт' }).waitFor();
    await expect(page.getByLabel('Телефон').inputValue()).resolves.toBe('+7 999 765-43-21');

    await editAndSave(page, async () => {
      await page.getByLabel('Имя', { exact: true }).fill('Анна Петрова');
      await page.getByLabel('Телефон').fill('');
      await page.getByLabel('Телефон').pressSequentially('89161234567');
    });
    await expect(page.getByLabel('Телефон').inputValue()).resolves.toBe('+7 916 123-45-67');
    await expect(api<UserView>('GET', '/user')).resolves.toMatchObject({ name: 'Анна Петрова', phone: '+7 916 123-45-67' });

    const change = page.getByRole('button', { name: 'Изменить пароль' });
    await expect(change.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Старый пароль').fill('wrong-pass-1');
    await page.getByLabel('Новый пароль').fill('new-secret-2');
    await change.click();
    await page.getByRole('alert').filter({ hasText: 'Старый пароль указан неверно' }).waitFor();
    await page.getByLabel('Старый пароль').fill('secret-pass-1');
    await change.click();
    await page.getByRole('status').filter({ hasText: 'Пароль изменён' }).waitFor();
    await screenshots(page, 'account');
  });
});
