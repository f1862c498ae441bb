// The quiz builder's editing tabs in Chromium, one clinic for the file and a page at 1440 px with, where
// a screen is checked at both widths, a second page of 390 px in the same session: the landing headline
// changes the live preview (the public page's own components) and, once saved, the public page; on a
// phone the form and the preview take turns ('Редактирование' / 'Предпросмотр'), nothing cut off;
// questions are added (placeholder, skip option, the information page and the thank-you page with
// uploaded images; every type with pictures is the journey test's), moved, and one deleted after its
// confirm (delQuestions called), the fixed ones offering neither; an upload shows its progress bar and
// a refused type or size says why at the field; the A/B variant's headline is saved at /ABTestObj; axe
// on each state; keyboard for typing and the buttons.
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/images';
import { quizImageMessages } from '../../shared/schemas/quiz-images';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';
import { eventually } from './clinic-support';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const session = useBrowserSession(DESKTOP);
let token: string;

beforeAll(async () => {
  token = await registerThroughApi();
});

const quizOf = (token: string, id: string) => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`);
/** The stored quiz once the autosave has sent what `accept` looks for (the indicator may still show the last save). */
const storedQuiz = (token: string, id: string, accept: (quiz: QuizCabinetView) => boolean) => eventually(() => quizOf(token, id), accept);

/** A new quiz of the file's clinic (each test its own), opened on `tab` in the session's desktop page. */
async function openTab(tab: string, quiz: Record<string, unknown> = {}) {
  const { _id } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Имплантация под ключ', ...quiz });
  const page = session.page();
  await storeTokenWithoutPage(page, session.appUrl, token);
  await openBuilder(page, _id, tab);
  return { page, token, id: _id };
}

async function openBuilder(page: Page, id: string, tab: string) {
  await page.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(id)}/${tab}`));
  await page.getByRole('heading', { level: 1, name: 'Имплантация под ключ' }).waitFor();
}

/** A phone-sized second page of the signed-in session, on the quiz's `tab`. */
async function phonePage(desktop: Page, id: string, tab: string) {
  const phone = await desktop.context().newPage();
  await phone.setViewportSize(PHONE);
  await openBuilder(phone, id, tab);
  return phone;
}

const preview = (page: Page) => page.getByTestId('landing-preview');
/** Waits for the preview's headline to read `text` (its typographic no-break spaces as spaces). */
const previewHeadline = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('[data-testid="landing-preview"] h1')?.textContent?.replace(/\u00a0/g, ' ') === expected,
    text,
  );

/** Types into a field from the keyboard, after clearing it. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** Picks a file for the image field named `label` and waits for its thumbnail. */
async function upload(page: Page, label: string, buffer: Buffer, mimeType = 'image/jpeg', name = 'photo.jpg') {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByTestId('quiz-image-input').setInputFiles({ name, mimeType, buffer }, { timeout: 60_000 });
  return field;
}

async function uploaded(page: Page, label: string, buffer: Buffer) {
  const field = await upload(page, label, buffer);
  await field.getByRole('button', { name: `Удалить: ${label}`, exact: true }).waitFor();
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe("The quiz builder's editing tabs", () => {
  it('shows a new landing headline in the preview at once and on the public page after the save; on a phone, form and preview by turns', async () => {
    const { page, token, id } = await openTab('landingPage');
    await expect(page.getByRole('button', { name: 'Предпросмотр', exact: true }).isVisible()).resolves.toBe(false);
    await expect(preview(page).getAttribute('data-layout')).resolves.toBe('desktop');
    await previewHeadline(page, 'Имплантация под ключ');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await typeInto(page, 'Заголовок', 'Зубы за один день');
    await previewHeadline(page, 'Зубы за один день');
    await page.getByRole('button', { name: 'Мобильная версия' }).focus();
    await page.keyboard.press('Enter');
    await expect(preview(page).getAttribute('data-layout')).resolves.toBe('mobile');
    await typeInto(page, 'Заголовок на телефоне', 'Зубы за день');
    await previewHeadline(page, 'Зубы за день');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const stored = await storedQuiz(token, id, (quiz) => quiz.mobileVersionQuiz?.header === 'Зубы за день');
    expect(stored).toMatchObject({ header: 'Зубы за один день', mobileVersionQuiz: { header: 'Зубы за день' } });

    await page.goto(session.appUrl(`/quiz/${encodeURIComponent(id)}`));
    await page.getByRole('heading', { level: 1, name: 'Зубы за один день' }).waitFor();

    // A phone-sized window: the form first, the preview a tap away, the version switch above both.
    const phone = await phonePage(page, id, 'landingPage');
    await phone.getByLabel('Заголовок', { exact: true }).waitFor();
    await expect(preview(phone).isVisible()).resolves.toBe(false);
    await typeInto(phone, 'Заголовок', 'Улыбка за день');
    await phone.getByRole('button', { name: 'Предпросмотр', exact: true }).click();
    await previewHeadline(phone, 'Улыбка за день');
    await expect(phone.getByLabel('Заголовок', { exact: true }).isVisible()).resolves.toBe(false);
    for (const layout of ['desktop', 'mobile'] as const) {
      if (layout === 'mobile') await phone.getByRole('button', { name: 'Мобильная версия' }).click();
      await expect(preview(phone).getAttribute('data-layout')).resolves.toBe(layout);
      // The whole frame, scaled to the column, inside the window; nothing wider than the window.
      const box = (await phone.locator('.quiz-preview__box').boundingBox())!;
      const frame = (await preview(phone).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(frame.width).toBeLessThanOrEqual(box.width + 1);
      expect(frame.height).toBeLessThanOrEqual(box.height + 1);
      await fitsWidth(phone, PHONE.width);
    }
    await previewHeadline(phone, 'Зубы за день');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Редактирование', exact: true }).click();
    await phone.getByLabel('Заголовок на телефоне', { exact: true }).waitFor();
    await expect(preview(phone).isVisible()).resolves.toBe(false);
    expect((await storedQuiz(token, id, (quiz) => quiz.header === 'Улыбка за день')).header).toBe('Улыбка за день');
  });

  it('shows the upload progress, and refuses a wrong type and a too large file at the field', async () => {
    const { page, token, id } = await openTab('landingPage');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The storage's answer waits until the progress bar has been seen.
    await page.route(
      (url) => !url.pathname.startsWith('/api/') && url.pathname !== '/',
      async (route: Route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await held;
        await route.continue();
      },
    );
    const logo = await upload(page, 'Логотип', await jpeg());
    await logo.getByRole('progressbar', { name: 'Загрузка: Логотип' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    release();
    await logo.getByRole('button', { name: 'Удалить: Логотип' }).waitFor();
    expect((await storedQuiz(token, id, (quiz) => quiz.logo !== undefined)).logo).toMatch(/_quiz_.+\.jpg$/);
    await preview(page).locator('img.qz-logo').waitFor({ state: 'attached' });

    await upload(page, 'Логотип', Buffer.from('%PDF-1.4'), 'application/pdf', 'price.pdf');
    await logo.getByRole('alert').getByText('Здесь подходят изображения PNG, JPEG, SVG или GIF').waitFor();
    await upload(page, 'Логотип', Buffer.alloc(IMAGE_MAX_BYTES + 1), 'image/png', 'huge.png');
    await logo.getByRole('alert').getByText(quizImageMessages.tooLarge).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await logo.getByRole('button', { name: 'Удалить: Логотип' }).focus();
    await page.keyboard.press('Enter');
    expect((await storedQuiz(token, id, (quiz) => quiz.logo === undefined)).logo).toBeUndefined();
  }, 150_000);

  it('adds questions (placeholder, skip, pictures of the information and thank-you pages), moves one, deletes one after a confirm (delQuestions); fits 390 px', async () => {
    const { page, token, id } = await openTab('questions');
    const dropped: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/quiz/analytics/delQuestions')) dropped.push(request.postDataJSON());
    });
    // The fixed questions: neither moved nor deleted.
    await expect(page.getByRole('button', { name: /^(Удалить|Выше|Ниже): вопрос/ }).count()).resolves.toBe(0);
    const image = await jpeg();
    const types = [
      ['Один вариант', 'radio'],
      ['Выпадающий список', 'select'],
      ['Строка', 'text'],
      ['Информация', 'information'],
    ] as const;
    for (const [index, [label, type]] of types.entries()) {
      const number = index + 1;
      await page.getByRole('button', { name: 'Добавить вопрос' }).click();
      await typeInto(page, `Текст вопроса ${number}`, `${type}: вопрос`);
      await page.getByLabel(`Тип вопроса ${number}`).selectOption({ label });
      if (type === 'radio' || type === 'select') {
        await page.getByRole('button', { name: 'Добавить вариант' }).last().click();
        await typeInto(page, `Вариант 1 вопроса ${number}`, 'Да');
      }
      if (type === 'information') await uploaded(page, `Картинка вопроса ${number}`, image);
      if (type === 'text') await page.getByLabel(`Подсказка в поле ответа ${number}`).fill('Например, 2 зуба');
    }
    // Every question but the information page may be skipped.
    await expect(page.getByRole('checkbox', { name: 'Вопрос можно пропустить' }).count()).resolves.toBe(types.length - 1);
    await page.getByRole('button', { name: /^6\. / }).click();
    await uploaded(page, 'Картинка благодарности', image);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ниже: вопрос 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Удалить: вопрос 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить вопрос?' });
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Удалить' }).click();

    const quiz = await storedQuiz(token, id, (stored) => stored.questions?.length === 5);
    expect(quiz.questions?.map((question) => question.type)).toEqual(['radio', 'text', 'information', 'contacts', 'ThankYouPages']);
    const byType = Object.fromEntries(quiz.questions!.map((question) => [question.type, question as Record<string, unknown>]));
    expect(byType.radio!.variants).toEqual([{ text: 'Да' }]);
    expect(byType.information!.information).toMatch(/\.jpg$/);
    expect(byType.ThankYouPages!.thankYouImg).toMatch(/\.jpg$/);
    expect(byType.text!.placeholder).toBe('Например, 2 зуба');
    expect(dropped).toEqual([{ quizId: id, questionDel: 'select: вопрос', questionId: expect.any(String), ABTest: false }]);
    expect(await page.getByRole('button', { name: /^(Удалить|Выше|Ниже): вопрос (4|5)$/ }).count()).toBe(0);

    // The same list in a phone-sized window: a new picture question and its variant fit 390 px.
    const phone = await phonePage(page, id, 'questions');
    await phone.getByRole('button', { name: 'Добавить вопрос' }).click();
    await phone.getByLabel('Тип вопроса 4').selectOption({ label: 'Один вариант с картинками' });
    await phone.getByRole('button', { name: 'Добавить вариант' }).last().click();
    await fitsWidth(phone, PHONE.width);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  }, 180_000);

  it("edits the A/B variant's headline at /ABTestObj, leaving the main one", async () => {
    const { page, token, id } = await openTab('ABTets', { ABTestBool: true, header: 'Основной заголовок' });
    await page.getByRole('heading', { level: 2, name: 'Вариант B' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await typeInto(page, 'Заголовок', 'Заголовок варианта B');
    await previewHeadline(page, 'Заголовок варианта B');
    const stored = await storedQuiz(token, id, (quiz) => quiz.ABTestObj?.header === 'Заголовок варианта B');
    expect(stored).toMatchObject({ header: 'Основной заголовок', ABTestObj: { header: 'Заголовок варианта B' } });

    await page.getByRole('button', { name: 'Вопросы B' }).click();
    await page.getByRole('heading', { level: 2, name: 'Вопросы варианта B' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
