// The booking widget embedded on 'Ваша клиника' (admin preview): the clinic sees its own widget and the
// code to paste on its site; walking the flow in the preview creates no lead.
import { useBrowserSession } from './browser-session';
import { clinicUrl, signedInClinic } from './clinic-support';

const session = useBrowserSession();

describe('widget preview on /setting', () => {
  it("shows the clinic's widget and the embed code, and sends nothing from the preview", async () => {
    const page = session.page();
    const api = await signedInClinic(session);
    const me = await api<{ _id: string }>('GET', '/user');
    await page.goto(clinicUrl('/setting'));

    await page.getByRole('heading', { name: 'Виджет записи' }).waitFor();
    await expect(page.getByLabel('Код для сайта').textContent()).resolves.toContain(`/api/js?id=${me._id}`);

    const preview = page.frameLocator('iframe[title="Предпросмотр виджета записи"]');
    await preview.getByText('Предпросмотр: так виджет видят пациенты. Заявки отсюда не отправляются.').waitFor();
    // A new clinic has no doctors yet: the widget offers a consultation request instead.
    await preview.getByRole('button', { name: 'Оставить заявку' }).click();
    await preview.getByLabel('ФИО').fill('Проверка Предпросмотра');
    await preview.getByLabel('Телефон').pressSequentially('9991234567');
    await preview.getByRole('button', { name: 'Отправить заявку' }).click();
    await preview.getByText('Мы получили вашу заявку, администратор свяжется с вами в ближайшее время').waitFor();

    const leads = await api<{ items: unknown[] }>('GET', '/ticket/user');
    expect(leads.items).toEqual([]);
  });
});
