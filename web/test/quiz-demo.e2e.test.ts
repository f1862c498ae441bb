// The demo clinic's two quizzes (infra/local/seed-quizzes.ts) answered in Chromium as patients would,
// every question type, at 1440 and 390 px, plus a quiz in only-form mode with its A/B test on; axe on
// each kind of page; then the clinic finds the leads in 'Заявки' with the quiz's name, the page variant
// (nowReturn) and the answers in question order, on a desktop and on a phone, with the keyboard.
// Issue 22: phones typed with a leading 8 arrive as typed; 'Ваш расчёт' only at the end and only with
// 'Показывать расчёт в конце' on; nothing (the clinic's 'Онлайн запись' included) covers a control.
// One browser and one clinic for the file; the tests run in order and the last reads what the others sent.
import type { Page } from 'playwright-core';
import { demoAccount } from '../../infra/local/seed';
import { demoQuizzes } from '../../infra/local/seed-quizzes';
import { waitFor } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs, leadsOf } from './clinic-api';
import { paintedFrames } from './clinic-support';
import { coveredControls } from './covered';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const CALCULATOR = demoQuizzes[0]!;
const QUESTIONNAIRE = demoQuizzes[1]!;
const ONLY_FORM_NAME = 'Запись на консультацию (только форма)';

const session = useBrowserSession(DESKTOP, { motion: true });
let token = '';
let onlyFormQuizId = '';

beforeAll(async () => {
  // The test runtime seeds the demo clinic as `npm start` does, quizzes included.
  ({ token } = await callAs<{ token: string }>(null, 'POST', '/api/user/authorization', {
    email: demoAccount.email,
    password: demoAccount.password,
  }));
  const onlyForm = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    ...CALCULATOR,
    name: ONLY_FORM_NAME,
    customUrl: '',
    onlyFormBool: true,
    ABTestBool: true,
    // The variant asks the same questions under another heading.
    ABTestObj: { header: 'Запишитесь на бесплатную консультацию', questions: CALCULATOR.questions },
  });
  onlyFormQuizId = onlyForm._id;
});

/** Checked once the page's entry animations are over (seriousAxeViolations waits for them). */
async function noSeriousViolations(page: Page, within?: string): Promise<void> {
  expect(await seriousAxeViolations(page, within)).toEqual([]);
}

/** No line of the popup's heading runs under its close button. */
const headingClearOfClose = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('.qz-popup h1')!;
    const close = document.querySelector('.qz-popup-close')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(heading);
    return [...range.getClientRects()].every(
      (line) => line.right <= close.left || line.left >= close.right || line.bottom <= close.top || line.top >= close.bottom,
    );
  });

const headingSays = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openQuiz(page: Page, path: string, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(session.appUrl(path));
}

/** The contacts, the phone typed key by key as patients type it (with the 8 most of them type first). */
async function fillContacts(page: Page, name: string, phoneKeys: string, connection: string, shown?: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Введите имя' }).fill(name);
  const phone = page.getByRole('textbox', { name: 'Введите телефон' });
  await phone.pressSequentially(phoneKeys);
  if (shown) await expect(phone.inputValue()).resolves.toBe(shown);
  await page.getByRole('radio', { name: connection }).check();
}

const estimatePanels = (page: Page) => page.getByRole('complementary', { name: 'Ваш расчёт' }).count();

/** The clinic's widget loader has run and had its idle moment (when it would draw a floating button). */
async function loaderSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { dentleadLoaded?: number }).dentleadLoaded === 1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
}

/** The calculator up to its contacts page: radio (moves on by itself), teeth, checkbox, radio. */
async function answerCalculator(page: Page): Promise<void> {
  await headingSays(page, CALCULATOR.header!);
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Начать' }).click();
  await headingSays(page, 'Что вас беспокоит?');
  await page.getByRole('radio', { name: 'Зуб болит или разрушен' }).check();
  await headingSays(page, 'Отметьте зубы, которые нужно лечить');
  await page.getByRole('checkbox', { name: 'Зуб 18' }).click();
  await page.getByRole('checkbox', { name: 'Зуб 17' }).click();
  await page.getByRole('checkbox', { name: 'Вся нижняя челюсть' }).check();
  await page.locator('[role="checkbox"][aria-label="Зуб 38"][aria-checked="true"]').waitFor();
  await noSeriousViolations(page);
  await loaderSettled(page);
  expect(await coveredControls(page, '.qz-left')).toEqual([]);
  await next(page);
  await headingSays(page, 'Какой способ лечения вам интересен?');
  // 'Показывать расчёт в конце': the estimate waits for the end, however much was answered.
  expect(await estimatePanels(page)).toBe(0);
  await page.getByRole('checkbox', { name: 'Имплантация' }).check();
  await page.getByRole('checkbox', { name: 'Коронки' }).check();
  await next(page);
  await headingSays(page, 'Когда планируете начать лечение?');
  await page.getByRole('radio', { name: 'В течение месяца' }).check();
}

describe('the demo quizzes as patients answer them', () => {
  it('calculator on a desktop: no CSP violation, the tooth chart, the estimate beside the contacts form, sent', async () => {
    const page = session.page();
    // quiz.html's inline script asks for the quiz while the bundle downloads: its CSP must allow it (by hash).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await openQuiz(page, `/quiz/${CALCULATOR.customUrl}`, DESKTOP);
    await headingSays(page, CALCULATOR.header!);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await answerCalculator(page);
    await headingSays(page, 'Куда отправить расчёт?');

    // 'Ваш расчёт' stands 400 px from the form's left edge, teeth read by their FDI numbers, inside the window.
    const estimate = page.getByRole('complementary', { name: 'Ваш расчёт' });
    // The demo calculator is priced (issue 27 §1): 17, 18 and the whole lower jaw are 18 teeth, each method per tooth.
    await estimate.getByText(/^Имплантация\sпод\sключ\s×\s18\s—\sот\s810\s000\s₽$/).waitFor();
    await estimate.getByText(/^Коронка\sиз\sдиоксида\sциркония\s×\s18\s—\s576\s000\s₽$/).waitFor();
    await expect(estimate.getByRole('heading').textContent()).resolves.toMatch(/^Ваш\sрасчёт:\sот\s1\s386\s000\s₽$/);
    const form = (await page.locator('.qz-contacts-page').boundingBox())!;
    const panel = (await estimate.boundingBox())!;
    expect(Math.round(panel.x - form.x)).toBe(400);
    expect(panel.x + panel.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(await fitsWidth(page)).toBe(true);
    await noSeriousViolations(page);

    await fillContacts(page, 'Анна Десктоп', '89991234567', 'Whats App', '+7 999 123-45-67');
    expect(await coveredControls(page, '.qz-question')).toEqual([]);
    await page.getByRole('button', { name: 'Получить расчёт' }).click();
    await headingSays(page, 'Спасибо! Расчёт уже готовится');
    await noSeriousViolations(page);
  });

  it('questionnaire on a desktop: select, radio, checkbox, picture choices, teeth, information, text, e-mail, text area', async () => {
    const page = session.page();
    // The longest walk, with the patient's setting for less motion: each question's 0.45 s entry animation
    // (the calculator tests wait it out) would be waited out a dozen times here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openQuiz(page, `/quiz/${QUESTIONNAIRE.customUrl}`, DESKTOP);
    await headingSays(page, QUESTIONNAIRE.header!);
    await page.getByRole('button', { name: 'Заполнить анкету' }).click();

    await headingSays(page, 'В какой филиал вам удобнее прийти?');
    // 'Показывать расчёт в конце' is off for the questionnaire: no 'Ваш расчёт', now or at the end.
    expect(await estimatePanels(page)).toBe(0);
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'Выберите вариант ответа' }).waitFor();
    await page.getByRole('combobox', { name: 'В какой филиал вам удобнее прийти?' }).selectOption('Москва, Ленинский проспект, 45');
    await next(page);
    await headingSays(page, 'Сколько вам лет?');
    await page.getByRole('radio', { name: '36–55' }).check();
    await headingSays(page, 'Что вас беспокоит сейчас?');
    await page.getByRole('checkbox', { name: 'Кровоточат дёсны' }).check();
    await page.getByRole('checkbox', { name: 'Чувствительность к холодному' }).check();
    await next(page);
    await headingSays(page, 'Какая улыбка вам нравится?');
    await page.getByRole('radio', { name: 'Естественная' }).check();
    await headingSays(page, 'Какие услуги вам интересны?');
    await page.getByRole('checkbox', { name: 'Элайнеры' }).check();
    await next(page);
    await headingSays(page, 'Где болит?');
    await page.getByRole('checkbox', { name: 'Затрудняюсь ответить, нужна консультация' }).check();
    await next(page);
    await headingSays(page, 'Ваши данные под защитой');
    await noSeriousViolations(page);
    await next(page);
    await page.getByRole('textbox', { name: 'Есть ли у вас аллергия на лекарства?' }).fill('Лидокаин');
    await next(page);
    // A question that may be skipped may stay empty, but what is typed must be an e-mail.
    const memo = page.getByRole('textbox', { name: 'Куда прислать памятку перед приёмом?' });
    await memo.fill('not-an-email');
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'Введите email, например anna@mail.ru' }).waitFor();
    await memo.fill('anna@example.ru');
    await next(page);
    await page.getByRole('textbox', { name: 'Что ещё важно знать врачу?' }).fill('Боюсь уколов');
    await noSeriousViolations(page);
    await next(page);

    await headingSays(page, 'Как с вами связаться?');
    expect(await estimatePanels(page)).toBe(0);
    await fillContacts(page, 'Борис Анкетов', '9997654321', 'Telegram');
    await page.getByRole('textbox', { name: 'Введите телефон' }).fill('@boris_smile');
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Отправить анкету' }).click();
    await headingSays(page, 'Спасибо, анкета заполнена');
  });

  it('calculator on a phone: fits 390 px, a scroll hint where the page is longer, the contacts popup, sent', async () => {
    const page = session.page();
    // Less motion, as a patient may ask: the desktop's walk above waits out the same entry animations.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openQuiz(page, `/quiz/${CALCULATOR.customUrl}`, PHONE);
    await headingSays(page, CALCULATOR.header!);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Начать' }).click();
    await page.getByRole('radio', { name: 'Нет одного или нескольких зубов' }).check();
    await headingSays(page, 'Отметьте зубы, которые нужно лечить');

    // The tooth page reaches well below a phone's window: the arrow says so, and goes at the first scroll.
    const hint = page.getByTestId('scroll-hint');
    await hint.waitFor();
    await page.mouse.wheel(0, 300);
    await hint.waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: 'Зуб 11' }).click();
    await noSeriousViolations(page);
    // The clinic's 'Онлайн запись' floats over nothing: not the teeth, not the buttons.
    await loaderSettled(page);
    expect(await coveredControls(page, '.qz-left')).toEqual([]);
    await next(page);
    await page.getByRole('checkbox', { name: 'Пока не знаю' }).check();
    expect(await estimatePanels(page)).toBe(0);
    await next(page);
    await page.getByRole('radio', { name: 'В ближайшую неделю' }).check();

    await headingSays(page, 'Готово, заполните форму ниже');
    expect(await fitsWidth(page)).toBe(true);
    await noSeriousViolations(page);
    // 'Ваш расчёт' atop the popup; its × leaves the heading's words alone.
    await page.locator('.qz-popup').getByRole('complementary', { name: 'Ваш расчёт' }).waitFor();
    expect(await headingClearOfClose(page)).toBe(true);
    await fillContacts(page, 'Анна Телефонова', '8 999 000 11 22', 'Телефон', '+7 999 000-11-22');
    expect(await coveredControls(page, '.qz-popup')).toEqual([]);
    await page.getByRole('button', { name: 'Получить расчёт' }).click();
    await headingSays(page, 'Спасибо! Расчёт уже готовится');
  });

  it('only-form mode on a phone and a desktop: the form is the whole page, no way back, no progress; sent as the A/B variant', async () => {
    const page = session.page();
    // This visitor was given the variant before (nowReturn is kept per visitor).
    await page.addInitScript((key) => localStorage.setItem(key, 'abTest'), `dentlead-quiz-variant:${onlyFormQuizId}`);
    await openQuiz(page, `/quiz/${onlyFormQuizId}`, PHONE);
    // Loaded once: the same page at both widths (the quiz's layout follows the window's width).
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await paintedFrames(page);
      await headingSays(page, 'Куда отправить расчёт?');
      await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Закрыть форму' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Назад' }).count()).resolves.toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await noSeriousViolations(page);
    }
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Введите номер телефона' }).waitFor();
    await fillContacts(page, 'Вера Формова', '9995556677', 'Телефон');
    await page.getByRole('button', { name: 'Получить расчёт' }).click();
    await headingSays(page, 'Спасибо! Расчёт уже готовится');
  });

  it("the clinic finds every lead in 'Заявки' with its quiz, variant and answers, on a desktop and a phone, by keyboard", async () => {
    const names = ['Анна Десктоп', 'Борис Анкетов', 'Анна Телефонова', 'Вера Формова'];
    const leads = await waitFor('the four quiz leads', async () => {
      const { items } = await leadsOf(token);
      return names.every((name) => items.some((lead) => lead.kind === 'quiz' && lead.ClientFullName === name)) && items;
    });
    const byName = (name: string) => leads.find((lead) => lead.ClientFullName === name)!;
    // Typed with the 8 in front, kept as the number the patient meant.
    expect(byName('Анна Десктоп').ClientPhone).toBe('+7 999 123-45-67');
    expect(byName('Анна Телефонова').ClientPhone).toBe('+7 999 000-11-22');
    const { quizzes } = await leadsOf(token);
    expect(quizzes.map((quiz) => quiz.name)).toEqual(expect.arrayContaining([ONLY_FORM_NAME, CALCULATOR.name, QUESTIONNAIRE.name]));
    const page = session.page();
    await page.setViewportSize(DESKTOP);
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting/applocation'));
    await page.getByRole('heading', { name: 'Заявки' }).waitFor();

    const cell = (name: string, label: string) => page.locator(`tr[data-lead-id="${byName(name)._id}"] td[data-label="${label}"]`);
    await expect(cell('Анна Десктоп', 'Квиз').textContent()).resolves.toBe(CALCULATOR.name);
    await expect(cell('Борис Анкетов', 'Квиз').textContent()).resolves.toBe(QUESTIONNAIRE.name);
    await expect(cell('Вера Формова', 'Квиз').textContent()).resolves.toBe(ONLY_FORM_NAME);
    // One quiz of the clinic has its A/B test on: the nowReturn column shows which page each patient saw.
    await expect(cell('Вера Формова', 'A/B').textContent()).resolves.toBe('B (A/B-тест)');
    await expect(cell('Анна Десктоп', 'A/B').textContent()).resolves.toBe('A (основной)');
    await expect(cell('Анна Телефонова', 'Device').textContent()).resolves.toBe('Телефон');
    const table = page.locator('.leads-table-wrap');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await noSeriousViolations(page);

    // Keyboard only: Tab reaches the lead's name, Enter opens it, Escape closes it.
    const opener = page.getByRole('button', { name: 'Анна Десктоп', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Анна Десктоп' });
    await dialog.getByRole('heading', { name: 'Ответы на квиз' }).waitFor();
    const answers = await dialog
      .locator('.lead-answers__item')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('.lead-answers__question')?.textContent,
          item.querySelector('.lead-answers__answer')?.textContent,
        ]),
      );
    expect(answers).toEqual([
      ['Что вас беспокоит?', 'Зуб болит или разрушен'],
      ['Верхняя челюсть', '18, 17'],
      ['Нижняя челюсть', 'все зубы'],
      ['Какой способ лечения вам интересен?', 'Имплантация, Коронки'],
      ['Когда планируете начать лечение?', 'В течение месяца'],
      ['Способ связи', 'Whats App'],
    ]);
    await dialog.getByText(CALCULATOR.name).waitFor();
    await noSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A phone: the leads are cards within 390 px; the questionnaire's answers keep the quiz's order.
    await page.setViewportSize(PHONE);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Борис Анкетов', exact: true }).click();
    const questionnaire = page.getByRole('dialog', { name: 'Борис Анкетов' });
    await questionnaire.getByRole('heading', { name: 'Ответы на квиз' }).waitFor();
    const questions = await questionnaire.locator('.lead-answers__question').allTextContents();
    expect(questions).toEqual([
      'В какой филиал вам удобнее прийти?',
      'Сколько вам лет?',
      'Что вас беспокоит сейчас?',
      'Какая улыбка вам нравится?',
      'Какие услуги вам интересны?',
      'Верхняя челюсть',
      'Нижняя челюсть',
      'Есть ли у вас аллергия на лекарства?',
      'Куда прислать памятку перед приёмом?',
      'Что ещё важно знать врачу?',
      'Способ связи',
    ]);
    await questionnaire.getByText('@boris_smile').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await noSeriousViolations(page, '[role="dialog"]');
  });
});
