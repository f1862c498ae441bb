// The quiz builder's frame and 'Настройки' in Chromium at 1440 and 390 px: the custom URL (whitespace
// stripped) and a switch changed from the keyboard are autosaved and kept after a reload, a taken URL
// shows the server's message at the field, a save meeting another tab's save is merged, the A/B tab
// follows its switch, 'Предпросмотр' opens the public page in a new tab, a URL changed in both tabs
// shows theirs and brings ours back on request, and axe on each state. One browser and one clinic for
// the file: each test opens its own quiz, on a page of its width.
import type { Page } from 'playwright-core';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';

const quizOf = (token: string, id: string) => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`);
const uniqueUrl = (tag: string) => `${tag}-${Date.now().toString(36)}-${process.pid}`;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const session = useBrowserSession(DESKTOP);
let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
});

/** A new quiz of the file's clinic, its 'Настройки' open in this test's page at this width. */
async function openSettings(viewport = DESKTOP) {
  const { _id } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Имплантация под ключ' });
  const page = session.page();
  await page.setViewportSize(viewport);
  await storeTokenWithoutPage(page, session.appUrl, token);
  await page.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(_id)}/configuration`));
  await page.getByRole('heading', { level: 1, name: 'Имплантация под ключ' }).waitFor();
  await page.getByLabel('Своя ссылка').waitFor();
  return { page, id: _id };
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Разделы квиза' });
const saved = (page: Page) => page.locator('[data-testid="save-indicator"][data-status="saved"]').waitFor();

/** Types into a field from the keyboard, after clearing it. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

describe("The quiz builder's 'Настройки' on a desktop", () => {
  it('autosaves a custom URL and a switch changed from the keyboard and keeps them after a reload', async () => {
    const { page, id } = await openSettings();
    await expect(tabs(page).getByRole('link').allTextContents()).resolves.toEqual([
      'Посадочная страница',
      'Вопросы',
      'Настройки',
      'Предпросмотр (откроется в новой вкладке)',
      'Аналитика',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const url = uniqueUrl('implant');
    await typeInto(page, 'Своя ссылка', ` ${url.slice(0, 4)} ${url.slice(4)} `);
    await expect(page.getByLabel('Своя ссылка').inputValue()).resolves.toBe(url);
    await page.getByRole('switch', { name: 'A/B тест' }).focus();
    await page.keyboard.press('Space');
    await tabs(page).getByRole('link', { name: 'A/B тест' }).waitFor();
    await saved(page);
    await page.getByText('Сохранено', { exact: true }).waitFor();
    expect(await quizOf(token, id)).toMatchObject({ customUrl: url, ABTestBool: true, version: expect.any(Number) });
    const preview = tabs(page).getByRole('link', { name: /Предпросмотр/ });
    expect([await preview.getAttribute('href'), await preview.getAttribute('target')]).toEqual([`/quiz/${url}`, '_blank']);

    await page.reload();
    await page.getByLabel('Своя ссылка').waitFor();
    await expect(page.getByLabel('Своя ссылка').inputValue()).resolves.toBe(url);
    await expect(page.getByRole('switch', { name: 'A/B тест' }).getAttribute('aria-checked')).resolves.toBe('true');
    await tabs(page).getByRole('link', { name: 'A/B тест' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows 'Такая ссылка уже существует' at the field for another quiz's URL and saves nothing", async () => {
    const { page, id } = await openSettings();
    const taken = uniqueUrl('taken');
    await callAs(token, 'POST', '/api/quiz', { name: 'Брекеты', customUrl: taken });
    const before = await quizOf(token, id);

    await typeInto(page, 'Своя ссылка', taken);
    await page.locator('[data-testid="save-indicator"][data-status="error"]').waitFor();
    const field = page.getByLabel('Своя ссылка');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    const errorId = (await field.getAttribute('aria-describedby'))!.split(' ').find((part) => part.endsWith('-error'))!;
    await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toBe('Такая ссылка уже существует');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await quizOf(token, id)).toMatchObject({ version: before.version });
    expect((await quizOf(token, id)).customUrl).toBeUndefined();

    const free = uniqueUrl('free');
    await typeInto(page, 'Своя ссылка', free);
    await saved(page);
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();
    expect((await quizOf(token, id)).customUrl).toBe(free);
  });

  it("merges its edit onto another tab's save made meanwhile (409 STALE_VERSION), losing neither", async () => {
    const { page, id } = await openSettings();
    const { version } = await quizOf(token, id);
    await callAs(token, 'POST', '/api/quiz/save', {
      _id: id,
      version,
      compare: [{ op: 'add', path: '/companyName', value: 'Улыбка из другой вкладки' }],
    });

    await typeInto(page, 'Адрес', 'Москва, Тверская, 1');
    await page.getByText('Сохранено вместе с изменениями из другой вкладки').waitFor();
    await expect(page.getByLabel('Название компании').inputValue()).resolves.toBe('Улыбка из другой вкладки');
    expect(await quizOf(token, id)).toMatchObject({
      companyName: 'Улыбка из другой вкладки',
      address: 'Москва, Тверская, 1',
      version: version + 2,
    });
  });
  it("shows the other tab's URL when both changed it, and brings the own one back on request", async () => {
    const { page, id } = await openSettings();
    const { version } = await quizOf(token, id);
    const theirs = uniqueUrl('theirs');
    await callAs(token, 'POST', '/api/quiz/save', { _id: id, version, compare: [{ op: 'add', path: '/customUrl', value: theirs }] });

    const mine = uniqueUrl('mine');
    await typeInto(page, 'Своя ссылка', mine);
    const conflict = page.getByTestId('save-conflict');
    await conflict.waitFor();
    await expect(page.getByLabel('Своя ссылка').inputValue()).resolves.toBe(theirs);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await quizOf(token, id)).customUrl).toBe(theirs);

    await conflict.getByRole('button', { name: 'Вернуть мою правку' }).click();
    await expect(page.getByLabel('Своя ссылка').inputValue()).resolves.toBe(mine);
    await saved(page);
    expect(await quizOf(token, id)).toMatchObject({ customUrl: mine, version: version + 2 });
  });
});

describe("The quiz builder's 'Настройки' on a phone", () => {
  it('fits the screen, passes axe, and saves the company phone typed through the mask', async () => {
    const { page, id } = await openSettings(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Телефон', exact: true }).focus();
    await page.keyboard.type('9123456789');
    await expect(page.getByRole('textbox', { name: 'Телефон', exact: true }).inputValue()).resolves.toBe('+7 912 345-67-89');
    await page.getByRole('switch', { name: 'Только форма' }).focus();
    await page.keyboard.press('Enter');
    await saved(page);
    expect(await quizOf(token, id)).toMatchObject({ phone: '+7 912 345-67-89', onlyFormBool: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
