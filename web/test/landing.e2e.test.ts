// The landing page's application form, in Chromium against the local runtime.
import { useBrowserSession } from './browser-session';

const session = useBrowserSession();

describe('landing page', () => {
  it('checks the phone, sends the lead with its UTM tags and shows the success text', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/?utm_source=yandex&utm_campaign=spring'));
    const form = page.getByRole('form', { name: 'Заявка на подключение' });
    await form.getByLabel('Ваше имя').fill('Мария');
    await form.getByLabel('Город').fill('Казань');
    await form.getByLabel('Клиника').fill('Дент-Про');
    await form.getByLabel('Телефон').pressSequentially('999123');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Введите номер телефона').waitFor();

    await form.getByLabel('Телефон').press('End');
    await form.getByLabel('Телефон').pressSequentially('4567');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/mail'));
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Мария',
      city: 'Казань',
      clinic: 'Дент-Про',
      phone: '+7 999 123-45-67',
      utm: 'utm_source: yandex\nutm_campaign: spring',
    });
    await page.getByRole('heading', { name: 'Заявка отправлена' }).waitFor();
    await page.getByText('Мы получили вашу заявку и свяжемся с вами в ближайшее время').waitFor();
    expect(await page.getByRole('form', { name: 'Заявка на подключение' }).count()).toBe(0);
  });

  it('hides the login button under 770 px', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/'));
    const login = page.getByRole('link', { name: 'Войти' });
    // isVisible() does not wait: wait for each state instead, the page renders after its chunk loads.
    await login.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 760, height: 800 });
    await login.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 800, height: 800 });
    await login.waitFor({ state: 'visible' });
  });
});
