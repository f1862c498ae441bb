// The builder's Аналитика in Chromium at 1440 and 390 px (one page of each width, one clinic for the
// file): visitors answer the public quiz page, each in its own A/B variant (kept in the visitor's
// storage, as the page keeps it), their views arrive by the page's beacon, and the clinic sees the
// funnel with each step's reach and drop-off, visitors, leads and the conversion; switches the period
// (Сегодня, Вчера, Свой by keyboard on the calendar); reads the A/B verdict of the always-valid test and
// its per-step table; resets after 'Сбросить aналитику?'. Axe on each state.
import { randomUUID } from 'node:crypto';
import { format, parseISO, subDays } from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import type { Page } from 'playwright-core';
import { periodDays } from '../../shared/domain/quiz/analytics-periods';
import type { QuizAnalytics } from '../../shared/schemas/quiz-analytics';
import { waitFor } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession, type BrowserSession } from './browser-session';
import { callAs } from './clinic-api';

const contacts = (uid: string) => ({
  _uid: uid,
  question: 'Контакты',
  type: 'contacts',
  phoneMask: true,
  contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
  connection: [{ text: 'Телефон', bool: true }],
});
const QUIZ = {
  name: 'Имплантация под ключ',
  header: 'Узнайте цену лечения',
  ABTestBool: true,
  questions: [
    { _uid: 'a1', question: 'Что вас беспокоит?', type: 'radio', variants: [{ text: 'Боль' }, { text: 'Эстетика' }] },
    contacts('a2'),
    { _uid: 'a3', question: 'Спасибо! Мы перезвоним', type: 'ThankYouPages' },
  ],
  ABTestObj: {
    header: 'Узнайте стоимость имплантации',
    questions: [
      { _uid: 'b1', question: 'Какая услуга нужна?', type: 'radio', variants: [{ text: 'Имплантация' }, { text: 'Брекеты' }] },
      contacts('b2'),
      { _uid: 'b3', question: 'Спасибо! Ждите звонка', type: 'ThankYouPages' },
    ],
  },
};

interface Clinic {
  token: string;
  quizId: string;
  timeZone: string;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const session = useBrowserSession(DESKTOP);
let owner: Omit<Clinic, 'quizId'>;

beforeAll(async () => {
  const token = await registerThroughApi();
  const { timezone } = await callAs<{ timezone: string }>(token, 'GET', '/api/clinic');
  owner = { token, timeZone: timezone };
});

/** A quiz of its own for each test: the clinic is shared, the counters are per quiz. */
async function clinicWithQuiz(): Promise<Clinic> {
  const { _id } = await callAs<{ _id: string }>(owner.token, 'POST', '/api/quiz', QUIZ);
  return { ...owner, quizId: _id };
}

const analyticsOf = (clinic: Clinic) =>
  callAs<QuizAnalytics>(clinic.token, 'GET', `/api/quiz/analytics?id=${encodeURIComponent(clinic.quizId)}`);
/** A step's views: the start page's by its title, a question's by its id ('q:a3'). */
const views = (analytics: QuizAnalytics, variant: keyof QuizAnalytics, step: string) =>
  Object.values(analytics[variant].days).reduce((sum, day) => sum + (day[step] ?? 0), 0);

type Counted = (analytics: QuizAnalytics) => boolean;

/**
 * A visitor in a browser of their own, shown `variant`; leaving the page sends its beacon, and the
 * browser stays open until the server has counted it (closing it at once may cancel the request).
 */
async function visit(
  session: BrowserSession,
  clinic: Clinic,
  variant: 'quiz' | 'abTest',
  act: (page: Page) => Promise<void>,
  counted: Counted,
) {
  const browser = session.page().context().browser()!;
  // Less motion, as a patient may ask: the steps' entry animations are not waited out (quiz.e2e walks with them).
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'ru-RU',
    timezoneId: clinic.timeZone,
    reducedMotion: 'reduce',
  });
  try {
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: `dentlead-quiz-variant:${clinic.quizId}`,
      value: variant,
    });
    const page = await context.newPage();
    await page.goto(session.appUrl(`/quiz/${encodeURIComponent(clinic.quizId)}`));
    // The rendered start screen shows before React: the visit is the page's to count once it is live.
    await page.locator('html[data-quiz-live]').waitFor({ state: 'attached' });
    await act(page);
    await page.goto('about:blank');
    await waitFor(`the ${variant} visit counted`, async () => counted(await analyticsOf(clinic)));
  } finally {
    await context.close();
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Visitor A1 sends a lead, A2 leaves on the start page, B1 leaves on the variant's first question. */
async function threeVisitors(session: BrowserSession, clinic: Clinic): Promise<void> {
  const regularStarts = (count: number) => (analytics: QuizAnalytics) => views(analytics, 'regular', 'Стартовая страница') === count;
  await visit(
    session,
    clinic,
    'quiz',
    async (page) => {
      await heading(page, 'Узнайте цену лечения');
      await page.getByRole('button', { name: 'Рассчитать' }).click();
      await page.getByRole('radio', { name: 'Боль' }).check();
      await heading(page, 'Контакты');
      await page.getByRole('textbox', { name: 'Введите имя' }).fill('Анна');
      await page.getByRole('textbox', { name: 'Введите телефон' }).fill('9991234567');
      await page.getByRole('button', { name: 'Отправить' }).click();
      await heading(page, 'Спасибо! Мы перезвоним');
    },
    (analytics) => regularStarts(1)(analytics) && views(analytics, 'regular', 'q:a3') === 1,
  );
  await visit(session, clinic, 'quiz', (page) => heading(page, 'Узнайте цену лечения'), regularStarts(2));
  await visit(
    session,
    clinic,
    'abTest',
    async (page) => {
      await heading(page, 'Узнайте стоимость имплантации');
      await page.getByRole('button', { name: 'Рассчитать' }).click();
      await heading(page, 'Какая услуга нужна?');
    },
    (analytics) => views(analytics, 'abTest', 'q:b1') === 1,
  );
}

/** The session's desktop page and a phone-sized second page of the same signed-in context, both on Аналитика. */
async function openAnalytics(session: BrowserSession, clinic: Clinic): Promise<{ desktop: Page; phone: Page }> {
  const desktop = session.page();
  await storeTokenWithoutPage(desktop, session.appUrl, clinic.token);
  const phone = await desktop.context().newPage();
  await phone.setViewportSize(PHONE);
  for (const page of [desktop, phone]) {
    await page.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(clinic.quizId)}/analytics`));
    await page.getByRole('heading', { name: 'Воронка квиза' }).waitFor();
  }
  return { desktop, phone };
}

const readoutRows = (page: Page) =>
  page
    .locator('.ab-readout__table:not(.ab-readout__steps) tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const funnelRows = (page: Page) =>
  page
    .locator('.funnel__table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.lastChild?.textContent ?? '').trim())));
const totals = async (page: Page) => ({
  visitors: await page.getByTestId('analytics-visitors').textContent(),
  leads: await page.getByTestId('analytics-leads').textContent(),
  conversion: await page.getByTestId('analytics-conversion').textContent(),
});
const totalsAre = (page: Page, expected: Awaited<ReturnType<typeof totals>>) =>
  waitFor(`the totals ${JSON.stringify(expected)}`, async () => JSON.stringify(await totals(page)) === JSON.stringify(expected));
const dayText = (day: string) => format(parseISO(day), 'd MMMM yyyy', { locale: ru });

async function noSeriousViolations(page: Page, within?: string) {
  expect(await seriousAxeViolations(page, within)).toEqual([]);
}

/** Three visitors, each in a browser of their own, then the cabinet: more than the default minute on a busy machine. */
const VISITS_TIMEOUT = 180_000;

describe('Аналитика of the quiz builder, at 1440 and 390 px', () => {
  it(
    'shows the funnel, percentages and conversion of both variants, switches periods and reads the A/B verdict',
    async () => {
      const clinic = await clinicWithQuiz();
      await threeVisitors(session, clinic);
      const { desktop: page, phone } = await openAnalytics(session, clinic);

      for (const shown of [page, phone]) {
        await totalsAre(shown, { visitors: '2', leads: '1', conversion: '50,00%' });
        // Each step's visitors and their share of all, and how many of them went no further (issue 27 §3).
        expect(await funnelRows(shown)).toEqual([
          ['Стартовая страница', '2', '1 · 50,00%'],
          ['Что вас беспокоит?', '1 · 50,00%', '0 · 0%'],
          ['Контакты', '1 · 50,00%', '0 · 0%'],
          ['Спасибо! Мы перезвоним', '1 · 50,00%', '—'],
        ]);
        expect(await shown.locator('svg.funnel__chart .funnel__bar').count()).toBe(4);
        await shown.getByTestId('ab-verdict').filter({ hasText: 'Пока недостаточно данных' }).waitFor();
        expect(await readoutRows(shown)).toEqual([
          ['A (основной)', '2', '1', '50,00%'],
          ['B (вариант)', '1', '0', '0%'],
        ]);
        expect(await fitsWidth(shown)).toBe(true);
        await noSeriousViolations(shown);
      }
      await phone.close();

      // Вариант B's funnel: '0%' where a step or its base is zero; B1 left on its first question.
      await page.getByRole('button', { name: 'Вариант B' }).click();
      await totalsAre(page, { visitors: '1', leads: '0', conversion: '0%' });
      expect(await funnelRows(page)).toEqual([
        ['Стартовая страница', '1', '0 · 0%'],
        ['Какая услуга нужна?', '1 · 100,00%', '1 · 100,00%'],
        ['Контакты', '0 · 0%', '0 · 0%'],
        ['Спасибо! Ждите звонка', '0 · 0%', '—'],
      ]);
      await page.getByRole('button', { name: 'Вариант A (основной)' }).click();

      const today = periodDays('today', clinic.timeZone, new Date()).from;
      await page.getByRole('button', { name: 'Вчера', exact: true }).click();
      await page
        .getByTestId('analytics-period')
        .filter({ hasText: dayText(periodDays('yesterday', clinic.timeZone, new Date()).from) })
        .waitFor();
      await totalsAre(page, { visitors: '0', leads: '0', conversion: '0%' });
      await page.getByRole('button', { name: 'Сегодня', exact: true }).click();
      await page
        .getByTestId('analytics-period')
        .filter({ hasText: dayText(today) })
        .waitFor();
      await totalsAre(page, { visitors: '2', leads: '1', conversion: '50,00%' });

      // Свой from the keyboard: today, then a week earlier; the earlier day comes first.
      const custom = page.getByRole('button', { name: 'Свой', exact: true });
      await custom.focus();
      await page.keyboard.press('Enter');
      await expect(custom.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.locator('.rdp-today button').focus();
      await page.keyboard.press('Enter');
      await page.getByText('Выберите второй день периода', { exact: false }).waitFor();
      await noSeriousViolations(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      const weekAgo = format(subDays(parseISO(today), 7), 'yyyy-MM-dd');
      await page
        .getByTestId('analytics-period')
        .filter({ hasText: `${dayText(weekAgo)} — ${dayText(today)}` })
        .waitFor();
      await expect(custom.getAttribute('aria-pressed')).resolves.toBe('true');
      await totalsAre(page, { visitors: '2', leads: '1', conversion: '50,00%' });
    },
    VISITS_TIMEOUT,
  );

  it(
    "resets both variants after 'Сбросить aналитику?' (on the phone), and a later test's figures give a verdict (on both)",
    async () => {
      const clinic = await clinicWithQuiz();
      // The views as the page's beacon sends them (the visitors' own pages are the test above).
      const beacon = (ABTest: boolean, lead: boolean) => {
        const [first, form, thanks] = ABTest ? ['q:b1', 'q:b2', 'q:b3'] : ['q:a1', 'q:a2', 'q:a3'];
        const steps = ['Стартовая страница', first, ...(lead ? [form, thanks] : [])];
        return callAs(null, 'POST', '/api/quiz/analytics', { quizId: clinic.quizId, ABTest, visitId: randomUUID(), steps });
      };
      await Promise.all([beacon(false, true), beacon(false, false), beacon(true, false)]);
      const { desktop, phone: page } = await openAnalytics(session, clinic);
      await totalsAre(page, { visitors: '2', leads: '1', conversion: '50,00%' });

      await page.getByRole('button', { name: 'Сбросить аналитику' }).click();
      const dialog = page.getByRole('dialog', { name: 'Сбросить aналитику?' });
      await dialog.waitFor();
      await noSeriousViolations(page, '.modal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(views(await analyticsOf(clinic), 'regular', 'Стартовая страница')).toBe(2);

      await page.getByRole('button', { name: 'Сбросить аналитику' }).click();
      await dialog.getByRole('button', { name: 'Сбросить' }).click();
      await totalsAre(page, { visitors: '0', leads: '0', conversion: '0%' });
      const nothing = { days: {}, continued: {}, answers: {}, segments: {} };
      expect(await analyticsOf(clinic)).toEqual({ regular: nothing, abTest: nothing });

      // 40 visitors per variant as the page reports them (above the test's minimum of 30, and half the beacons
      // of 80): A 3 leads, B 30 (the always-valid p = 0.0441, ab-significance.ts's formula in Python).
      const visitors = [
        ...Array.from({ length: 40 }, (_, index) => [false, index < 3]),
        ...Array.from({ length: 40 }, (_, index) => [true, index < 30]),
      ];
      for (let start = 0; start < visitors.length; start += 10) {
        await Promise.all(visitors.slice(start, start + 10).map(([ABTest, lead]) => beacon(ABTest!, lead!)));
      }
      for (const shown of [page, desktop]) {
        await shown.reload();
        await shown.getByTestId('ab-verdict').filter({ hasText: 'Вариант B лучше' }).waitFor();
        await shown.getByTestId('ab-detail').filter({ hasText: 'p = 0,044' }).waitFor();
        await totalsAre(shown, { visitors: '40', leads: '3', conversion: '7,50%' });
        // Step by step: the lead row is the verdict's; B's visitors also reach the form more often.
        const leadRow = shown.locator('.ab-readout__steps tbody tr').filter({ hasText: 'Оставили заявку' });
        expect(await leadRow.locator('td').allTextContents()).toEqual(['7,50%', '75,00%', 'B лучше']);
        expect(await fitsWidth(shown)).toBe(true);
        await noSeriousViolations(shown);
      }
    },
    VISITS_TIMEOUT,
  );
});
