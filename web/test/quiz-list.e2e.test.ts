// 'Мои квизы' in Chromium at 1440 and 390 px: create (the two questions of a new quiz, then its landing
// page editor), copy (' (копия)', no custom URL, contacts asking name and phone), Перейти, delete after
// 'Удалить квиз?', the menu following each change, and axe on each state (switching quizzes in the menu:
// cabinet.e2e.test.ts). One browser and one clinic for the file: the tests run in order, the first on
// the new clinic's empty list.
import type { Page } from 'playwright-core';
import type { QuizCabinetView, QuizListItem } from '../../shared/schemas/quiz-cabinet';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';

const quizzesOf = (token: string) => callAs<QuizListItem[]>(token, 'GET', '/api/quiz/all');
const quizOf = (token: string, id: string) => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(id)}`);

const session = useBrowserSession({ width: 1440, height: 900 });
let token = '';
beforeAll(async () => {
  token = await registerThroughApi();
});

/** This test's page at this width, signed in as the file's clinic, at `path`. */
async function signedInAt(path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = session.page();
  await page.setViewportSize(viewport);
  await storeTokenWithoutPage(page, session.appUrl, token);
  await page.goto(session.appUrl(path));
  return page;
}

const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Мои квизы' }).waitFor();
const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню кабинета' });

describe("'Мои квизы' on a desktop", () => {
  it('creates a quiz with Контакты and the thank-you page and opens its landing page editor', async () => {
    const page = await signedInAt('/quiz');
    await listHeading(page);
    await page.getByText('Квизов пока нет').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Создать квиз' }).click();
    await page.waitForURL(/\/quiz\/setting\/[^/]+\/landingPage$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
    const quiz = await quizOf(token, id);
    expect(quiz.name).toBe('Новый квиз');
    expect(quiz.questions?.map(({ type, question }) => `${type}:${question}`)).toEqual([
      'contacts:Контакты',
      'ThankYouPages:Благодарим за ответы на все вопросы',
    ]);
    await menu(page).getByRole('link', { name: 'Новый квиз' }).waitFor();

    await menu(page).getByRole('link', { name: 'Мои квизы' }).click();
    await listHeading(page);
    await page.getByRole('button', { name: 'Создать квиз' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/landingPage') && !url.pathname.includes(encodeURIComponent(id)));
    await menu(page).getByRole('link', { name: 'Новый квиз 2' }).waitFor();
  });

  it('copies a quiz without its URL and with name and phone asked, goes to it, and deletes after the question', async () => {
    const original = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', {
      name: 'Имплантация',
      customUrl: `implant-${Date.now().toString(36)}`,
      header: 'Сколько стоит имплант?',
      questions: [
        { _uid: 'q1', question: 'Сколько зубов нет?', type: 'radio', variants: [{ text: 'Один' }, { text: 'Несколько' }] },
        {
          _uid: 'c',
          question: 'Контакты',
          type: 'contacts',
          contacts: { name: { bool: false }, email: { bool: true }, phone: { bool: false } },
        },
        { _uid: 't', question: 'Спасибо!', type: 'ThankYouPages' },
      ],
    });
    const page = await signedInAt('/quiz');
    await listHeading(page);
    const before = (await quizzesOf(token)).map((quiz) => quiz.name);

    await page.getByRole('button', { name: 'Скопировать квиз «Имплантация»' }).click();
    await page.getByRole('heading', { level: 2, name: 'Имплантация (копия)' }).waitFor();
    await menu(page).getByRole('link', { name: 'Имплантация (копия)' }).waitFor();
    const copyId = (await quizzesOf(token)).find((quiz) => quiz.name === 'Имплантация (копия)')!._id;
    const [source, copy] = await Promise.all([quizOf(token, original._id), quizOf(token, copyId)]);
    expect(copy.customUrl).toBeUndefined();
    expect(copy.questions?.find((question) => question.type === 'contacts')?.contacts).toMatchObject({
      name: { bool: true },
      email: { bool: true },
      phone: { bool: true },
    });
    expect({ header: copy.header, first: copy.questions?.[0] }).toEqual({ header: source.header, first: source.questions?.[0] });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Удалить квиз «Имплантация (копия)»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить квиз?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('heading', { level: 2, name: 'Имплантация (копия)' }).waitFor({ state: 'detached' });
    await menu(page).getByRole('link', { name: 'Имплантация (копия)' }).waitFor({ state: 'detached' });
    expect((await quizzesOf(token)).map((quiz) => quiz.name)).toEqual(before);

    await page.getByRole('link', { name: 'Перейти к квизу «Имплантация»' }).click();
    await page.waitForURL(`**/quiz/setting/${encodeURIComponent(original._id)}/landingPage`);
  });
});

describe("'Мои квизы' on a phone", () => {
  it('fits the screen, passes axe, and goes to a quiz', async () => {
    const { _id } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', { name: 'Отбеливание зубов за один визит без боли' });
    const page = await signedInAt('/quiz', { width: 390, height: 844 });
    await page.getByRole('heading', { level: 2, name: 'Отбеливание зубов за один визит без боли' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Перейти к квизу «Отбеливание зубов за один визит без боли»' }).click();
    await page.waitForURL(`**/quiz/setting/${encodeURIComponent(_id)}/landingPage`);
  });
});
