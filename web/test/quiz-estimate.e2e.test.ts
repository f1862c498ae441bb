// Issue 27's "done when" in Chromium: a clinic makes a quiz from the implants template in 'Мои квизы',
// links two answers and the tooth chart to its services in 'Настройки' (1440 and 390 px, axe), a patient
// answers it on a phone (390 px) and sees 'Ваш расчёт: от … ₽' before the form, and the lead in
// 'Заявки' carries the server's own figure. (The mail and the amo deal's price: quiz-estimate.int.test.ts,
// functions/domain/amo/deliver-lead.test.ts and the amo fake's contract test.)
import type { Page } from 'playwright-core';
import type { QuizCabinetView } from '../../shared/schemas/quiz-cabinet';
import type { SettingView } from '../../shared/schemas/services';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeToken, useBrowserSession } from './browser-session';
import { callAs, leadsOf } from './clinic-api';
import { cutOffContent } from './cut-off';
import { eventually } from '../../infra/local/testing/wait-for';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const session = useBrowserSession(DESKTOP);
let token = '';

const option = (direction: string, name: string) => JSON.stringify([direction, name]);

beforeAll(async () => {
  token = await registerThroughApi();
  const { version } = await callAs<SettingView>(token, 'GET', '/api/setting');
  await callAs(token, 'PUT', '/api/setting', {
    version,
    renaming: {},
    setting: {
      servicesList: {
        Хирургия: [
          { name: 'Имплант Osstem', cost: 'от 40000' },
          { name: 'Синус-лифтинг', cost: '30000' },
        ],
        Терапия: [
          { name: 'Консультация стоматолога', cost: '0' },
          { name: 'КТ челюсти', cost: '3500' },
        ],
      },
    },
  });
});

const saved = (page: Page) => page.locator('[data-testid="save-indicator"][data-status="saved"]').waitFor();

describe('a quiz that calculates (issue 27 §1, §4)', () => {
  let quizId = '';

  it("is made from a template and linked to the clinic's services in 'Настройки' (1440 and 390 px)", async () => {
    const page = session.page();
    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/quiz'));
    await page.getByRole('heading', { level: 2, name: 'Создать из шаблона' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Имплантация' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/quiz\/setting\/[^/]+\/landingPage$/);
    quizId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);

    await page.getByRole('link', { name: 'Настройки' }).click();
    const panel = page.getByRole('region', { name: 'Расчёт стоимости' });
    await panel.waitFor();
    // The template names services this clinic calls otherwise: they are left for the clinic to link.
    const teeth = panel.getByLabel('Услуга за каждый отмеченный зуб (вся челюсть — 16 зубов)');
    await expect(teeth.inputValue()).resolves.toBe('');
    await teeth.selectOption(option('Хирургия', 'Имплант Osstem'));
    await panel.getByLabel('«Да, нужна костная пластика»: услуга').selectOption(option('Хирургия', 'Синус-лифтинг'));
    await panel.getByLabel('«Не знаю»: услуга').selectOption(option('Терапия', 'КТ челюсти'));
    const extra = panel.getByLabel('Услуга 1, которая всегда в расчёте');
    await expect(extra.inputValue()).resolves.toBe(option('Терапия', 'Консультация стоматолога'));
    await saved(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await panel.scrollIntoViewIfNeeded();
    expect(await cutOffContent(page, 'section[aria-labelledby="quiz-estimate-title"]')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const quiz = await eventually(
      () => callAs<QuizCabinetView>(token, 'GET', `/api/quiz/lk?id=${encodeURIComponent(quizId)}`),
      (current) => (current.estimate?.choices.length ?? 0) === 2 && (current.estimate?.teeth.length ?? 0) === 1,
    );
    expect(quiz.estimate!.teeth[0]!.service).toEqual({ direction: 'Хирургия', name: 'Имплант Osstem' });
    expect(quiz.estimate!.extras).toEqual([{ direction: 'Терапия', name: 'Консультация стоматолога' }]);
  });

  it("shows 'Ваш расчёт' on a phone, and the lead in 'Заявки' carries the server's figure", async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    await page.goto(session.appUrl(`/quiz/${encodeURIComponent(quizId)}`));
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await page.getByRole('checkbox', { name: 'Зуб 11' }).click();
    await page.getByRole('checkbox', { name: 'Зуб 21' }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('radio', { name: 'Да, нужна костная пластика' }).check();
    await page.getByRole('radio', { name: 'В ближайшую неделю' }).check();
    // 2 × от 40 000 + 30 000 + 0.
    const estimate = page.getByRole('complementary', { name: 'Ваш расчёт' });
    await estimate.getByText('Ваш расчёт: от 110 000 ₽').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Введите имя' }).fill('Анна');
    await page.getByRole('textbox', { name: 'Введите телефон' }).fill('9991234567');
    await page.getByRole('button', { name: 'Получить расчёт' }).click();
    await page.getByRole('heading', { level: 1, name: 'Спасибо! Расчёт имплантации уже у врача' }).waitFor();

    const leads = await eventually(
      () => leadsOf(token),
      (page) => page.items.some((lead) => lead.kind === 'quiz'),
    );
    const lead = leads.items.find((item) => item.kind === 'quiz')!;
    expect(lead.estimate).toMatchObject({ total: 110_000, from: true });

    await page.setViewportSize(DESKTOP);
    await storeToken(page, session.appUrl, token);
    await page.goto(session.appUrl('/setting/applocation'));
    await page.locator(`tr[data-lead-id="${lead._id}"]`).click();
    await page.getByText('от 110 000 ₽').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
