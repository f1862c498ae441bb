// Issue 27's "done when" for branching and analytics, in Chromium: in the builder (1440 px, keyboard only)
// an answer's 'Переход' is set to a later question, a rule that would loop is shown its error under it and
// refused by the save until it leads to the form, and deleting the question a rule leads to says the rule
// goes too; then visitors answer the public quiz on a phone (390 px) along both branches, the progress bar
// following the way taken and the form's close button going back along it; then Аналитика shows the
// drop-off per answer and the funnel per utm_source. Axe at 1440 and 390 px on each screen.
import type { Page } from 'playwright-core';
import { waitFor } from '../../infra/local/testing/wait-for';
import type { QuizAnalytics } from '../../shared/schemas/quiz-analytics';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs } from './clinic-api';
import { answerRows, chooseByKeyboard, fitsWidth, funnelRow, openCard, PHONE, phoneVisit, sourceShows } from './quiz-visit';

const DESKTOP = { width: 1440, height: 900 };
const session = useBrowserSession(DESKTOP);

const radio = (uid: string, question: string, ...texts: string[]) => ({
  _uid: uid,
  question,
  type: 'radio',
  variants: texts.map((text) => ({ text })),
});
const QUIZ = {
  name: 'Лечение под ключ',
  header: 'Подберём лечение',
  questions: [
    radio('need', 'Что нужно?', 'Имплантация', 'Брекеты', 'Консультация'),
    radio('teeth', 'Сколько зубов?', 'Один', 'Несколько'),
    radio('age', 'Сколько вам лет?', 'До 18', 'Старше 18'),
    {
      _uid: 'form',
      question: 'Контакты',
      type: 'contacts',
      phoneMask: true,
      contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
      connection: [{ text: 'Телефон', bool: true }],
    },
    { _uid: 'thanks', question: 'Спасибо! Мы перезвоним', type: 'ThankYouPages' },
  ],
};

let token: string;
let quizId: string;
beforeAll(async () => {
  token = await registerThroughApi();
  ({ _id: quizId } = await callAs<{ _id: string }>(token, 'POST', '/api/quiz', QUIZ));
});

const storedQuiz = () => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Пройдено' }).getAttribute('aria-valuenow');

async function noSeriousViolations(page: Page, within?: string) {
  expect(await seriousAxeViolations(page, within)).toEqual([]);
}

const segmentStarts = (counts: QuizAnalytics, segment: string) => counts.regular.segments[segment]?.views['Стартовая страница'] ?? 0;

describe('branching in the builder and on the phone, and the analytics it feeds (issue 27)', () => {
  it('adds a branch, refuses a loop at its rule, follows both branches at 390 px with the progress bar, and shows drop-off per answer and per source', async () => {
    const page = session.page();
    await storeTokenWithoutPage(page, session.appUrl, token);
    await page.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(quizId)}/questions`));
    await page.getByRole('heading', { level: 1, name: 'Лечение под ключ' }).waitFor();

    // «Брекеты» skips «Сколько зубов?».
    await openCard(page, /^1\. Что нужно\?/);
    await chooseByKeyboard(page, 'Переход после варианта 2 вопроса 1', 'К вопросу 3: Сколько вам лет?');
    // «До 18» back to the first question would loop: the error is under the rule at once, and the save refuses it.
    await openCard(page, /^3\. Сколько вам лет\?/);
    await chooseByKeyboard(page, 'Переход после варианта 1 вопроса 3', 'К вопросу 1: Что нужно?');
    const loop = 'Переход на «Что нужно?» создаёт цикл: оттуда квиз снова приводит к этому вопросу';
    await page.getByText(loop, { exact: true }).waitFor();
    expect(await page.getByLabel('Переход после варианта 1 вопроса 3', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('проверьте переходы', { exact: false }).first().waitFor();
    await noSeriousViolations(page);
    const phone = await page.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(quizId)}/questions`));
    // The refused loop was never stored: the phone's builder is shown the same rule and the same error.
    await openCard(phone, /^3\. Сколько вам лет\?/);
    await chooseByKeyboard(phone, 'Переход после варианта 1 вопроса 3', 'К вопросу 1: Что нужно?');
    await phone.getByText(loop, { exact: true }).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await noSeriousViolations(phone);
    await phone.close();

    await chooseByKeyboard(page, 'Переход после варианта 1 вопроса 3', 'Сразу к контактам');
    await page.getByText(loop, { exact: true }).waitFor({ state: 'detached' });
    await waitFor('the rules saved', async () => {
      const [need, , age] = (await storedQuiz()).questions ?? [];
      const rules = JSON.stringify([need, age].map((question) => (question && 'variants' in question ? question.variants : [])));
      return (
        rules ===
        JSON.stringify([
          [{ text: 'Имплантация' }, { text: 'Брекеты', goTo: { question: 'age' } }, { text: 'Консультация' }],
          [{ text: 'До 18', goTo: { contacts: true } }, { text: 'Старше 18' }],
        ])
      );
    });

    // Deleting «Сколько вам лет?» would take the rule that leads to it: the confirm says so; Escape keeps both.
    await page.getByRole('button', { name: 'Удалить: вопрос 3' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Удалить вопрос?' });
    await confirm
      .getByText('Переходы на него из вопроса 1 тоже будут удалены: эти ответы поведут к следующему вопросу по порядку.', {
        exact: false,
      })
      .waitFor();
    await noSeriousViolations(page, '.modal');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });

    // On a phone from yandex: «Брекеты» leads past «Сколько зубов?»; progress is along that way. Both visitors
    // ask for less motion: the steps' entry animations are not waited out (quiz.e2e walks with them).
    await phoneVisit(
      session,
      { token, quizId, utmSource: 'yandex', lessMotion: true },
      async (quiz) => {
        await quiz.getByRole('button', { name: 'Рассчитать' }).click();
        await heading(quiz, 'Что нужно?');
        // Longest way left: «Что нужно?» → «Сколько зубов?» → «Сколько вам лет?» → the form.
        expect(await progress(quiz)).toBe('0');
        expect(await fitsWidth(quiz)).toBe(true);
        await noSeriousViolations(quiz);
        await quiz.getByRole('radio', { name: 'Брекеты' }).check();
        await heading(quiz, 'Сколько вам лет?');
        // One page done, one left: half way, although the other branch is longer.
        expect(await progress(quiz)).toBe('50');
        await quiz.getByRole('radio', { name: 'Старше 18' }).check();
        await heading(quiz, 'Готово, заполните форму ниже');
        // Closing the form goes back along the way taken, to «Сколько вам лет?», not to «Сколько зубов?».
        await quiz.getByRole('button', { name: 'Закрыть форму' }).click();
        await heading(quiz, 'Сколько вам лет?');
        expect(await progress(quiz)).toBe('50');
        await quiz.getByRole('button', { name: 'Далее' }).click();
        await heading(quiz, 'Готово, заполните форму ниже');
        await quiz.getByRole('textbox', { name: 'Введите имя' }).fill('Анна');
        await quiz.getByRole('textbox', { name: 'Введите телефон' }).fill('9991234567');
        await quiz.getByRole('button', { name: 'Отправить' }).click();
        await heading(quiz, 'Спасибо! Мы перезвоним');
      },
      (counts) => segmentStarts(counts, 'phone|yandex') === 1 && (counts.regular.segments['phone|yandex']?.views['q:thanks'] ?? 0) === 1,
    );

    // On a phone from vk: «Имплантация» goes on in order; the visitor leaves at the form.
    await phoneVisit(
      session,
      { token, quizId, utmSource: 'vk', lessMotion: true },
      async (quiz) => {
        await quiz.getByRole('button', { name: 'Рассчитать' }).click();
        await quiz.getByRole('radio', { name: 'Имплантация' }).check();
        await heading(quiz, 'Сколько зубов?');
        expect(await progress(quiz)).toBe('34');
        await quiz.getByRole('radio', { name: 'Один' }).check();
        await heading(quiz, 'Сколько вам лет?');
        expect(await progress(quiz)).toBe('67');
        await noSeriousViolations(quiz);
        await quiz.getByRole('radio', { name: 'Старше 18' }).check();
        await heading(quiz, 'Готово, заполните форму ниже');
      },
      (counts) => (counts.regular.segments['phone|vk']?.views['q:form'] ?? 0) === 1,
    );

    // The lead holds the answers of the way taken only.
    const leads = await callAs<{ items: Array<{ kind: string; answers?: Array<{ question: string }> }> }>(
      token,
      'GET',
      '/api/ticket/user?limit=10',
    );
    const answered = (leads.items.find((item) => item.kind === 'quiz')?.answers ?? []).map((row) => row.question);
    expect(answered).toEqual(expect.arrayContaining(['Что нужно?', 'Сколько вам лет?']));
    expect(answered).not.toContain('Сколько зубов?');

    // Аналитика at 1440 and 390 px: drop-off per answer, and the funnel of each source.
    const desktop = session.page();
    const small = await desktop.context().newPage();
    await small.setViewportSize(PHONE);
    for (const shown of [desktop, small]) {
      await shown.goto(session.appUrl(`/quiz/setting/${encodeURIComponent(quizId)}/analytics`));
      await shown.getByRole('heading', { name: 'Воронка квиза' }).waitFor();
      expect(await answerRows(shown, 'Что нужно?')).toEqual([
        ['Имплантация', '1', '0', '100,00%'],
        ['Брекеты', '1', '1', '0%'],
        ['Консультация', '0', '0', '0%'],
      ]);
      await shown.getByTestId('analytics-visitors').filter({ hasText: /^2$/ }).waitFor();

      await sourceShows(shown, 'yandex', { visitors: 1, conversion: '100,00%' });
      // From yandex nobody saw «Сколько зубов?»: its base is the visitors who reached it, none.
      expect(await funnelRow(shown, 'Сколько зубов?')).toEqual(['0 · 0%', '0 · 0%']);
      await sourceShows(shown, 'vk', { visitors: 1, conversion: '0%' });
      expect(await funnelRow(shown, 'Контакты')).toEqual(['1 · 100,00%', '1 · 100,00%']);
      await chooseByKeyboard(shown, 'Устройство', 'Компьютер');
      await shown.getByTestId('analytics-visitors').filter({ hasText: /^0$/ }).waitFor();
      expect(await fitsWidth(shown)).toBe(true);
      await noSeriousViolations(shown);
    }
    await small.close();
  }, 240_000);
});
