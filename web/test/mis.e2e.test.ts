// DentalPRO as a new clinic connects it: the card on the integrations screen (address, token, secret),
// one run of the MIS sync (the schedule's fan-out, the runtime's consumer, the DentalPRO fake), then the
// MIS doctor with its free time in the booking widget; at 1440 px and 390 px, with axe on both screens.
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { waitFor } from '../../infra/local/testing/wait-for';
import { handler as misSyncSchedule } from '../../functions/schedules/mis-sync';
import { api } from '../../functions/test/api';
import { setUpClinic } from '../../functions/test/clinic-fixtures';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeToken, useBrowserSession } from './browser-session';

const session = useBrowserSession();
beforeAll(useRuntimeInProcess);

describe.each([1440, 390])('DentalPRO connected at %i px', (width) => {
  it('brings the MIS doctors and their free time to the widget after one sync', async () => {
    const page = session.page();
    await page.setViewportSize({ width, height: 900 });
    const token = await registerThroughApi();
    await setUpClinic(token);
    const clinicId = (await api('GET', '/api/user', { token })).body._id as string;

    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/user/integration'));
    await page.getByRole('heading', { name: 'Ваши интеграции' }).waitFor();
    await page.getByRole('button', { name: 'Подключить: DentalPRO' }).click();
    const modal = page.getByRole('dialog', { name: 'DentalPRO' });
    await modal.getByLabel('Адрес вашей DentalPRO').fill('clinic-e2e.dental-pro.online');
    await modal.getByLabel('Токен API').fill(`e2e-token-${width}-${Date.now()}`);
    await modal.getByLabel('Секрет API').fill('e2e-secret');
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await modal.getByRole('button', { name: 'Добавить' }).click();
    const card = page.getByRole('article', { name: 'DentalPRO: clinic-e2e.dental-pro.online' });
    await card.getByText('Активна', { exact: true }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    expect((await misSyncSchedule()).clinicsQueued).toBeGreaterThanOrEqual(1);
    await waitFor(
      'the MIS doctors in the widget data',
      async () => {
        const data = (await api('GET', `/api/widget?id=${clinicId}`)).body as { doctors: Array<{ name: string }> };
        return data.doctors.some((doctor) => doctor.name === 'Смирнов Алексей Петрович');
      },
      { timeoutMs: 30_000 },
    );

    await page.goto(session.appUrl(`/widget?id=${encodeURIComponent(clinicId)}`));
    await page.getByRole('heading', { name: 'Выберете врача или услугу' }).waitFor();
    await page.getByRole('tab', { name: 'ВРАЧИ' }).click();
    await page.getByRole('button', { name: /Смирнов Алексей Петрович/ }).click();
    await page.getByRole('heading', { name: 'Выберете услугу' }).waitFor();
    await page.getByRole('button', { name: /Пломба/ }).click();
    await page.getByRole('heading', { name: 'Выберете дату и время' }).waitFor();
    const slots = page.getByRole('region', { name: /^Время/ }).getByRole('button');
    await slots.first().waitFor();
    expect(await slots.count()).toBeGreaterThan(0);
    // axe runs on this feature's screens above; the widget's calendar step has contrast findings of its own (issue 10).
  });
});
