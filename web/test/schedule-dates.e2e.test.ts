// Issue 26 §4 in the browser, at 1440 and 390 px: a vacation typed by keyboard in a doctor's schedule dialog
// removes those days from the widget; a service of 60 minutes offers only the starts where an hour fits; a
// service's duration and a clinic holiday are set by keyboard on their screens. Each screen axe-clean and
// nothing cut off.
import type { Page } from 'playwright-core';
import { BOOKING_REFUSALS } from '../../shared/domain/booking';
import { addDays, localMoment } from '../../shared/domain/schedule';
import type { ClinicView } from '../../shared/schemas/clinic';
import type { DoctorView } from '../../shared/schemas/doctor';
import type { SettingView } from '../../shared/schemas/services';
import { dayLabel, monthTitle } from '../widget/format';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { autosaveAhead, clinicApi, clinicUrl, eventually, screenshots } from './clinic-support';
import { cutOffContent } from './cut-off';

const session = useBrowserSession();
const SIZES = [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const;
const everyDay = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  slotMinutes: 30,
  horizonDays: 14,
};
const bothServices = {
  Терапия: [
    { name: 'Пломба', checked: true },
    { name: 'Консультация', checked: true },
  ],
};

let token = '';
let clinicKey = '';
let api: ReturnType<typeof clinicApi>;
/** Days from today on the clinic's clocks (Moscow), as the widget and the schedule count them. */
const day = (ahead: number) => addDays(localMoment('Europe/Moscow', new Date()).date, ahead);
/** What the keyboard types into a date field: 'ddmmyyyy'. */
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

beforeAll(async () => {
  token = await registerThroughApi();
  api = clinicApi(token);
  await api('PUT', '/clinic', {
    version: 0,
    clinic: 'Клиника Расписаний',
    addressList: ['ул. Ленина, 1'],
    specializationList: ['Терапевт'],
  });
  await api('PUT', '/setting', {
    version: 0,
    setting: {
      servicesList: {
        Терапия: [
          { name: 'Пломба', cost: '4500', duration: 60 },
          { name: 'Консультация', cost: '1000' },
        ],
      },
    },
    renaming: {},
  });
  clinicKey = (await api<{ _id: string }>('GET', '/user'))._id;
});

async function bookableDoctor(name: string): Promise<DoctorView> {
  return api<DoctorView>('POST', '/doctor', {
    name,
    status: true,
    specialization: ['Терапевт'],
    service: bothServices,
    address: { 'ул. Ленина, 1': true },
    schedule: everyDay,
  });
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** Presses a control by keyboard: focus, then Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** In the widget's calendar, the button of `date` (its month's tab chosen first when there are several). */
async function dayButton(page: Page, date: string) {
  const month = page.getByRole('button', { name: monthTitle(date.slice(0, 7)) });
  if ((await month.count()) > 0) await month.click();
  return page.getByRole('group', { name: /^Дни/ }).getByRole('button', { name: new RegExp(`^${dayLabel(date)}`) });
}

/** The widget's own page: УСЛУГИ → the service → the doctor → the calendar. */
async function widgetCalendar(page: Page, service: RegExp, doctor: string): Promise<void> {
  await page.goto(clinicUrl(`/widget?id=${encodeURIComponent(clinicKey)}`));
  await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  await page.getByRole('button', { name: service }).click();
  await page.getByRole('heading', { name: 'Выберите врача' }).waitFor();
  await page.getByRole('button', { name: new RegExp(doctor) }).click();
  await page.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
}

/** The times the calendar offers on `date`. */
async function timesOn(page: Page, date: string): Promise<string[]> {
  await (await dayButton(page, date)).click();
  const region = page.getByRole('region', { name: `Время, ${dayLabel(date)}` });
  await region.waitFor();
  return region.getByRole('button').allTextContents();
}

describe('a vacation in the cabinet', () => {
  it.each(SIZES)(
    'at %s px: typed by keyboard in the schedule dialog, it removes the doctor’s days from the widget',
    async (size, viewport) => {
      const page = session.page();
      await page.setViewportSize(viewport);
      await storeTokenWithoutPage(page, clinicUrl, token);
      const name = `Отпускова Ольга ${size}`;
      const created = await bookableDoctor(name);
      // Autosaves without waiting out their delay (autosaveAhead).
      await page.clock.install();
      await page.goto(clinicUrl('/setting/doctors'));
      const card = page.locator(`[data-doctor-id="${created._id}"]`);
      await press(page, card.getByRole('button', { name: /Пн–Вс 09:00–18:00/ }));
      const dialog = page.getByRole('dialog');
      await press(page, dialog.getByRole('button', { name: 'Добавить отпуск' }));

      // The new vacation's first field has the focus: its dates are typed, Tab between them.
      await eventually(
        () => focusedLabel(page),
        (label) => label === 'Отпуск 1: с',
      );
      await page.keyboard.press('Control+A');
      await page.keyboard.type(typed(day(2)));
      await page.keyboard.press('Tab');
      await expect(focusedLabel(page)).resolves.toBe('Отпуск 1: по');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(typed(day(4)));
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      expect(await cutOffContent(page, '[role="dialog"]')).toEqual([]);
      await screenshots(page, `doctor-vacation-${size}`);
      const saveNow = autosaveAhead(page, page.getByTestId('doctors-save').filter({ hasText: 'Готово' }));
      await press(page, dialog.getByRole('button', { name: 'Применить расписание' }));

      await card.getByRole('button', { name: 'Пн–Вс 09:00–18:00 · приём 30 мин · отпуска и особые дни: 1' }).waitFor();
      await saveNow();
      const stored = await eventually(
        async () => (await api<DoctorView[]>('GET', '/doctor')).find((doctor) => doctor._id === created._id)!,
        (doctor) => (doctor.schedule?.exceptions ?? []).length > 0,
      );
      expect(stored.schedule!.exceptions).toEqual([{ kind: 'vacation', from: day(2), to: day(4) }]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await widgetCalendar(page, /Консультация/, name);
      for (const closed of [day(2), day(3), day(4)]) {
        const button = await dayButton(page, closed);
        await expect(button.getAttribute('aria-label')).resolves.toBe(`${dayLabel(closed)}, нет свободного времени`);
        await expect(button.isDisabled()).resolves.toBe(true);
      }
      for (const open of [day(1), day(5)]) await expect((await dayButton(page, open)).isDisabled()).resolves.toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await cutOffContent(page)).toEqual([]);
    },
  );
});

describe('a service of 60 minutes in the widget', () => {
  let doctor = '';
  beforeAll(async () => {
    doctor = (await bookableDoctor('Часов Иван')).name;
  });

  it.each(SIZES)('at %s px: offers only the starts where an hour fits before lunch and the end of the day', async (_size, viewport) => {
    const page = session.page();
    await page.setViewportSize(viewport);
    await widgetCalendar(page, /Пломба/, doctor);
    const hourLong = await timesOn(page, day(1));
    expect(hourLong).toEqual(expect.arrayContaining(['09:00', '12:00', '17:00']));
    expect(hourLong).not.toContain('12:30');
    expect(hourLong).not.toContain('17:30');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);

    // The half-hour consultation (no duration: one slot) keeps those starts.
    await widgetCalendar(page, /Консультация/, doctor);
    expect(await timesOn(page, day(1))).toEqual(expect.arrayContaining(['12:30', '17:30']));
  });

  it('says why when the hour no longer fits by the time the patient sends, and offers the fresh starts', async () => {
    const page = session.page();
    await widgetCalendar(page, /Пломба/, doctor);
    const date = day(3);
    await (await dayButton(page, date)).click();
    await page.getByRole('button', { name: `${dayLabel(date)}, 11:00` }).click();
    await page.getByLabel('ФИО').fill('Смирнова Мария');
    await page.getByLabel('Телефон').pressSequentially('9991234500');
    // Meanwhile the half hour after 11:00 is booked elsewhere: the hour from 11:00 no longer fits.
    const doctorId = (await api<DoctorView[]>('GET', '/doctor')).find((item) => item.name === doctor)!._id;
    await fetch(clinicUrl('/api/ticket'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clinicId: clinicKey,
        action: 'Запись',
        doctorId,
        DoctorService: 'Консультация, 1 000 ₽',
        ClientPhone: '+7 999 000-00-02',
        PlanStart: `${date}T11:30`,
        idempotencyKey: `other-${Date.now()}`,
      }),
    }).then((answer) => expect(answer.status).toBe(201));
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.getByText(`${BOOKING_REFUSALS.noRoom} — список обновлён.`).waitFor();
    await page.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
    expect(await timesOn(page, date)).not.toContain('11:00');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the duration on the service’s row', async () => {
    const page = session.page();
    await page.goto(clinicUrl(`/widget?id=${encodeURIComponent(clinicKey)}`));
    await page.getByRole('button', { name: /Пломба\s*60 мин\s*4 500 ₽/ }).waitFor();
  });
});

describe('durations and holidays in the cabinet', () => {
  it.each([
    ['1440', SIZES[0][1], '45', 10],
    ['390', SIZES[1][1], '35', 11],
  ] as const)(
    'at %s px: a service’s duration and a clinic holiday are set by keyboard and saved',
    async (size, viewport, minutes, ahead) => {
      const page = session.page();
      await page.setViewportSize(viewport);
      await storeTokenWithoutPage(page, clinicUrl, token);
      await page.clock.install();
      await page.goto(clinicUrl('/setting/services'));
      await press(page, page.getByRole('button', { name: 'Развернуть направление «Терапия»' }));
      const duration = page.getByLabel('Длительность услуги «Консультация»');
      await duration.focus();
      const durationSaved = autosaveAhead(page);
      await page.keyboard.type(minutes);
      await expect(duration.inputValue()).resolves.toBe(minutes);
      await durationSaved();
      const setting = await api<SettingView>('GET', '/setting');
      expect(setting.servicesList.Терапия!.find((service) => service.name === 'Консультация')!.duration).toBe(Number(minutes));
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await cutOffContent(page)).toEqual([]);
      await screenshots(page, `service-duration-${size}`);

      await page.goto(clinicUrl('/setting'));
      const before = (await api<ClinicView>('GET', '/clinic')).holidays.length;
      await press(page, page.getByRole('button', { name: 'Добавить праздничный день' }));
      await eventually(
        () => focusedLabel(page),
        (label) => label === `Праздничный день ${before + 1}`,
      );
      const holidaySaved = autosaveAhead(page);
      await page.keyboard.type(typed(day(ahead)));
      await holidaySaved();
      await expect(api<ClinicView>('GET', '/clinic').then((clinic) => clinic.holidays)).resolves.toContain(day(ahead));

      // The same date again is said at its row and not saved.
      await press(page, page.getByRole('button', { name: 'Добавить праздничный день' }));
      await page.keyboard.type(typed(day(ahead)));
      const message = page.getByRole('alert').filter({ hasText: 'указан дважды' });
      await message.waitFor();
      await expect(page.getByLabel(`Праздничный день ${before + 2}`, { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await cutOffContent(page)).toEqual([]);
      await screenshots(page, `clinic-holidays-${size}`);
      await press(page, page.getByRole('button', { name: `Удалить: праздничный день ${before + 2}` }));
      await message.waitFor({ state: 'detached' });
      await expect(
        api<ClinicView>('GET', '/clinic').then((clinic) => clinic.holidays.filter((date) => date === day(ahead))),
      ).resolves.toHaveLength(1);
    },
  );
});
