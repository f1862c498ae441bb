// An integration card tells the truth (issue 22 §2): a Telegram group whose bot was removed is not «Активна»
// once a lead failed there; its badge says «Ошибка» with that lead's time and reason on the card, at 1440 and
// 390 px, with axe; a test message after the bot is back makes it «Активна» again with the check's time.
// «Заявки» names the group in the lead's statuses, not its id.
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { waitFor } from '../../infra/local/testing/wait-for';
import { api } from '../../functions/test/api';
import { allLeads, connectTelegramGroup, fakeControl, ticketOf, uniqueGroupId } from '../../functions/test/leads-support';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { cutOffContent } from './cut-off';

const session = useBrowserSession({ width: 1440, height: 900 });
beforeAll(useRuntimeInProcess);
const fitsWidth = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('an integration card’s badge', () => {
  it('says «Ошибка» with the failed lead on the card at 1440 and 390 px, and «Активна» after a test message goes through', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    const clinic = { token, clinicId: (await api('GET', '/api/user', { token })).body._id as string, email: '' };
    const group = uniqueGroupId();
    expect(await connectTelegramGroup(clinic, group, 'Регистратура')).toBe(200);

    // The bot is removed from the group; the next lead cannot reach it.
    await fakeControl('chats', { id: group, state: 'kicked' });
    const booked = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: 'Неудачная Заявка' }) });
    expect(booked.status).toBe(201);
    await waitFor('the Telegram status to be final', async () => {
      const value = (await allLeads(clinic))[0]?.statusSend.telegramm?.[group];
      return value !== undefined && !value.startsWith('отправляется');
    });

    await storeTokenWithoutPage(page, session.appUrl, token);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(session.appUrl('/user/integration'));
      const card = page.getByRole('article', { name: 'Telegram: Регистратура' });
      await card.getByTestId('entry-badge').getByText('Ошибка', { exact: true }).waitFor();
      await card
        .getByTestId('entry-outcome')
        .getByText(/^Заявка \d\d\.\d\d\.\d{4}, \d\d:\d\d не доставлена: /)
        .waitFor();
      expect(await card.getByText('Активна', { exact: true }).count()).toBe(0);
      expect(await page.evaluate(fitsWidth)).toBe(true);
      await expect(cutOffContent(page, '.integration-entry')).resolves.toEqual([]);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    }

    // «Заявки» names the group in the lead's statuses.
    await page.goto(session.appUrl('/setting/applocation'));
    await page.getByRole('button', { name: 'Неудачная Заявка', exact: true }).first().click();
    const statuses = page.getByRole('dialog', { name: 'Неудачная Заявка' }).locator('.lead-statuses');
    await statuses.getByText(/^Регистратура — /).waitFor();
    expect(await statuses.getByText(group).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The bot added back, a test message sent from the card: «Активна» again, with the check's time.
    await fakeControl('chats', { id: group, state: 'ok' });
    await page.goto(session.appUrl('/user/integration'));
    const card = page.getByRole('article', { name: 'Telegram: Регистратура' });
    await card.getByRole('button', { name: 'Отправить тестовое сообщение' }).click();
    await card.getByTestId('entry-badge').getByText('Активна', { exact: true }).waitFor();
    await card
      .getByTestId('entry-outcome')
      .getByText(/^Проверка .+: доступ есть$/)
      .waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  }, 150_000);
});
