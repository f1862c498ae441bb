// The public quiz as a patient meets it, in Chromium at 1440 and 390 px: start page, a radio answer that
// moves on by itself, a checkbox refused until chosen, the tooth chart by mouse and by keyboard only, an
// untyped question refused while empty (one message), the contacts page (a popup on phones), the
// thank-you page, and the lead in the clinic's list.
// One browser, one clinic and one quiz for the file; one walk covers both widths (the start and contacts
// pages seen at 390 px by resizing the page, the phone's contacts popup included).
import type { Page } from 'playwright-core';
import type { LeadPage } from '../../shared/schemas/leads';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';
import { paintedFrames } from './clinic-support';
import { waitFor } from '../../infra/local/testing/wait-for';

const QUESTIONS = [
  { _uid: 'q1', question: 'Что вас беспокоит?', type: 'radio', variants: [{ text: 'Боль' }, { text: 'Эстетика' }] },
  { _uid: 'q2', question: 'Что для вас важно?', type: 'checkbox', variants: [{ text: 'Цена' }, { text: 'Без боли' }] },
  { _uid: 'q3', question: 'Какие зубы лечить?', type: 'checkbox-dental' },
  // Untyped: asked as a textarea (docs/contract/widget-quiz-configurator.md §3).
  { _uid: 'q4', question: 'Комментарий для врача', type: '' },
  {
    _uid: 'q5',
    question: 'Контакты',
    type: 'contacts',
    phoneMask: true,
    contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
    connection: [
      { text: 'Телефон', bool: true },
      { text: 'Telegram', bool: true },
    ],
  },
  { _uid: 'q6', question: 'Спасибо! Мы перезвоним в течение 5 минут', type: 'ThankYouPages' },
];

const session = useBrowserSession({ width: 1440, height: 900 }, { motion: true });
let token = '';
let quizId = '';
beforeAll(async () => {
  token = await registerThroughApi();
  ({ _id: quizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
    name: 'Сколько стоит лечение зубов?',
    questions: QUESTIONS,
  }));
});

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Waits until the page's heading says this. */
const headingSays = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
const toothChecked = (page: Page, name: string) => page.locator(`[role="checkbox"][aria-label="${name}"][aria-checked="true"]`).waitFor();
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

async function answerUpToContacts(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  await headingSays(page, 'Что вас беспокоит?');
  await page.getByRole('radio', { name: 'Боль' }).check();
  await headingSays(page, 'Что для вас важно?');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('alert').filter({ hasText: 'Выберите вариант ответа' }).waitFor();
  await page.getByRole('checkbox', { name: 'Цена' }).check();
  await page.getByRole('button', { name: 'Далее' }).click();
  await headingSays(page, 'Какие зубы лечить?');
  await page.getByRole('checkbox', { name: 'Зуб 18' }).click();
  await page.getByRole('checkbox', { name: 'Зуб 17' }).click();
  await toothChecked(page, 'Зуб 17');
  await page.getByRole('button', { name: 'Далее' }).click();
  // Left empty, the untyped question says so once, at its field.
  await headingSays(page, 'Комментарий для врача');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('alert').filter({ hasText: 'Заполните поле' }).first().waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'Заполните поле' }).count()).toBe(1);
  await page.getByRole('textbox', { name: 'Комментарий для врача' }).fill('Болит при холодном');
  await page.getByRole('button', { name: 'Далее' }).click();
}

/** The clinic's quiz lead, once it is listed. */
function quizLeadOf(token: string): Promise<LeadPage['items'][number]> {
  return waitFor('the quiz lead in the clinic list', async () => {
    const page = await callAs<LeadPage>(token, 'GET', '/api/ticket/user?limit=10');
    return page.items.find((item) => item.kind === 'quiz');
  });
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The same page at another width, laid out again (the quiz's layout follows the window's width). */
async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await paintedFrames(page);
}

describe('the public quiz at 1440 and 390 px', () => {
  it('is answered from start to thanks; at 390 px it fits and the contacts are a popup that closes back to the last question; the clinic gets the lead with readable answers', async () => {
    // One walk: the start page and the contacts page are seen at both widths (the window resized), the rest at 1440 px.
    const page = session.page();
    await page.goto(session.appUrl(`/quiz/${quizId}`));
    await headingSays(page, 'Сколько стоит лечение зубов?');
    await noSeriousViolations(page);
    await resize(page, PHONE);
    await headingSays(page, 'Сколько стоит лечение зубов?');
    await noSeriousViolations(page);
    await resize(page, DESKTOP);

    await answerUpToContacts(page);
    await headingSays(page, 'Контакты');

    // On a phone the contacts are a popup over the last question; closing it goes back there.
    await resize(page, PHONE);
    await headingSays(page, 'Готово, заполните форму ниже');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Закрыть форму' }).click();
    await headingSays(page, 'Комментарий для врача');
    await resize(page, DESKTOP);
    await expect(page.getByRole('textbox', { name: 'Комментарий для врача' }).inputValue()).resolves.toBe('Болит при холодном');
    await page.getByRole('button', { name: 'Далее' }).click();

    await headingSays(page, 'Контакты');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Введите номер телефона' }).waitFor();
    await page.getByRole('textbox', { name: 'Введите имя' }).fill('Анна');
    await page.getByRole('textbox', { name: 'Введите телефон' }).fill('9991234567');
    expect(await page.getByRole('textbox', { name: 'Введите телефон' }).inputValue()).toBe('+7 999 123-45-67');
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await headingSays(page, 'Спасибо! Мы перезвоним в течение 5 минут');

    const lead = await quizLeadOf(token);
    expect(JSON.stringify(lead)).toContain('Что вас беспокоит?');
    expect(JSON.stringify(lead)).toContain('Болит при холодном');
  });

  it('lets the tooth chart be used with the keyboard only', async () => {
    const page = session.page();
    await page.goto(session.appUrl(`/quiz/${quizId}`));
    await headingSays(page, 'Сколько стоит лечение зубов?');
    // The start screen is painted before any script runs; an Enter pressed before the page's first script listens is
    // the browser's alone (quiz-first-paint.e2e covers presses once it listens). This test is about the chart.
    await page.locator('html[data-quiz-live]').waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await headingSays(page, 'Что вас беспокоит?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await headingSays(page, 'Что для вас важно?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await headingSays(page, 'Какие зубы лечить?');

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Зуб 18');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await toothChecked(page, 'Зуб 17');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Зуб 48');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Вся верхняя челюсть' }).isChecked()).toBe(true);
    await toothChecked(page, 'Зуб 28');
    await noSeriousViolations(page);
  });
});

describe('the public quiz on a phone', () => {
  it('is the 404 page when the quiz does not exist', async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const response = await page.goto(session.appUrl('/quiz/no-such-quiz'));
    expect(response?.status()).toBe(404);
    await headingSays(page, 'Страница не найдена');
  });
});
