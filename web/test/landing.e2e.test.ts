// The prerendered public pages in Chromium against the local runtime: the landing's form (messages at
// the fields, a sent lead in the operator's mailbox), /policy, the 404 page, robots.txt, and axe on each
// page as it opens (one load a page): the desktop axe of these three pages (widget-ux.e2e has them at 390 px).
import { consentDateLabel } from '../../shared/domain/consent/record-text';
import { CURRENT_CONSENT } from '../../shared/domain/consent/versions';
import { mailWithSubject } from '../../infra/local/testing/mailbox';
import { useBrowserSession } from './browser-session';

const session = useBrowserSession();

describe('landing page', () => {
  it('shows the messages at the fields, sends the lead with its UTM tags and mails it to the operator', async () => {
    const page = session.page();
    const name = `Мария ${Date.now()}`;
    await page.goto(session.appUrl('/?utm_source=yandex&utm_campaign=spring'));
    const form = page.getByRole('form', { name: 'Заявка на подключение' });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Укажите имя').waitFor();
    expect(await form.getByLabel('Ваше имя').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Ваше имя').fill(name);
    await form.getByLabel('Город').fill('Казань');
    await form.getByLabel('Клиника').fill('Дент-Про');
    await form.getByLabel('Телефон').pressSequentially('999123');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Введите номер телефона').waitFor();
    expect(await form.getByText('Укажите имя').count()).toBe(0);

    await form.getByLabel('Телефон').press('End');
    await form.getByLabel('Телефон').pressSequentially('4567');
    expect(await form.getByLabel('Телефон').inputValue()).toBe('+7 999 123-45-67');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/mail'));
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name,
      city: 'Казань',
      clinic: 'Дент-Про',
      phone: '+7 999 123-45-67',
      utm: 'utm_source: yandex\nutm_campaign: spring',
      // Issue 28 §1: the consent version the form showed, and the page it was on.
      consent: CURRENT_CONSENT.id,
      page: expect.stringMatching(/^http:\/\/localhost:\d+\//),
    });
    await page.getByRole('heading', { name: 'Заявка отправлена' }).waitFor();
    await page.getByText('Мы получили вашу заявку и свяжемся с вами в ближайшее время').waitFor();
    expect(await page.getByRole('form', { name: 'Заявка на подключение' }).count()).toBe(0);

    const mail = await mailWithSubject(name);
    expect(mail.body.text).toContain('+7 999 123-45-67');
    expect(mail.body.text).toContain('utm_source: yandex');
  });

  // axe on '/', /policy and the 404 page at 1440 and 390 px: the sweep in axe-cabinet.e2e.test.ts.
  it('a leading 8 becomes +7, the phone field starts with +7 on focus; the login button hides under 770 px', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/'));

    const phone = page.getByRole('textbox', { name: 'Телефон' });
    await phone.focus();
    expect(await phone.inputValue()).toBe('+7');
    await phone.fill('');
    await phone.pressSequentially('89991234567');
    expect(await phone.inputValue()).toBe('+7 999 123-45-67');

    const login = page.getByRole('link', { name: 'Войти' });
    await login.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 760, height: 800 });
    await login.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 800, height: 800 });
    await login.waitFor({ state: 'visible' });
  });

  it('arrives as HTML with the form in it, and with no script but its own', async () => {
    const response = await fetch(session.appUrl('/'));
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('Заявка на подключение');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('public pages', () => {
  it('/policy renders the policy with the operator e-mail, without a script', async () => {
    const page = session.page();
    const response = await page.goto(session.appUrl('/policy'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Политика в отношении обработки персональных данных' }).waitFor();
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/');
    // Issue 28 §1: the consent version every form shows now, and its date.
    await page
      .getByText(
        `Текущая версия согласия на обработку персональных данных: ${CURRENT_CONSENT.id} от ${consentDateLabel(CURRENT_CONSENT.date)}`,
      )
      .waitFor();
  });

  it('an unknown path shows the 404 page with status 404', async () => {
    const page = session.page();
    const response = await page.goto(session.appUrl('/no/such/page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.getByRole('form', { name: 'Заявка на подключение' }).waitFor();
  });

  it('serves robots.txt', async () => {
    const response = await fetch(session.appUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('User-agent: *');
  });

  it('the login page still opens in the app', async () => {
    const page = session.page();
    await page.goto(session.appUrl('/authorization'));
    await page.getByRole('button', { name: /Войти/ }).first().waitFor();
  });
});
