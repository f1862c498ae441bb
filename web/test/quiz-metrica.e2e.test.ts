// Yandex Metrica on the demo clinic's quiz (docs/contract/widget-quiz-configurator.md §7): the official tag loader is requested only
// when the clinic has a counter; with one, reaching the contacts page and sending the answers report
// their goals to it. The tag is the local fake's (infra/local/fakes/metrica), which records them.
import type { Page } from 'playwright-core';
import { metricGoals } from '../../shared/domain/metric-goals';
import { useBrowserSession } from './browser-session';
import { callAs, saveIntegrationsAs } from './clinic-api';

const COUNTER = 44556677;
const TAG_PATH = '/metrika/tag.js';

interface FakeMetrica {
  inits: Array<{ counter: number }>;
  goals: Array<{ counter: number; goal: string }>;
}

let demoToken: string;
beforeAll(async () => {
  ({ token: demoToken } = await callAs<{ token: string }>(null, 'POST', '/api/user/authorization', {
    email: 'demo@dentlead.ru',
    password: 'demo12345',
  }));
});
afterAll(async () => {
  await saveIntegrationsAs(demoToken, { metric: [] });
});

const headingSays = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
const goalsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __metricaFake?: FakeMetrica }).__metricaFake?.goals ?? []);
const goalReached = (page: Page, goal: string) =>
  page.waitForFunction(
    ([counter, name]) =>
      ((window as unknown as { __metricaFake?: FakeMetrica }).__metricaFake?.goals ?? []).some(
        (seen) => seen.counter === counter && seen.goal === name,
      ),
    [COUNTER, goal] as const,
  );

describe('Metrica on the demo quiz', () => {
  const session = useBrowserSession({ width: 1280, height: 860 });

  it('without a counter, no tag script is requested', async () => {
    await saveIntegrationsAs(demoToken, { metric: [] });
    const page = session.page();
    const tagRequests: string[] = [];
    page.on('request', (request) => request.url().includes(TAG_PATH) && tagRequests.push(request.url()));
    const metric = page.waitForResponse((response) => response.url().includes('/api/user/metric?id='));
    await page.goto(session.appUrl('/quiz/ulybka-raschet'));
    expect(await (await metric).json()).toMatchObject({ counters: [] });
    await headingSays(page, 'Узнайте стоимость лечения зубов за 1 минуту');
    expect(tagRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe('undefined');
  });

  it('with a counter, answering reports the contacts goal, then the sent goal', async () => {
    await saveIntegrationsAs(demoToken, { metric: [{ id: String(COUNTER) }] });
    const page = session.page();
    // The goals are the point here: the questions' entry animations are not waited out (less motion, as a patient may ask).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(session.appUrl('/quiz/ulybka-raschet'));
    await page.getByRole('button', { name: 'Начать' }).click();
    await headingSays(page, 'Что вас беспокоит?');
    await page.getByRole('radio', { name: 'Зуб болит или разрушен' }).check();
    await headingSays(page, 'Отметьте зубы, которые нужно лечить');
    await page.getByRole('checkbox', { name: 'Зуб 36' }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await headingSays(page, 'Какой способ лечения вам интересен?');
    await page.getByRole('checkbox', { name: 'Коронки' }).check();
    await page.getByRole('button', { name: 'Далее' }).click();
    await headingSays(page, 'Когда планируете начать лечение?');
    expect(await goalsSeen(page)).toEqual([]);
    await page.getByRole('radio', { name: 'В течение месяца' }).check();

    await headingSays(page, 'Куда отправить расчёт?');
    await goalReached(page, metricGoals.quizContacts);
    await page.getByRole('textbox', { name: 'Введите телефон' }).fill('9991234567');
    await page.getByRole('button', { name: 'Получить расчёт' }).click();
    await headingSays(page, 'Спасибо! Расчёт уже готовится');
    await goalReached(page, metricGoals.quizSent);

    const fake = await page.evaluate(() => (window as unknown as { __metricaFake: FakeMetrica }).__metricaFake);
    expect(fake.inits.map((init) => init.counter)).toEqual([COUNTER]);
    expect(fake.goals).toEqual([
      { counter: COUNTER, goal: 'dentleadQuizСontacts' },
      { counter: COUNTER, goal: 'dentleadQuiz' },
    ]);
  });

  it("the booking widget's own page loads the tag for the clinic's counter (its goal is reached there)", async () => {
    await saveIntegrationsAs(demoToken, { metric: [{ id: String(COUNTER) }] });
    const { _id: clinicId } = await callAs<{ _id: string }>(demoToken, 'GET', '/api/user');
    const page = session.page();
    await page.goto(session.appUrl(`/widget?id=${clinicId}`));
    await page.waitForFunction(
      (counter) =>
        ((window as unknown as { __metricaFake?: FakeMetrica }).__metricaFake?.inits ?? []).some((init) => init.counter === counter),
      COUNTER,
    );
  });
});
