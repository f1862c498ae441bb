// Issue 29's done-when, in Chromium at 1440 and 390 px with the keyboard: the owner invites an administrator and a
// marketer on 'Сотрудники' (the letters read from the local SES mailbox), each accepts on the letter's page and signs
// in, sees only their screens and makes no call their role is refused; the owner reads their changes in 'Журнал
// действий', filtered by person and by what changed; a changed role applies from the person's next call; removing a
// person ends their session at their next call, and the log still lets the owner filter by them.
// One clinic, one browser, the steps in order.
import type { Locator, Page, Request } from 'playwright-core';
import { mailsTo, type StoredMail } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { registerThroughApi, storeTokenWithoutPage, uniqueEmail, useBrowserSession } from './browser-session';
import { callAs, clinicIdOf, createConsultation } from './clinic-api';
import { paintedFrames } from './clinic-support';
import { cutOffContent } from './cut-off';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'staff-pass-1';
const session = useBrowserSession(DESKTOP);

const people = {
  administrator: { email: uniqueEmail('e2e-admin'), name: 'Анна Администратор', label: 'Администратор', token: '' },
  marketer: { email: uniqueEmail('e2e-marketer'), name: 'Марк Маркетолог', label: 'Маркетолог', token: '' },
};
let ownerToken = '';
/** Calls the signed-in cabinet made that the server refused for the role (403), by path: none is the rule. */
const refused: string[] = [];

beforeAll(async () => {
  ownerToken = await registerThroughApi(uniqueEmail('e2e-owner'));
  await createConsultation(await clinicIdOf(ownerToken));
});

/** The screen as it is passes axe and shows everything, at 390 px and then at 1440 px (left at 1440). */
async function checkBothWidths(page: Page, ready: Locator): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await paintedFrames(page);
    await ready.waitFor();
    expect((await seriousAxeViolations(page)).map((line) => `${viewport.width} px: ${line}`)).toEqual([]);
    expect((await cutOffContent(page)).map((line) => `${viewport.width} px: ${line}`)).toEqual([]);
  }
}

/** Moves the focus with Tab (as a keyboard user does) until `target` has it; fails after 40 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Меню кабинета' }).locator('a').allTextContents();

/** Forgets the browser's session: from the app's page open now (a page not yet at the app's origin has no storage of it). */
async function signOutBrowser(page: Page): Promise<void> {
  if (!page.url().startsWith(session.appUrl('/'))) return;
  await page.evaluate(() => localStorage.clear());
}

async function signInAs(page: Page, token: string, path: string): Promise<void> {
  await storeTokenWithoutPage(page, session.appUrl, token);
  await page.goto(session.appUrl(path));
}

function invitationLetter(email: string, since: number): Promise<StoredMail> {
  return waitFor(`the invitation to ${email}`, async () =>
    (await mailsTo(testRuntime().mailboxUrl, email, since)).find((mail) => mail.subject.startsWith('Приглашение в кабинет клиники')),
  );
}

const roleOf = async (token: string) => (await callAs<{ role: string }>(token, 'GET', '/api/user')).role;

const postDoctor = (token: string) =>
  fetch(new URL('/api/doctor', testRuntime().appUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Доктор Ролей' }),
  });

/**
 * Opens each screen the menu offers by its link (each loads what it shows: a refused call would be in
 * `refused`), each once its calls are all answered.
 */
async function openEveryMenuScreen(page: Page): Promise<void> {
  const open = new Set<Request>();
  const answered = (request: Request) => open.delete(request);
  page.on('request', (request) => request.url().includes('/api/') && open.add(request));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const menu = page.getByRole('navigation', { name: 'Меню кабинета' });
  const paths = await menu.locator('a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const path of paths) {
    await menu.locator(`a[href="${path}"]`).click();
    await page.waitForURL(`**${path}`);
    await page.locator('main h1').first().waitFor();
    await page.locator('.loader, .skeleton').first().waitFor({ state: 'detached' });
    await waitFor(`the calls of ${path} answered`, async () => open.size === 0, { everyMs: 50 });
  }
}

/** A marketer the owner did not open the phones to: the lead's phone masked, a phone search refused at its field, unsent. */
async function marketerReadsLeadsWithoutPhones(page: Page): Promise<void> {
  await page.getByText('Смирнова Ольга').first().waitFor();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/912\D?345\D?67/);
  expect(text).toContain('+7 *** ***-**-89');
  const searches: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/api/ticket/user') && request.url().includes('q=') && searches.push(request.url()),
  );
  await typeInto(page, page.getByLabel('Поиск по имени или телефону'), '8 912 345');
  await page.getByText('Поиск по телефону недоступен: владелец клиники не открыл вам телефоны пациентов').waitFor();
  expect(searches).toEqual([]);
  await page.getByLabel('Поиск по имени или телефону').fill('');
}

describe('staff accounts with roles (issue 29)', () => {
  beforeEach(() => {
    session.page().on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/')) refused.push(new URL(response.url()).pathname);
    });
  });

  it("the owner invites an administrator and a marketer on 'Сотрудники'", async () => {
    const page = session.page();
    const since = Date.now() / 1000 - 1;
    await signInAs(page, ownerToken, '/user/staff');
    await checkBothWidths(page, page.getByRole('heading', { name: 'Пригласить сотрудника' }));
    for (const person of Object.values(people)) {
      await typeInto(page, page.getByLabel('Email сотрудника'), person.email);
      await tabTo(page, page.getByLabel('Роль', { exact: true }));
      await page.getByLabel('Роль', { exact: true }).selectOption({ label: person.label });
      await tabTo(page, page.getByRole('button', { name: 'Пригласить', exact: true }));
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `Приглашение отправлено на ${person.email}` })
        .waitFor();
      await page.getByRole('list', { name: 'Приглашения' }).getByText(person.email, { exact: true }).waitFor();
    }
    await checkBothWidths(page, page.getByRole('list', { name: 'Приглашения' }));

    // Each accepts on the letter's page (at 390 px), which signs them in, then signs in again with the form at 1440 px.
    for (const [role, person] of Object.entries(people)) {
      const path = /https?:\/\/[^/\s]+(\/staff\/accept#code=[\w-]+)/.exec(
        (await invitationLetter(person.email, since)).body.text ?? '',
      )?.[1];
      expect(path).toBeDefined();
      await signOutBrowser(page);
      await page.setViewportSize(PHONE);
      await page.goto(session.appUrl(path!));
      await checkBothWidths(page, page.getByRole('heading', { name: 'Приглашение в кабинет клиники' }));
      await page.setViewportSize(PHONE);
      await typeInto(page, page.getByLabel('Ваше имя'), person.name);
      await typeInto(page, page.getByLabel('Пароль', { exact: true }), PASSWORD);
      await typeInto(page, page.getByLabel('Повторите пароль', { exact: true }), PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(role === 'administrator' ? '**/setting/doctors' : '**/setting/applocation');
      person.token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      expect(person.token).not.toBe('');
    }
  });

  it('each signs in and sees only their screens, at 1440 and 390 px, with no call refused', async () => {
    const page = session.page();
    const expected = {
      administrator: { home: '**/setting/doctors', heading: 'Ваши врачи', menu: ['Врачи', 'Заявки', 'Журнал', 'Аккаунт'] },
      marketer: { home: '**/setting/applocation', heading: 'Заявки', menu: ['Заявки', 'Мои квизы', 'Аккаунт'] },
    };
    for (const [role, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)['marketer']]>) {
      await signOutBrowser(page);
      await page.setViewportSize(DESKTOP);
      await page.goto(session.appUrl('/authorization'));
      await typeInto(page, page.getByLabel('Email'), person.email);
      await typeInto(page, page.getByLabel('Пароль', { exact: true }), PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(expected[role].home);
      await checkBothWidths(page, page.getByRole('heading', { name: expected[role].heading, level: 1 }));
      await expect(menuLinks(page)).resolves.toEqual(expected[role].menu);
      if (role === 'marketer') await marketerReadsLeadsWithoutPhones(page);
      await openEveryMenuScreen(page);
      // An owner's screen opened by its address is not shown: the person's own first screen is.
      await page.goto(session.appUrl('/user/staff'));
      await page.waitForURL(expected[role].home);
      await page.getByRole('heading', { name: expected[role].heading, level: 1 }).waitFor();
      await page.goto(session.appUrl('/user'));
      await checkBothWidths(page, page.getByRole('heading', { name: 'Ваш аккаунт' }));
      await expect(page.getByRole('heading', { name: 'Тариф' }).count()).resolves.toBe(0);
    }
    expect(refused).toEqual([]);
  });

  it("the owner reads their changes in 'Журнал действий', by person and by what changed", async () => {
    await callAs(people.administrator.token, 'POST', '/api/doctor', { name: 'Доктор Журналов' });
    await callAs(people.marketer.token, 'POST', '/api/quiz', { name: 'Квиз маркетолога' });
    const page = session.page();
    await signInAs(page, ownerToken, '/user/activity');
    const log = page.getByRole('list', { name: 'Журнал действий' });
    await log.getByText('Квиз маркетолога').waitFor();
    await checkBothWidths(page, log);

    await tabTo(page, page.getByLabel('Сотрудник'));
    await page.getByLabel('Сотрудник').selectOption({ label: people.administrator.name });
    await log.getByText('Доктор Журналов').waitFor();
    await log.getByText('Квиз маркетолога').waitFor({ state: 'detached' });
    await expect(log.locator('li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/Анна Администратор добавил\(а\) · Врачи: Доктор Журналов/),
    ]);

    await page.getByLabel('Сотрудник').selectOption({ label: 'Все сотрудники' });
    await tabTo(page, page.getByLabel('Что изменено'));
    await page.getByLabel('Что изменено').selectOption({ label: 'Квизы' });
    await log.getByText('Доктор Журналов').waitFor({ state: 'detached' });
    await log.getByText('Квиз маркетолога').waitFor();
    await expect(log.locator('li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/Марк Маркетолог добавил\(а\) · Квизы: Квиз маркетолога/),
    ]);
    expect(refused).toEqual([]);
  });

  it("the owner changes a person's role: it applies from their next call", async () => {
    const page = session.page();
    await signInAs(page, ownerToken, '/user/staff');
    const role = page.getByLabel(`Роль: ${people.administrator.name}`);
    await tabTo(page, role);
    await role.selectOption({ label: 'Маркетолог' });
    await waitFor('the administrator made a marketer', async () => (await roleOf(people.administrator.token)) === 'marketer');
    expect((await postDoctor(people.administrator.token)).status).toBe(403);
    await role.selectOption({ label: 'Администратор' });
    await waitFor('the marketer made an administrator again', async () => (await roleOf(people.administrator.token)) === 'administrator');
    expect((await postDoctor(people.administrator.token)).status).toBe(201);
  });

  it('removing a person ends their session: their next call answers 401 and the cabinet goes to sign-in', async () => {
    const page = session.page();
    await signInAs(page, ownerToken, '/user/staff');
    const remove = page.getByRole('button', { name: `Удалить: ${people.marketer.name}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Удалить', exact: true });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await remove.waitFor({ state: 'detached' });
    await expect(page.getByRole('list', { name: 'Сотрудники' }).getByText(people.marketer.email).count()).resolves.toBe(0);

    const answer = await fetch(new URL('/api/user', testRuntime().appUrl), {
      headers: { authorization: `Bearer ${people.marketer.token}` },
    });
    expect(answer.status).toBe(401);
    await signInAs(page, people.marketer.token, '/setting/applocation');
    await page.waitForURL('**/authorization');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    // The log still names them, and the owner can still see what they did.
    await signInAs(page, ownerToken, '/user/activity');
    const log = page.getByRole('list', { name: 'Журнал действий' });
    await log.getByText('Квиз маркетолога').waitFor();
    await page.getByLabel('Сотрудник').selectOption({ label: `${people.marketer.name} (удалён)` });
    await log.getByText('Доктор Журналов').waitFor({ state: 'detached' });
    await log.getByText('Квиз маркетолога').waitFor();
    await expect(log.locator('li').allTextContents()).resolves.toEqual([expect.stringContaining('Квизы: Квиз маркетолога')]);
    // The administrator, not removed, still works.
    await expect(callAs(people.administrator.token, 'GET', '/api/doctor')).resolves.toBeDefined();
  });
});
