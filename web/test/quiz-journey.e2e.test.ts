// Issue 9's journey as a new clinic goes through it, in one run at both widths: sign up through the form
// and the letter's link; on 'Мои квизы' create a quiz; in the builder (1440 px) write the headline, add one
// question of every type (pictures uploaded for the *-img ones), set a custom URL, turn A/B on and give
// variant B its own headline; open Предпросмотр (/quiz/{custom URL}); then visitors, each in a browser of
// their own, until both variants have had one who leaves a phone (one at 390 px, one at 1440; the page
// picks a visitor's variant at random, so every visitor is counted by what they saw); then Аналитика
// (funnel, Сегодня, the A/B read-out) and 'Заявки' at 1440 and 390 px. Stored state is awaited through
// the API after each autosave; axe on the key screens.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { signUpLetter } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { percentOf } from '../../shared/domain/quiz/funnel';
import type { QuizVariant } from '../../shared/domain/quiz/answer-keys';
import type { QuizAnalytics } from '../../shared/schemas/quiz-analytics';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import { seriousAxeViolations } from './axe';
import { uniqueEmail, useBrowserSession } from './browser-session';
import { callAs, leadsOf } from './clinic-api';
import { clinicUrl, eventually } from './clinic-support';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const HEADLINE: Record<QuizVariant, string> = { quiz: 'Узнайте стоимость лечения', abTest: 'Узнайте стоимость имплантации' };
const THANKS = 'Благодарим за ответы на все вопросы';
/** Every type a clinic can add (the fixed Контакты and thank-you page come with the quiz), by the builder's names. */
const TYPES = [
  ['Один вариант', 'radio'],
  ['Несколько вариантов', 'checkbox'],
  ['Один вариант с картинками', 'radio-img'],
  ['Несколько вариантов с картинками', 'checkbox-img'],
  ['Выпадающий список', 'select'],
  ['Строка', 'text'],
  ['Email', 'email'],
  ['Развёрнутый ответ', 'textarea'],
  ['Выбор зубов', 'checkbox-dental'],
  ['Информация', 'information'],
] as const;
type QuestionType = (typeof TYPES)[number][1];
const questionText = (type: QuestionType) => `Вопрос «${type}»`;
const STEPS = ['Стартовая страница', ...TYPES.map(([, type]) => questionText(type)), 'Контакты', THANKS];

const session = useBrowserSession(DESKTOP);

/** Types into a field from the keyboard, after clearing it. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function noSeriousViolations(page: Page, within?: string) {
  expect(await seriousAxeViolations(page, within)).toEqual([]);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const headline = async (page: Page) =>
  ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').replace(/\u00a0/g, ' ');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('journey');
  const since = Date.now() / 1000 - 1;
  await page.goto(clinicUrl('/registration'));
  await page.getByLabel('Имя').fill('Клиника «Новая улыбка»');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Телефон').pressSequentially('89991234567');
  await page.getByLabel('Пароль', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Повторите пароль', { exact: true }).fill('secret-pass-1');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
  const { mail } = await signUpLetter(testRuntime().mailboxUrl, email, since);
  const link = new URL(/https?:\/\/\S+\/registration\/confirm#code=[\w-]+/.exec(mail.body.text ?? '')![0]);
  await page.goto(clinicUrl(link.pathname + link.hash));
  await page.getByRole('heading', { name: 'Ваша клиника' }).waitFor();
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function addQuestions(page: Page) {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  for (const [index, [label, type]] of TYPES.entries()) {
    const number = index + 1;
    await page.getByRole('button', { name: 'Добавить вопрос' }).click();
    await typeInto(page, `Текст вопроса ${number}`, questionText(type));
    await page.getByLabel(`Тип вопроса ${number}`).selectOption({ label });
    if (['radio', 'checkbox', 'radio-img', 'checkbox-img', 'select'].includes(type)) {
      await page.getByRole('button', { name: 'Добавить вариант' }).last().click();
      await typeInto(page, `Вариант 1 вопроса ${number}`, 'Да');
    }
    if (type.endsWith('-img')) {
      const field = page.getByRole('group', { name: `Картинка варианта 1 вопроса ${number}`, exact: true });
      await field.getByTestId('quiz-image-input').setInputFiles({ name: 'smile.jpg', mimeType: 'image/jpeg', buffer: picture });
      await field.getByRole('button', { name: `Удалить: Картинка варианта 1 вопроса ${number}`, exact: true }).waitFor();
    }
  }
}

/** Answers every question of the page the visitor sees, then leaves a phone. */
async function answerAll(page: Page, name: string, phoneDigits: string) {
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  for (const [, type] of TYPES) {
    await heading(page, questionText(type));
    if (type === 'radio' || type === 'radio-img') {
      await page.getByRole('radio', { name: 'Да' }).check(); // moves on by itself
      continue;
    }
    if (type === 'checkbox' || type === 'checkbox-img') await page.getByRole('checkbox', { name: 'Да' }).check();
    if (type === 'select') await page.getByRole('combobox', { name: questionText(type) }).selectOption('Да');
    if (type === 'text') await page.getByRole('textbox', { name: questionText(type) }).fill('Два зуба');
    if (type === 'email') await page.getByRole('textbox', { name: questionText(type) }).fill('anna@example.ru');
    if (type === 'textarea') await page.getByRole('textbox', { name: questionText(type) }).fill('Боюсь уколов');
    if (type === 'checkbox-dental') await page.getByRole('checkbox', { name: 'Зуб 11' }).click();
    await next(page);
  }
  // The contacts form (a popup with its own heading on phones).
  await page.getByRole('textbox', { name: 'Введите имя' }).fill(name);
  await page.getByRole('textbox', { name: 'Введите телефон' }).fill(phoneDigits);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await heading(page, THANKS);
}

interface Visits {
  /** Visitors per variant the test has seen, each counted by the page's beacon once they left. */
  seen: Record<QuizVariant, number>;
  leads: Partial<Record<QuizVariant, { name: string; width: number }>>;
}

const analyticsOf = (token: string, quizId: string) =>
  callAs<QuizAnalytics>(token, 'GET', `/api/quiz/analytics?id=${encodeURIComponent(quizId)}`);
const startViews = (analytics: QuizAnalytics, variant: keyof QuizAnalytics) =>
  Object.values(analytics[variant].days).reduce((sum, day) => sum + (day['Стартовая страница'] ?? 0), 0);

/** Leaving the page sends its beacon: wait until the server has counted every visitor seen so far. */
async function leaveCounted(page: Page, token: string, quizId: string, visits: Visits) {
  await page.goto('about:blank');
  await eventually(
    () => analyticsOf(token, quizId),
    (analytics) => startViews(analytics, 'regular') === visits.seen.quiz && startViews(analytics, 'abTest') === visits.seen.abTest,
  );
}

/**
 * Fresh visitors (empty storage, each their own browser context) until each variant has had one who
 * sends a lead: the first such visitor on a phone, the other on a desktop. The page draws the variant at
 * random, so the number of visitors varies; each is told apart by the headline they see.
 */
async function visitUntilBothVariantsAnswered(browser: Browser, url: string, token: string, quizId: string, visits: Visits) {
  const people = [
    { name: 'Анна Телефонова', phone: '9991112233' },
    { name: 'Борис Десктопов', phone: '9994445566' },
  ];
  for (let visitor = 0; visitor < 12 && Object.keys(visits.leads).length < 2; visitor++) {
    const viewport = Object.keys(visits.leads).length === 0 ? PHONE : DESKTOP;
    // The visitor's own clocks are far from the clinic's: the server counts on the clinic's day anyway. Less
    // motion, as a patient may ask: the dozen questions' entry animations are not waited out twice (quiz.e2e
    // and quiz-demo.e2e walk with them).
    const context = await browser.newContext({ viewport, locale: 'ru-RU', timezoneId: 'Asia/Vladivostok', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await page.getByRole('button', { name: 'Рассчитать' }).waitFor();
      const variant = await variantShown(page);
      visits.seen[variant] += 1;
      if (!visits.leads[variant]) {
        const person = people[Object.keys(visits.leads).length]!;
        if (viewport === PHONE) expect(await fitsWidth(page)).toBe(true);
        await noSeriousViolations(page);
        await answerAll(page, person.name, person.phone);
        visits.leads[variant] = { name: person.name, width: viewport.width };
      }
      await leaveCounted(page, token, quizId, visits);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
  expect(Object.keys(visits.leads).sort()).toEqual(['abTest', 'quiz']);
}

async function variantShown(page: Page): Promise<QuizVariant> {
  // The rendered page shows the start screen before React: once it is live, the visit is the page's to count.
  await page.locator('html[data-quiz-live]').waitFor({ state: 'attached' });
  const text = await headline(page);
  const variant = (Object.keys(HEADLINE) as QuizVariant[]).find((each) => HEADLINE[each] === text);
  if (!variant) throw new Error(`the start page says «${text}», neither variant's headline`);
  return variant;
}

const funnelRows = (page: Page) =>
  page
    .locator('.funnel__table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.lastChild?.textContent ?? '').trim())));
const totals = async (page: Page) => [
  await page.getByTestId('analytics-visitors').textContent(),
  await page.getByTestId('analytics-leads').textContent(),
  await page.getByTestId('analytics-conversion').textContent(),
];

/**
 * What Аналитика must show for a variant: `visitors` started, one went through every step and sent a lead,
 * the others left on the start page (each step: its visitors with their share, and who went no further).
 */
function expectedFunnel(visitors: number) {
  return STEPS.map((title, index) => [
    title,
    index === 0 ? String(visitors) : `1 · ${percentOf(1, visitors)}`,
    index === 0 ? `${visitors - 1} · ${percentOf(visitors - 1, visitors)}` : index === STEPS.length - 1 ? '—' : '0 · 0%',
  ]);
}

async function checkAnalytics(page: Page, visits: Visits) {
  await page.getByRole('heading', { name: 'Воронка квиза' }).waitFor();
  await page.getByRole('button', { name: 'Сегодня', exact: true }).click();
  const { quiz: a, abTest: b } = visits.seen;
  await eventually(
    () => totals(page),
    (shown) => JSON.stringify(shown) === JSON.stringify([String(a), '1', percentOf(1, a)]),
  );
  expect(await funnelRows(page)).toEqual(expectedFunnel(a));
  const readout = await page
    .locator('.ab-readout__table:not(.ab-readout__steps) tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
  expect(readout).toEqual([
    ['A (основной)', String(a), '1', percentOf(1, a)],
    ['B (вариант)', String(b), '1', percentOf(1, b)],
  ]);
  await page.getByTestId('ab-verdict').filter({ hasText: 'Пока недостаточно данных' }).waitFor();
  await page.getByRole('button', { name: 'Вариант B' }).click();
  await eventually(
    () => totals(page),
    (shown) => JSON.stringify(shown) === JSON.stringify([String(b), '1', percentOf(1, b)]),
  );
  expect(await funnelRows(page)).toEqual(expectedFunnel(b));
  expect(await fitsWidth(page)).toBe(true);
  await noSeriousViolations(page);
}

async function checkLeads(page: Page, token: string, visits: Visits) {
  const leads = await eventually(
    async () => (await leadsOf(token)).items,
    (items) => items.filter((lead) => lead.kind === 'quiz').length === 2,
  );
  await page.goto(clinicUrl('/setting/applocation'));
  await page.getByRole('heading', { name: 'Заявки' }).waitFor();
  for (const [variant, shown] of [
    ['quiz', 'A (основной)'],
    ['abTest', 'B (A/B-тест)'],
  ] as const) {
    const lead = leads.find((item) => item.ClientFullName === visits.leads[variant]!.name)!;
    const cell = (label: string) => page.locator(`tr[data-lead-id="${lead._id}"] td[data-label="${label}"]`);
    await expect(cell('Квиз').textContent()).resolves.toBe('Новый квиз');
    await expect(cell('A/B').textContent()).resolves.toBe(shown);
    await expect(cell('Device').textContent()).resolves.toBe(visits.leads[variant]!.width === PHONE.width ? 'Телефон' : 'Компьютер');
  }
  expect(await fitsWidth(page)).toBe(true);
  await noSeriousViolations(page);
}

describe('a new clinic makes an A/B quiz, two visitors answer it, the clinic reads the result (1440 and 390 px)', () => {
  it('signs up, builds, previews, gets both variants answered, and sees the visits and leads in Аналитика and Заявки', async () => {
    const page = session.page();
    // The cabinet's transitions are not what this journey proves: each click would wait for them to settle.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const token = await signUp(page);

    // 'Мои квизы' → Создать квиз: straight into its landing page editor.
    await page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link', { name: 'Мои квизы' }).click();
    await page.getByRole('button', { name: 'Создать квиз' }).click();
    await page.waitForURL(/\/quiz\/setting\/[^/]+\/landingPage$/);
    const quizId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
    const stored = (accept: (quiz: QuizCabinetView) => boolean) =>
      eventually(() => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`), accept);
    const tabs = page.getByRole('navigation', { name: 'Разделы квиза' });
    await typeInto(page, 'Заголовок', HEADLINE.quiz);
    await stored((quiz) => quiz.header === HEADLINE.quiz);

    await tabs.getByRole('link', { name: 'Вопросы' }).click();
    await addQuestions(page);
    // Every question saved with its text and type (the autosave may first store the last one just added, untitled).
    const withQuestions = await stored(
      (quiz) =>
        JSON.stringify(quiz.questions?.map((question) => question.question)) === JSON.stringify(STEPS.slice(1)) &&
        quiz.questions!.at(-3)?.type === TYPES.at(-1)![1] &&
        quiz.questions!.filter((question) => 'variants' in question && question.variants?.[0]?.img).length === 2,
    );
    expect(withQuestions.questions!.map((question) => question.question)).toEqual(STEPS.slice(1));
    expect(withQuestions.questions!.map((question) => question.type)).toEqual([
      ...TYPES.map(([, type]) => type),
      'contacts',
      'ThankYouPages',
    ]);
    await noSeriousViolations(page);

    await tabs.getByRole('link', { name: 'Настройки' }).click();
    const customUrl = `journey-${Date.now().toString(36)}`;
    await typeInto(page, 'Своя ссылка', customUrl);
    await page.getByRole('switch', { name: 'A/B тест' }).click();
    await stored((quiz) => quiz.customUrl === customUrl && quiz.ABTestBool === true);

    await tabs.getByRole('link', { name: 'A/B тест' }).click();
    await page.getByRole('heading', { level: 2, name: 'Вариант B' }).waitFor();
    await typeInto(page, 'Заголовок', HEADLINE.abTest);
    const saved = await stored((quiz) => quiz.ABTestObj?.header === HEADLINE.abTest);
    expect(saved.header).toBe(HEADLINE.quiz);
    await noSeriousViolations(page);

    // Предпросмотр opens the public page at the custom URL in a new tab: the clinic's own visit.
    const visits: Visits = { seen: { quiz: 0, abTest: 0 }, leads: {} };
    const preview = tabs.getByRole('link', { name: /Предпросмотр/ });
    const [opened] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await opened.getByRole('button', { name: 'Рассчитать' }).waitFor();
    expect(new URL(opened.url()).pathname).toBe(`/quiz/${customUrl}`);
    visits.seen[await variantShown(opened)] += 1;
    await leaveCounted(opened, token, quizId, visits);
    await opened.close();

    await visitUntilBothVariantsAnswered(page.context().browser()!, clinicUrl(`/quiz/${customUrl}`), token, quizId, visits);

    // The clinic reads it on the desktop, then on a phone (a second tab of the same session).
    await tabs.getByRole('link', { name: 'Аналитика' }).click();
    await checkAnalytics(page, visits);
    await checkLeads(page, token, visits);
    const phone = await page.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(clinicUrl(`/quiz/setting/${encodeURIComponent(quizId)}/analytics`));
    await checkAnalytics(phone, visits);
    await checkLeads(phone, token, visits);
  }, 240_000);
});
