// amoCRM as a clinic connects it: 'Подключить' (by keyboard) → the fake's consent page → back on
// /user/integration with code and referer → pipeline, then stage (an error at the field when none is
// picked) → the card is active with its target and masked access; a booked lead arrives in the fake CRM
// (on its leads page too) and its amo status is green in 'Заявки'. One clinic, one run: the flow in a
// 1440 px page, then the card, its pipeline dialog and 'Заявки' in a 390 px page (with an IDENT card
// saying when IDENT last pushed). axe on each step.
import type { Page } from 'playwright-core';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { statusColour, type StatusColour } from '../../shared/domain/lead-status';
import { misSyncLines } from '../../shared/domain/mis-sync';
import { waitFor } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { addIdentEntryAs, clinicIdOf, createConsultation, integrationsOf, leadsOf } from './clinic-api';
import { registerThroughApi, storeTokenWithoutPage, useBrowserSession } from './browser-session';

/** amo returns the clinic to PUBLIC_BASE_URL, the runtime's one origin (issue 22 §4), where the test opened the cabinet. */
const siteUrl = (path: string) => new URL(path, testRuntime().appUrl).toString();
const amoFake = () => testRuntime().fakes!.amocrm!;

interface FakeDeal {
  name: string;
  status_id: number;
  contacts: Array<{ first_name: string }>;
  notes: Array<{ params: { text: string } }>;
}

async function dealsIn(host: string): Promise<FakeDeal[]> {
  const state = (await (await fetch(`${amoFake()}/__fake/state`)).json()) as { accounts: Array<{ host: string; leads: FakeDeal[] }> };
  return state.accounts.find((account) => account.host === host)?.leads ?? [];
}

const session = useBrowserSession({ width: 1440, height: 900 });
const PATIENT = 'Пациент Амо';

/** Waits until the server's statuses colour the lead's amo delivery so (the screen's own rule), without reloading the page meanwhile. */
async function amoColourStored(token: string, leadId: string, colour: StatusColour): Promise<void> {
  await waitFor(`the lead's amo status ${colour}`, async () => {
    const lead = (await leadsOf(token)).items.find((item) => item._id === leadId);
    return lead !== undefined && statusColour(lead.statusSend, 'amo') === colour;
  });
}

async function amoStatusTurnsGreen(page: Page, token: string, leadId: string): Promise<void> {
  await amoColourStored(token, leadId, 'ok');
  await page.goto(siteUrl('/setting/applocation'));
  await page.getByRole('heading', { name: 'Заявки' }).waitFor();
  await page.locator(`tr[data-lead-id="${leadId}"] [data-channel="amo"][data-status="ok"]`).waitFor();
  await expect(page.locator(`tr[data-lead-id="${leadId}"]`).getByText('amoCRM: доставлено').count()).resolves.toBe(1);
}

describe('amoCRM at 1440 and 390 px', () => {
  it('connects through the consent page, picks pipeline and stage, and a booked lead lands in the CRM with a green status', async () => {
    const page = session.page();
    const token = await registerThroughApi();
    const subdomain = `e2e-${Date.now().toString(36)}`;
    await storeTokenWithoutPage(page, siteUrl, token);
    await page.goto(siteUrl('/user/integration'));
    await page.getByRole('heading', { name: 'Ваши интеграции' }).waitFor();

    await page.getByRole('button', { name: 'Подключить: amoCRM' }).focus();
    await page.keyboard.press('Enter');
    const start = page.getByRole('dialog', { name: 'amoCRM' });
    await start.getByRole('button', { name: 'Перейти в amoCRM' }).waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await start.getByRole('button', { name: 'Перейти в amoCRM' }).click();

    // The fake's consent page, as amo's would be.
    await page.getByRole('heading', { name: 'amoCRM (локальная имитация)' }).waitFor();
    await page.getByLabel('Аккаунт (поддомен)').fill(subdomain);
    await page.getByRole('button', { name: 'Разрешить' }).click();

    const setup = page.getByRole('dialog', { name: 'amoCRM: куда отправлять заявки' });
    await setup.getByLabel('Воронка').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect(setup.getByLabel('Этап').isDisabled()).resolves.toBe(true);
    await setup.getByRole('button', { name: 'Сохранить' }).click();
    await setup.getByText('Выберите воронку', { exact: true }).last().waitFor();
    await expect(setup.getByLabel('Воронка').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

    await setup.getByLabel('Воронка').selectOption({ label: 'Имплантация' });
    await setup.getByLabel('Этап').selectOption({ label: 'Консультация' });
    await setup.getByLabel('Этап').focus();
    await page.keyboard.press('Tab'); // Отмена
    await page.keyboard.press('Tab'); // Сохранить
    await page.keyboard.press('Enter');
    await setup.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: `amoCRM: Клиника ${subdomain}` });
    await card.getByText('Активна', { exact: true }).waitFor();
    await card.getByText('Имплантация → Консультация').waitFor();
    await card.getByText('••••••••').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const lead = await createConsultation(await clinicIdOf(token), { ClientFullName: PATIENT });
    const [deal] = await waitFor('the deal in the fake CRM', async () => {
      const deals = (await dealsIn(`${subdomain}.amocrm.ru`)).filter((candidate) => candidate.name.includes(lead.id));
      return deals.length > 0 && deals[0]!.notes.length > 0 && deals;
    });
    expect(deal!.contacts[0]!.first_name).toBe(PATIENT);
    expect(deal!.notes[0]!.params.text).toContain('Перезвоните после 18:00');

    const crm = await page.context().newPage();
    await crm.goto(`${amoFake()}/`);
    await crm.getByRole('heading', { name: `${subdomain}.amocrm.ru` }).waitFor();
    await crm.getByText(PATIENT, { exact: false }).first().waitFor();
    await crm.close();

    await amoStatusTurnsGreen(page, token, lead.id);

    // An IDENT entry that has had a push: on the phone its card says when, in the clinic's zone.
    const identKey = await addIdentEntryAs(token, 'Филиал IDENT');
    expect((await new FakeIdent(siteUrl('/api/ident'), identKey).postTimeTable(sampleTimeTable('Europe/Moscow'))).status).toBe(200);
    const { misSync, ident } = await integrationsOf(token);
    const { last } = misSyncLines(misSync?.[ident[0]!._id]);
    expect(last).toMatch(/^Последняя синхронизация: \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);

    // The same clinic on a phone: the card and its pipeline dialog fit, and 'Заявки' shows the green status.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(siteUrl('/user/integration'));
    const phoneCard = phone.getByRole('article', { name: `amoCRM: Клиника ${subdomain}` });
    await phoneCard.getByText('Имплантация → Консультация').waitFor();
    await phone.getByRole('article', { name: 'IDENT: Филиал IDENT' }).getByText(last, { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phoneCard.getByRole('button', { name: 'Изменить воронку' }).click();
    const phoneSetup = phone.getByRole('dialog', { name: 'amoCRM: куда отправлять заявки' });
    await phoneSetup.getByLabel('Воронка').waitFor();
    expect(await seriousAxeViolations(phone, '[role="dialog"]')).toEqual([]);
    await phoneSetup.getByRole('button', { name: 'Отмена' }).click();
    await phoneSetup.waitFor({ state: 'detached' });
    await amoStatusTurnsGreen(phone, token, lead.id);

    // Access revoked in amo: a lead fails; the reconnect dialog names the pipeline and stage that stay (at
    // 390 and 1440 px), a reconnect keeps them without asking, and 'Отправить повторно' delivers the lead.
    const host = `${subdomain}.amocrm.ru`;
    await fetch(`${amoFake()}/__fake/revoke`, { method: 'POST', body: JSON.stringify({ host }) });
    const failed = await createConsultation(await clinicIdOf(token), { ClientFullName: 'После Отзыва' });
    // The consumer finds access gone and marks the card: it says so on the next read.
    await waitFor('the card to offer a reconnect', async () => {
      await phone.goto(siteUrl('/user/integration'));
      await phoneCard.waitFor();
      return (await phoneCard.getByRole('button', { name: 'Подключить заново' }).count()) === 1;
    });
    await phoneCard.getByRole('button', { name: 'Подключить заново' }).click();
    const phoneReconnect = phone.getByRole('dialog', { name: 'amoCRM: подключить заново' });
    await phoneReconnect.getByText('Имплантация → Консультация').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(phone, '[role="dialog"]')).toEqual([]);
    await phoneReconnect.getByRole('button', { name: 'Отмена' }).click();
    await phone.close();

    await page.goto(siteUrl('/user/integration'));
    await card.getByRole('button', { name: 'Подключить заново' }).focus();
    await page.keyboard.press('Enter');
    const reconnect = page.getByRole('dialog', { name: 'amoCRM: подключить заново' });
    await reconnect.getByText('Имплантация → Консультация').waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await reconnect.getByRole('button', { name: 'Перейти в amoCRM' }).click();
    await page.getByRole('heading', { name: 'amoCRM (локальная имитация)' }).waitFor();
    await page.getByLabel('Аккаунт (поддомен)').fill(subdomain);
    await page.getByRole('button', { name: 'Разрешить' }).click();
    await card.getByText('Активна', { exact: true }).waitFor();
    await card.getByText('Имплантация → Консультация').waitFor();
    await expect(page.getByRole('dialog', { name: 'amoCRM: куда отправлять заявки' }).count()).resolves.toBe(0);

    await amoColourStored(token, failed.id, 'failed');
    await page.goto(siteUrl('/setting/applocation'));
    const failedRow = page.locator(`tr[data-lead-id="${failed.id}"]`);
    await failedRow.locator('[data-channel="amo"][data-status="failed"]').waitFor();
    await failedRow.getByRole('button', { name: 'После Отзыва', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'После Отзыва' });
    await detail.getByRole('button', { name: 'Отправить повторно: amoCRM' }).click();
    await detail.getByText('Отправлено повторно, статус обновится через несколько секунд').waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await amoStatusTurnsGreen(page, token, failed.id);
  }, 200_000);
});
