// Cabinet forms never leave the clinic guessing: an invalid field is named in the save mark instead of
// 'Сохранено', and the server refuses the same content with the same rule (shared/schemas).
import { CLINIC_NAME_EMPTY, type ClinicView } from '../../shared/schemas/clinic';
import { SERVICE_WITHOUT_NAME, type SettingView } from '../../shared/schemas/services';
import { testRuntime } from '../../infra/local/testing/runtime';
import { useBrowserSession } from './browser-session';
import { clinicUrl, signedInClinic, waitSaved } from './clinic-support';

const session = useBrowserSession({ width: 1440, height: 900 });

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

describe('autosave with an invalid field', () => {
  it("says what is wrong with the clinic's name instead of 'Сохранено', and the server refuses an empty name", async () => {
    const page = session.page();
    const api = await signedInClinic(session);
    await page.goto(clinicUrl('/setting'));
    const name = page.getByLabel('Название клиники');
    await name.fill('Стоматология «Жемчуг»');
    await waitSaved(page);
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
    const api = await signedInClinic(session);
    await page.goto(clinicUrl('/setting/services'));
    await page.getByLabel('Название нового направления').fill('Терапия');
    await page.getByLabel('Название нового направления').press('Enter');
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await page.getByRole('textbox', { name: 'Цена' }).fill('3500');
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    await expect(mark.textContent()).resolves.toContain(SERVICE_WITHOUT_NAME);
    await page.getByText(SERVICE_WITHOUT_NAME, { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Название услуги' }).fill('Пломба');
    await waitSaved(page);
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

  it("names the account phone's own mask when the number is incomplete", async () => {
    const page = session.page();
    await signedInClinic(session);
    await page.goto(clinicUrl('/user'));
    await page.getByLabel('Телефон').fill('7 999 12');
    const mark = page.locator('[data-testid="save-indicator"][data-status="invalid"]');
    await expect(mark.textContent()).resolves.toContain('Не сохранено: Телефон указан неверно: 11 цифр, например 7 999 123-45-67');
    await page.locator('.field__error', { hasText: '7 999 123-45-67' }).waitFor();
  });
});

describe('deleting an integration', () => {
  it('speaks of leads only for kinds that receive them', async () => {
    const page = session.page();
    const api = await signedInClinic(session);
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

describe('the schedule modal in an English browser', () => {
  it('shows and takes 24-hour times', async () => {
    const token = await signedInClinic(session).then(() => tokenIn(session.page()));
    const context = await session
      .page()
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'America/New_York' });
    try {
      const page = await context.newPage();
      await page.goto(clinicUrl('/policy'));
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto(clinicUrl('/setting/doctors'));
      await page.getByRole('button', { name: 'Добавить врача' }).click();
      await page.getByRole('dialog').getByLabel('Имя врача').fill('Смирнова Анна');
      await page.getByRole('dialog').getByRole('button', { name: 'Добавить врача' }).click();
      await page.getByRole('button', { name: /Пн–Пт 09:00–18:00/ }).click();
      const dialog = page.getByRole('dialog');
      // What the field shows: its own text for a text field, the locale's rendering (not readable) for type=time.
      const shown = (label: string) =>
        dialog.getByLabel(label).evaluate((input: HTMLInputElement) => (input.type === 'text' ? input.value : `${input.type} field`));
      await expect(shown('Понедельник: конец')).resolves.toBe('18:00');
      await dialog.getByLabel('Понедельник: конец').fill('19:30');
      await expect(shown('Понедельник: конец')).resolves.toBe('19:30');
      await dialog.getByRole('button', { name: 'Применить расписание' }).click();
      await page.getByRole('button', { name: /Пн 09:00–19:30/ }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('deleting an address', () => {
  it('asks first and names the doctors who leave the widget; their cards then say what is missing', async () => {
    const page = session.page();
    const api = await signedInClinic(session);
    await api('PUT', '/clinic', {
      version: 0,
      clinic: 'Клиника Тест',
      addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
      specializationList: ['Терапевт'],
    });
    await api('PUT', '/setting', { version: 0, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '3500' }] } }, renaming: {} });
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
    await page.goto(clinicUrl('/setting'));
    await page.getByRole('button', { name: 'Удалить: ул. Ленина, 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить адрес?' });
    await expect(dialog.textContent()).resolves.toContain('«ул. Ленина, 1» исчезнет у всех врачей');
    await expect(dialog.textContent()).resolves.toContain('единственный адрес: Смирнова Анна.');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('textbox', { name: 'Адрес 1' }).inputValue()).resolves.toBe('ул. Ленина, 1');

    await page.getByRole('button', { name: 'Удалить: ул. Ленина, 1' }).click();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await waitSaved(page);
    expect((await api<ClinicView>('GET', '/clinic')).addressList).toEqual(['пр. Мира, 5']);
    await page.goto(clinicUrl('/setting/doctors'));
    const card = page.getByTestId('doctor-card').filter({ hasText: 'Смирнова Анна' });
    await card.getByText('Выберете как минимум 1 адрес', { exact: true }).waitFor();
  });
});
