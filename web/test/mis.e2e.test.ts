// DentalPRO as a new clinic uses it, in one run: the card on the integrations screen (address, token, secret)
// at 1440 px, one run of the MIS sync (the schedule's fan-out, the runtime's consumer, the DentalPRO fake),
// the clinic's mapping of the new doctor (services, an address), then at 390 px a patient books the MIS doctor in the widget; the booking becomes a record in the fake
// DentalPRO (its page lists it) and 'Заявки' shows the green 'МИС' status, with its text and resend in the
// lead's details at 1440 px. axe on the cabinet's screens.
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { testRuntime } from '../../infra/local/testing/runtime';
import { eventually, waitFor } from '../../infra/local/testing/wait-for';
import { MIS_OK_TEXT } from '../../shared/schemas/leads';
import { handler as misSyncSchedule } from '../../functions/schedules/mis-sync';
import { api } from '../../functions/test/api';
import { setUpClinic } from '../../functions/test/clinic-fixtures';
import { mapMisDoctors } from '../../functions/test/mis-support';
import { seriousAxeViolations } from './axe';
import { leadsOf } from './clinic-api';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { pickFirstSlot } from './widget-site';

const session = useBrowserSession({ width: 1440, height: 900 });
beforeAll(useRuntimeInProcess);
// A sync through the queue, a booking through the lead pipeline and three screens on a shared 2-core machine.
const slowIt = (name: string, test: () => Promise<void>) => it(name, test, 150_000);
const fitsWidth = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('DentalPRO connected', () => {
  slowIt('brings the MIS doctors to the widget, and a booking there becomes a DentalPRO record shown green in «Заявки»', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    await setUpClinic(token);
    const clinicId = (await api('GET', '/api/user', { token })).body._id as string;
    const dentalProToken = `e2e-token-${Date.now()}`;

    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/user/integration'));
    await page.getByRole('heading', { name: 'Ваши интеграции' }).waitFor();
    await page.getByRole('button', { name: 'Подключить: DentalPRO' }).click();
    const modal = page.getByRole('dialog', { name: 'DentalPRO' });
    await modal.getByLabel('Адрес вашей DentalPRO').fill('clinic-e2e.dental-pro.online');
    await modal.getByLabel('Токен API').fill(dentalProToken);
    await modal.getByLabel('Секрет API').fill('e2e-secret');
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await modal.getByRole('button', { name: 'Добавить' }).click();
    const card = page.getByRole('article', { name: 'DentalPRO: clinic-e2e.dental-pro.online' });
    await card.getByText('Активна', { exact: true }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    expect((await misSyncSchedule()).clinicsQueued).toBeGreaterThanOrEqual(1);
    await waitFor(
      'the MIS doctors in the cabinet',
      async () =>
        ((await api('GET', '/api/doctor', { token })).body as Array<{ name: string }>).some(
          (doctor) => doctor.name === 'Смирнов Алексей Петрович',
        ),
      { timeoutMs: 30_000 },
    );
    // DentalPRO names no service of a doctor and no address of the clinic: offered once the clinic maps it.
    expect(
      (await api('GET', `/api/widget?id=${clinicId}`)).body.doctors.some((doctor: { name: string }) => doctor.name.startsWith('Смирнов')),
    ).toBe(false);
    await mapMisDoctors({ token }, { only: (doctor) => doctor.name === 'Смирнов Алексей Петрович' });

    // A patient on a phone books the MIS doctor.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(session.appUrl(`/widget?id=${encodeURIComponent(clinicId)}`));
    await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
    await page.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await page.getByRole('button', { name: /Смирнов Алексей Петрович/ }).click();
    await page.getByRole('heading', { name: 'Выберите услугу' }).waitFor();
    await page.getByRole('button', { name: /Пломба/ }).click();
    const slotLabel = await pickFirstSlot(page);
    await page.getByLabel('ФИО').fill('Мисова Ольга');
    await page.getByLabel('Телефон').pressSequentially('89991112233');
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.getByText('Мы получили вашу заявку', { exact: false }).waitFor();

    // The record is in the clinic's DentalPRO at the booked time, and the fake's page lists it.
    const fakeUrl = testRuntime().fakes!.dentalpro!;
    const account = await eventually(
      async () =>
        (await (await fetch(`${fakeUrl}/__fake/accounts/${dentalProToken}`)).json()) as {
          records: Array<Record<string, string | number>>;
          clients: Array<Record<string, string | number>>;
        },
      (state) => state.records.length === 1,
      { timeoutMs: 60_000 },
    );
    // The ФИО as DentalPRO's card takes it: surname and name.
    expect(account.clients).toEqual([expect.objectContaining({ surname: 'Мисова', name: 'Ольга', phone: '79991112233' })]);
    expect(account.records[0]).toMatchObject({ doctorId: '2', timeStart: `${slotLabel.slice(-5)}:00`, clientId: account.clients[0]!.id });
    const [lead] = (await leadsOf(token)).items;

    await page.goto(session.appUrl('/setting/applocation'));
    const row = page.locator(`[data-lead-id="${lead!._id}"]`);
    await row.locator('[data-channel="mis"][data-status="ok"]').waitFor({ timeout: 60_000 });
    await expect(page.evaluate(fitsWidth)).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('columnheader', { name: 'МИС' }).waitFor();
    await row.getByRole('button', { name: 'Мисова Ольга', exact: true }).click();
    const details = page.getByRole('dialog');
    const misStatus = details.locator('[data-channel="mis"]');
    await misStatus.getByText(`— ${MIS_OK_TEXT}`, { exact: false }).waitFor();
    await misStatus.getByRole('button', { name: 'Отправить повторно: МИС' }).waitFor();
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);

    const listing = await page.context().newPage();
    await listing.goto(fakeUrl);
    await listing.getByRole('cell', { name: /Мисова Ольга/ }).waitFor();
    await listing.close();
  });
});
