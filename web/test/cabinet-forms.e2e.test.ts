// Cabinet forms never leave the clinic guessing: an invalid field is named in the save mark instead of
// 'Сохранено', and the server refuses the same content with the same rule (shared/schemas).
// One clinic for the file (the tests run in order, each on entries of its own), but the login e-mail's
// change, which gets a clinic of its own; autosaves go without waiting out their delay (editAndSave).
import sharp from 'sharp';
import { doctorList } from '../../shared/api/clinic';
import { CLINIC_NAME_EMPTY, type ClinicView } from '../../shared/schemas/clinic';
import type { DoctorView } from '../../shared/schemas/doctor';
import { PRICE_MESSAGES } from '../../shared/domain/prices';
import { SERVICE_NAME_MAX, SERVICE_WITHOUT_NAME, type SettingView } from '../../shared/schemas/services';
import type { UserView } from '../../shared/schemas/user';
import { connectGroupByCode } from '../../infra/local/seed-integrations';
import { accountLinkIn, letterTo } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations } from './axe';
import { storeTokenWithoutPage, uniqueEmail, useBrowserSession } from './browser-session';
import { clinicUrl, editAndSave, eventually, sharedClinic, signedInClinic, waitSaved } from './clinic-support';

const session = useBrowserSession({ width: 1440, height: 900 });
const clinic = sharedClinic(session);

/** The answer to a raw API call (status and body), for the refusals the helpers would throw on. */
async function rawCall(token: string, method: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(`/api${path}`, testRuntime().appUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const tokenIn = (page: ReturnType<typeof session.page>) => page.evaluate(() => localStorage.getItem('token')!);
const fitsWidth = (page: ReturnType<typeof session.page>) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('autosave with an invalid field', () => {
  it("says what is wrong with the clinic's name instead of 'Сохранено', and the server refuses an empty name", async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    await page.goto(clinicUrl('/setting'));
    const name = page.getByLabel('Название клиники');
    await editAndSave(page, () => name.fill('Стоматология «Жемчуг»'));
    await name.fill('   ');
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    await expect(mark.textContent()).resolves.toContain(`Не сохранено: ${CLINIC_NAME_EMPTY}`);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Валюта').selectOption({ label: 'Тенге ₸' });
    await expect(mark.isVisible()).resolves.toBe(true);
    expect((await api<ClinicView>('GET', '/clinic')).clinic).toBe('Стоматология «Жемчуг»');

    const { version } = await api<ClinicView>('GET', '/clinic');
    const refused = await rawCall(await tokenIn(page), 'PUT', '/clinic', { version, clinic: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(CLINIC_NAME_EMPTY);
  });

  it('refuses a service with a price but no name, at the field and on the server', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    await page.goto(clinicUrl('/setting/services'));
    await page.getByLabel('Название нового направления').fill('Терапия');
    await page.getByLabel('Название нового направления').press('Enter');
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await page.getByRole('textbox', { name: 'Цена' }).fill('3500');
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    await expect(mark.textContent()).resolves.toContain(SERVICE_WITHOUT_NAME);
    await page.getByText(SERVICE_WITHOUT_NAME, { exact: true }).waitFor();
    await editAndSave(page, () => page.getByRole('textbox', { name: 'Название услуги' }).fill('Пломба'));
    expect((await api<SettingView>('GET', '/setting')).servicesList.Терапия).toEqual([expect.objectContaining({ name: 'Пломба' })]);

    const { version } = await api<SettingView>('GET', '/setting');
    const refused = await rawCall(await tokenIn(page), 'PUT', '/setting', {
      version,
      setting: { servicesList: { Терапия: [{ name: ' ', cost: '3500' }] } },
      renaming: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(SERVICE_WITHOUT_NAME);
  });

  // Issue 22 §1: what the widget shows patients is what was typed, or a message says why it is not kept.
  it('keeps a price as typed or says why at the field, shows a "name - price" line as stored, stops a name at 200 characters (1440 and 390 px)', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    const { version } = await api<SettingView>('GET', '/setting');
    await api('PUT', '/setting', { version, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '3500' }] } } });
    await page.clock.install();
    await page.goto(clinicUrl('/setting/services'));
    await page.getByRole('button', { name: 'Развернуть направление «Терапия»' }).click();
    const price = page.getByRole('textbox', { name: 'Цена' }).first();
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const [typed, message] of [
        ['12.50', PRICE_MESSAGES.fraction],
        ['-500', PRICE_MESSAGES.negative],
      ]) {
        await price.fill('');
        await price.pressSequentially(typed!);
        await expect(price.inputValue()).resolves.toBe(typed);
        await expect(price.getAttribute('aria-invalid')).resolves.toBe('true');
        const error = page.locator(`#${await price.getAttribute('aria-describedby')}`);
        await expect(error.textContent()).resolves.toBe(message);
        await expect(mark.textContent()).resolves.toContain(message!);
        expect(await fitsWidth(page)).toBe(true);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await editAndSave(page, () => price.fill('1250'));
    expect((await api<SettingView>('GET', '/setting')).servicesList.Терапия).toEqual([{ name: 'Пломба', cost: '1250' }]);

    // The 'name - price' shortcut (on the phone): once saved, the row reads as a reload would show it.
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    const name = page.getByRole('textbox', { name: 'Название услуги' }).last();
    await editAndSave(page, () => name.fill('Отбеливание - 15000'));
    // Once stored, the row reads so.
    await eventually(
      () => name.inputValue(),
      (value) => value === 'Отбеливание',
    );
    await expect(page.getByRole('textbox', { name: 'Цена' }).last().inputValue()).resolves.toBe('15 000');
    await editAndSave(page, () => page.getByRole('textbox', { name: 'Цена' }).last().fill('3000'));
    expect((await api<SettingView>('GET', '/setting')).servicesList.Терапия).toEqual([
      { name: 'Пломба', cost: '1250' },
      { name: 'Отбеливание', cost: '3000' },
    ]);

    // A name stops at the limit its message names, the server's.
    await page.setViewportSize({ width: 1440, height: 900 });
    await editAndSave(page, async () => {
      await name.fill('');
      await page.keyboard.insertText('Я'.repeat(SERVICE_NAME_MAX + 5));
    });
    await expect(name.inputValue()).resolves.toBe('Я'.repeat(SERVICE_NAME_MAX));
    expect((await api<SettingView>('GET', '/setting')).servicesList.Терапия?.[1]?.name).toBe('Я'.repeat(SERVICE_NAME_MAX));
  });

  it('types the account phone by the rule of every phone field, and names the mask when the number is incomplete', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.clock.install();
    await page.goto(clinicUrl('/user'));
    const phone = page.getByLabel('Телефон');
    await expect(phone.inputValue()).resolves.toBe('+7 999 765-43-21');
    await editAndSave(page, async () => {
      await phone.fill('');
      await phone.pressSequentially('89031234567');
    });
    await expect(phone.inputValue()).resolves.toBe('+7 903 123-45-67');
    expect((await api<UserView>('GET', '/user')).phone).toBe('+7 903 123-45-67');
    await phone.fill('9031');
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    await expect(mark.textContent()).resolves.toContain('Не сохранено: Телефон указан неверно: +7 XXX XXX-XX-XX');
    await page.locator('.field__error', { hasText: '+7 XXX XXX-XX-XX' }).waitFor();
  });
});

describe('changing the login e-mail, at 1440 and 390 px', () => {
  it('is not autosaved: the dialog asks the current password, refuses a missing or wrong one at the field, then the letter moves the login', async () => {
    const page = session.page();
    const api = await signedInClinic(session);
    const before = await api<UserView>('GET', '/user');
    const newEmail = uniqueEmail('moved');
    await page.clock.install();
    await page.goto(clinicUrl('/user'));
    await page.getByLabel('Email').fill(newEmail);
    await page.getByText('Email для входа ещё не изменён: подтвердите его текущим паролем').waitFor();
    // The other fields keep autosaving meanwhile, with the stored e-mail.
    await editAndSave(page, () => page.getByLabel('Имя', { exact: true }).fill('Анна Петрова'));
    await eventually(
      () => api<UserView>('GET', '/user'),
      (user) => user.name === 'Анна Петрова',
    );
    expect((await api<UserView>('GET', '/user')).email).toBe(before.email);

    await page.getByRole('button', { name: 'Сменить email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Сменить email для входа' });
    await expect(dialog.textContent()).resolves.toContain(newEmail);
    const password = dialog.getByLabel('Текущий пароль');
    await expect(password.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    const submit = dialog.getByRole('button', { name: 'Сменить email', exact: true });
    await submit.click();
    await dialog.locator('.field__error', { hasText: 'Введите текущий пароль' }).waitFor();
    await password.fill('wrong-pass-1');
    await submit.click();
    await dialog.locator('.field__error', { hasText: 'Неверный пароль' }).waitFor();
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    expect((await api<UserView>('GET', '/user')).email).toBe(before.email);

    const since = Date.now() / 1000 - 1;
    await password.fill('secret-pass-1');
    await password.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `Мы отправили письмо на ${newEmail}. Email для входа сменится, когда вы откроете ссылку из него` })
      .waitFor();
    // Nothing moved until the new address opens its letter's link and presses the button.
    expect((await api<UserView>('GET', '/user')).email).toBe(before.email);
    const letter = await letterTo(testRuntime().mailboxUrl, newEmail, 'Подтвердите новый email для входа в ДентЛид', since);
    await page.goto(clinicUrl(accountLinkIn(letter)!.path));
    await page.getByRole('button', { name: 'Подтвердить новый email' }).click();
    await page.getByRole('heading', { name: 'Email для входа изменён' }).waitFor();
    await page.goto(clinicUrl('/user'));
    await eventually(
      () => api<UserView>('GET', '/user'),
      (user) => user.email === newEmail,
    );
    await expect(page.getByText('Email для входа ещё не изменён').count()).resolves.toBe(0);
    const login = await fetch(new URL('/api/user/authorization', testRuntime().appUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail, password: 'secret-pass-1' }),
    });
    expect(login.status).toBe(200);

    // On a phone: the dialog fits, passes axe, and 'Отмена' and 'Оставить прежний email' change nothing.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(clinicUrl('/user'));
    const long = uniqueEmail('a-very-long-address-of-the-clinic-front-desk');
    await phone.getByLabel('Email').fill(long);
    await phone.getByRole('button', { name: 'Сменить email', exact: true }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Сменить email для входа' });
    await phoneDialog.getByText(long).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const box = await phoneDialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phoneDialog.getByRole('button', { name: 'Отмена' }).click();
    await phoneDialog.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Оставить прежний email' }).click();
    await expect(phone.getByLabel('Email').inputValue()).resolves.toBe(newEmail);
    expect((await api<UserView>('GET', '/user')).email).toBe(newEmail);
    await phone.close();
    // Two widths, two sign-in checks and the axe runs: more than the default minute on a busy 2-core CI.
  }, 120_000);
});

describe('images below the minimum size', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 91, g: 132, b: 255 } } })
      .png()
      .toBuffer();

  it('are refused at the field before any upload: the logo and a doctor photo', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await page.goto(clinicUrl('/setting'));
    await page.getByText('Логотип не загружен').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(90, 36) });
    await page.getByRole('alert').filter({ hasText: 'Минимальный размер изображения: 100×40 px' }).waitFor();
    expect((await api<ClinicView>('GET', '/clinic')).logo).toBeNull();

    await api('POST', '/doctor', { name: 'Кузнецов Олег' });
    await page.goto(clinicUrl('/setting/doctors'));
    await page.getByRole('button', { name: 'Фото врача Кузнецов Олег: загрузить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фото врача' });
    await dialog.getByLabel('Выберите фото').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(300, 300) });
    await dialog.getByRole('alert').filter({ hasText: 'Минимальный размер изображения: 250×350 px' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Кадрирование фото' }).count()).resolves.toBe(0);
    const [doctor] = await api<DoctorView[]>('GET', '/doctor');
    expect(doctor!.photo).toEqual({});
  });
});

describe('deleting an integration', () => {
  it('speaks of leads only for kinds that receive them', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    const { version } = await api<{ version: number }>('GET', '/integration');
    await api('PUT', '/integration', { version, metric: [{ id: '12345678' }], email: [{ text: 'leads@clinic-test.ru' }] });
    await page.goto(clinicUrl('/user/integration'));
    const dialog = page.getByRole('dialog');

    await page.getByRole('button', { name: /^Удалить интеграцию Яндекс Метрика/ }).click();
    await expect(dialog.textContent()).resolves.toContain('Цели виджета и квизов перестанут отправляться в этот счётчик Метрики.');
    await expect(dialog.textContent()).resolves.not.toContain('Заявки');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Удалить интеграцию Почта/ }).click();
    await expect(dialog.textContent()).resolves.toContain('Заявки перестанут отправляться сюда.');
  });
});

describe('the Telegram test message', () => {
  it('to a group the bot was removed from explains how to add it back', async () => {
    const page = session.page();
    await clinic.signIn();
    const telegram = testRuntime().fakes!.telegram!;
    const group = `-100${Date.now() % 1e9}${process.pid % 10_000}`;
    expect(await connectGroupByCode(testRuntime().appUrl, clinic.token(), telegram, { id: group, name: 'Старая' })).toBe(200);
    const kicked = await fetch(`${telegram}/__fake/chats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: group, state: 'kicked' }),
    });
    expect(kicked.status).toBe(200);
    await page.goto(clinicUrl('/user/integration'));
    const card = page.getByRole('article', { name: 'Telegram: Старая' });
    await card.getByRole('button', { name: 'Отправить тестовое сообщение' }).click();
    await card.getByText(/Бот удалён из группы «Старая».*«Добавить участников», найдите @\w+ и добавьте/).waitFor();
  });
});

describe('the schedule modal in an English browser', () => {
  it('shows and takes 24-hour times', async () => {
    const token = clinic.token();
    const context = await session
      .page()
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'America/New_York', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await storeTokenWithoutPage(page, clinicUrl, token);
      await page.goto(clinicUrl('/setting/doctors'));
      await page.getByRole('button', { name: 'Добавить врача' }).click();
      await page.getByRole('dialog').getByLabel('Имя врача').fill('Орлова Вера');
      await page.getByRole('dialog').getByRole('button', { name: 'Добавить врача' }).click();
      // The file's clinic has other doctors: this one's card.
      const card = page.getByTestId('doctor-card').filter({ hasText: 'Орлова Вера' });
      await card.getByRole('button', { name: /Пн–Пт 09:00–18:00/ }).click();
      const dialog = page.getByRole('dialog');
      // What the field shows: its own text for a text field, the locale's rendering (not readable) for type=time.
      const shown = (label: string) =>
        dialog.getByLabel(label).evaluate((input: HTMLInputElement) => (input.type === 'text' ? input.value : `${input.type} field`));
      await expect(shown('Понедельник: конец')).resolves.toBe('18:00');
      await dialog.getByLabel('Понедельник: конец').fill('19:30');
      await expect(shown('Понедельник: конец')).resolves.toBe('19:30');
      await dialog.getByRole('button', { name: 'Применить расписание' }).click();
      await card.getByRole('button', { name: /Пн 09:00–19:30/ }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('deleting an address', () => {
  it('asks first and names the doctors who leave the widget; their cards then say what is missing', async () => {
    const page = session.page();
    const api = await clinic.signIn();
    await api('PUT', '/clinic', {
      version: (await api<ClinicView>('GET', '/clinic')).version,
      clinic: 'Клиника Тест',
      addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
      specializationList: ['Терапевт'],
    });
    const setting = await api<SettingView>('GET', '/setting');
    await api('PUT', '/setting', {
      version: setting.version,
      setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '3500' }] } },
      renaming: {},
    });
    const accepting = (name: string, address: Record<string, boolean>) => ({
      name,
      status: true,
      specialization: ['Терапевт'],
      service: { Терапия: [{ name: 'Пломба', checked: true }] },
      address,
      schedule: { days: [{ weekday: 1, start: '09:00', end: '18:00', breaks: [] }], slotMinutes: 30, horizonDays: 28 },
    });
    await api('POST', '/doctor', accepting('Смирнова Анна', { 'ул. Ленина, 1': true }));
    await api('POST', '/doctor', accepting('Петров Иван', { 'ул. Ленина, 1': true, 'пр. Мира, 5': true }));
    // The question names the doctors once their list has come (before that it says the rule: address-removal.test.ts).
    const doctorsRead = page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === doctorList.path,
    );
    await page.goto(clinicUrl('/setting'));
    await doctorsRead;
    await page.getByRole('button', { name: 'Удалить: ул. Ленина, 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить адрес?' });
    await expect(dialog.textContent()).resolves.toContain('«ул. Ленина, 1» исчезнет у всех врачей');
    await expect(dialog.textContent()).resolves.toContain('единственный адрес: Смирнова Анна.');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('textbox', { name: 'Адрес 1' }).inputValue()).resolves.toBe('ул. Ленина, 1');

    await page.getByRole('button', { name: 'Удалить: ул. Ленина, 1' }).click();
    // Waited out, not with the page clock: under it (since main's f823103 merge) the dialog above named no doctor.
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await waitSaved(page);
    expect((await api<ClinicView>('GET', '/clinic')).addressList).toEqual(['пр. Мира, 5']);
    await page.goto(clinicUrl('/setting/doctors'));
    const card = page.getByTestId('doctor-card').filter({ hasText: 'Смирнова Анна' });
    await card.getByText('Выберите как минимум 1 адрес', { exact: true }).waitFor();
  });
});
