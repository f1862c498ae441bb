// Issue 26's "done when" for §2 and §3, at 1440 and 390 px in real Chromium: a patient books in the widget with an
// e-mail (a malformed one is refused at its field first), the confirmation with its visit.ics arrives in the local
// SES mailbox and the SMS in the SMS.ru fake; the letter's link opens the visit page, which is used by keyboard
// only: cancel (after its confirmation step) and the widget offers that time again; a second booking is moved to
// another time of the same doctor, after which the old time is offered and the new one is not. Every screen
// axe-clean, nothing cut off; a used or forged link gets a Russian page with nothing of any visit. The clinic's 'Заявки'
// then marks the first visit cancelled and tells, under 'После записи', the cancel and the move. Both widths run it
// all, but for two looks through another patient's widget that the issue does not name (the booked time gone, and
// after the move the old time back and the new one gone): the server's answer, the same at any width, read at 1440 px.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CLIENT_EMAIL_ERROR } from '../../shared/schemas/ticket';
import { testRuntime } from '../../infra/local/testing/runtime';
import { dayLabel, monthTitle } from '../widget/format';
import { seriousAxeViolations } from './axe';
import { storeTokenWithoutPage, useBrowserSession, TEST_CONTEXT } from './browser-session';
import { clinicApi, clinicUrl, eventually } from './clinic-support';
import { cutOffContent } from './cut-off';
import { createWidgetClinic, pickFirstSlot, type WidgetClinic } from './widget-site';

const session = useBrowserSession();
/** Width, viewport, the patient's phone, and whether the run also takes the looks the issue does not name (see the top). */
const SIZES = [
  ['1440', { width: 1440, height: 900 }, '9161110014', true],
  ['390', { width: 390, height: 844 }, '9161110039', false],
] as const;
const SURGEON = 'Петров Олег Викторович';
const SMS_KEY = `A3CA597E-3ACF-4E7D-82EE-${randomUUID().replace(/-/g, '').slice(0, 12)}`;

let clinic: WidgetClinic;

beforeAll(async () => {
  clinic = await createWidgetClinic(testRuntime().appUrl, testRuntime().mailboxUrl);
  const api = clinicApi(clinic.token);
  const { version } = await api<{ version: number }>('GET', '/integration');
  await api('PUT', '/integration', { version, sms: [{ apiKey: SMS_KEY, sender: 'Ulybka' }] });
  // Today a clinic holiday: the first free time is a later day's, so it cannot pass into the past while the test runs
  // (today's 08:00 booked at 07:55 is no longer offered after the cancel at 08:00).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const clinicNow = await api<{ version: number }>('GET', '/clinic');
  await api('PUT', '/clinic', { version: clinicNow.version, holidays: [today] });
});

interface Letter {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

async function lettersTo(address: string): Promise<Letter[]> {
  const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as { emails: Letter[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address) && mail.subject.startsWith('Вы записаны на приём'));
}

/** The `count`-th confirmation letter to `address` (1 = the first), once it has arrived. */
async function confirmation(address: string, count: number): Promise<Letter> {
  const letters = await eventually(
    () => lettersTo(address),
    (found) => found.length >= count,
  );
  return letters[count - 1]!;
}

const smsTo = async (digits: string): Promise<Array<{ text: string }>> =>
  (await (await fetch(`${testRuntime().fakes!.sms!}/__fake/messages?to=${digits}&apiId=${SMS_KEY}`)).json()) as Array<{ text: string }>;

const visitLinkOf = (letter: Letter) => `/visit#token=${/#token=([A-Za-z0-9._-]+)/.exec(letter.body.text ?? '')![1]}`;

/** The widget's own page at the surgeon's calendar. */
async function surgeonCalendar(page: Page): Promise<void> {
  await page.goto(clinicUrl(`/widget?id=${encodeURIComponent(clinic.clinicKey)}`));
  await page.getByRole('heading', { name: 'Выберите врача или услугу' }).waitFor();
  await page.getByRole('button', { name: /Удаление зуба\s*от 3 000 ₽/ }).click();
  await page.getByRole('heading', { name: 'Выберите врача' }).waitFor();
  await page.getByRole('button', { name: new RegExp(SURGEON) }).click();
}

/** Books the first free time of the surgeon with this e-mail; answers the time's label ('24 ноября, вторник, 08:00'). */
async function bookFirstTime(page: Page, phone: string, email: string): Promise<string> {
  await surgeonCalendar(page);
  const slot = await pickFirstSlot(page);
  await page.getByLabel('ФИО').fill('Смирнова Мария Ивановна');
  await page.getByLabel('Телефон').pressSequentially(`8${phone}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await page.getByText('Мы получили вашу заявку', { exact: false }).first().waitFor();
  return slot;
}

/**
 * What another patient's widget shows now: a browser of its own, as the widget's data may be kept 30 s in the
 * browser that loaded it (functions/handlers/widget/data.ts), and the server's answer is what is checked.
 */
async function inAnotherBrowser<T>(page: Page, run: (other: Page) => Promise<T>): Promise<T> {
  const context = await page
    .context()
    .browser()!
    .newContext({ ...TEST_CONTEXT, viewport: page.viewportSize()! });
  const errors: string[] = [];
  try {
    const other = await context.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    return await run(other);
  } finally {
    await context.close();
    expect(errors).toEqual([]);
  }
}

/** The first time the widget offers the surgeon now (its calendar opens on the first free day). */
const firstOfferedTime = (page: Page): Promise<string> =>
  inAnotherBrowser(page, async (other) => {
    await surgeonCalendar(other);
    return pickFirstSlot(other);
  });

/** The times the widget offers the surgeon on `date`. */
const offeredOn = (page: Page, date: string): Promise<string[]> => inAnotherBrowser(page, (other) => timesOn(other, date));

async function timesOn(page: Page, date: string): Promise<string[]> {
  await surgeonCalendar(page);
  await page.getByRole('heading', { name: 'Выберите дату и время' }).waitFor();
  const month = page.getByRole('button', { name: monthTitle(date.slice(0, 7)) });
  if ((await month.count()) > 0) await month.click();
  await page
    .getByRole('group', { name: /^Дни/ })
    .getByRole('button', { name: new RegExp(`^${dayLabel(date)}`) })
    .click();
  const region = page.getByRole('region', { name: `Время, ${dayLabel(date)}` });
  await region.waitFor();
  return region.getByRole('button').allTextContents();
}

/** Tab until the focus is on the control named `name` (keyboard only), then press `key`. */
async function tabTo(page: Page, name: string, key = 'Enter'): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.getAttribute('aria-label') ?? element?.labels?.[0]?.innerText.trim() ?? element?.innerText?.trim() ?? '';
    });
    if (focused === name) return page.keyboard.press(key);
  }
  throw new Error(`no control named '${name}' within 30 presses of Tab`);
}

async function expectClean(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await cutOffContent(page)).toEqual([]);
}

describe("the patient's confirmation and visit link (issue 26 §2-3)", () => {
  it.each(SIZES)(
    'at %s px: book with an e-mail, get the letter and the SMS, cancel by the link, book again and move it',
    async (size, viewport, phone, allLooks) => {
      const page = session.page();
      await page.setViewportSize(viewport);
      const email = `patient-${size}-${Date.now().toString(36)}@mail.example`;

      // A malformed e-mail is refused at its field, in Russian, before anything is sent.
      await surgeonCalendar(page);
      const firstTime = await pickFirstSlot(page);
      await page.getByLabel('Телефон').pressSequentially(`8${phone}`);
      await page.getByLabel('E-mail').fill('anna@');
      await page.getByRole('button', { name: 'Записаться' }).click();
      const emailField = page.getByLabel('E-mail');
      await expect(emailField.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.locator('#w-error-ClientEmail').textContent()).resolves.toBe(CLIENT_EMAIL_ERROR);
      await expect(emailField.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await expectClean(page);

      expect(await bookFirstTime(page, phone, email)).toBe(firstTime);
      if (allLooks) expect(await firstOfferedTime(page)).not.toBe(firstTime);
      const [, , clock] = firstTime.split(', ') as [string, string, string];

      // The letter: the visit on the clinic's clocks, its .ics, the link; the SMS at the patient's number.
      const letter = await confirmation(email, 1);
      expect(letter.body.text).toContain(SURGEON);
      expect(letter.body.text).toContain(`${clock} (время клиники, UTC+3)`);
      const ics = letter.attachments?.find((file) => file.filename === 'visit.ics');
      expect(ics?.contentType).toContain('text/calendar');
      expect(Buffer.from(ics!.content, 'base64').toString('utf8')).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z/);
      const sms = await eventually(
        () => smsTo(`7${phone}`),
        (found) => found.length >= 1,
      );
      expect(sms[0]!.text).toContain(clock);

      // The link: the visit, then 'Отменить запись' → its confirmation → cancelled, all by keyboard.
      const link = visitLinkOf(letter);
      await page.goto(clinicUrl(link));
      await page.getByRole('heading', { name: 'Ваша запись' }).waitFor();
      await expect(page.locator('.visit__details').innerText()).resolves.toContain(`${clock} (время клиники, UTC+3)`);
      await expectClean(page);
      await tabTo(page, 'Отменить запись');
      await page.getByRole('heading', { name: 'Отменить запись?' }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Отменить запись?');
      await expectClean(page);
      // 'Не отменять' goes back with the focus on the button that opened the step.
      await tabTo(page, 'Не отменять');
      await page.getByRole('button', { name: 'Перенести' }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Отменить запись');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Отменить запись?' }).waitFor();
      await tabTo(page, 'Да, отменить запись');
      await page.getByRole('heading', { name: 'Запись отменена' }).waitFor();
      await expectClean(page);

      // The time is offered again at once; the used link now says so and shows nothing of the visit.
      expect(await firstOfferedTime(page)).toBe(firstTime);
      await page.goto(clinicUrl(link));
      await page.getByRole('heading', { name: 'Запись отменена' }).waitFor();
      await expect(page.locator('body').innerText()).resolves.not.toContain(SURGEON);
      await page.goto(clinicUrl(`${link.slice(0, -2)}xx`));
      await page.getByRole('heading', { name: 'Ссылка недействительна' }).waitFor();
      await expect(page.locator('body').innerText()).resolves.not.toContain(SURGEON);
      await expectClean(page);

      // Book the same time again, then move it by the new letter's link to another time of the same doctor.
      expect(await bookFirstTime(page, phone, email)).toBe(firstTime);
      await page.goto(clinicUrl(visitLinkOf(await confirmation(email, 2))));
      await page.getByRole('heading', { name: 'Ваша запись' }).waitFor();
      await tabTo(page, 'Перенести');
      await page.getByRole('heading', { name: 'Перенести запись' }).waitFor();
      const date = await page.getByLabel('День').inputValue();
      await tabTo(page, await page.getByRole('radio').first().inputValue(), 'Space');
      const newTime = await page.getByRole('radio', { checked: true }).inputValue();
      expect(newTime).not.toBe(clock);
      await expectClean(page);
      await tabTo(page, `Перенести на ${dayLabel(date).split(',')[0]}, ${newTime}`);
      await page.getByText('Запись перенесена на', { exact: false }).waitFor();
      await expect(page.locator('.visit__details').innerText()).resolves.toContain(`${newTime} (время клиники, UTC+3)`);
      await expectClean(page);

      // The old time is offered again, the new one is not.
      if (allLooks) {
        expect(await firstOfferedTime(page)).toBe(firstTime);
        expect(await offeredOn(page, date)).not.toContain(newTime);
      }

      // The clinic's 'Заявки' tells both: the first visit cancelled by the patient, the second moved.
      await storeTokenWithoutPage(page, clinicUrl, clinic.token);
      await page.goto(clinicUrl('/setting/applocation'));
      const rows = page.locator('tr[data-lead-id]').filter({ hasText: `${phone.slice(6, 8)}-${phone.slice(8)}` });
      await rows.nth(1).waitFor();
      const visitCell = (text: string) => page.locator('td[data-label="Время приёма"]', { hasText: text });
      const cancelledRow = rows.filter({ has: visitCell('(отменён)') });
      await expect(cancelledRow.count()).resolves.toBe(1);
      await expectClean(page);
      const history = page.getByRole('region', { name: 'После записи' });
      await cancelledRow.getByRole('button', { name: 'Смирнова Мария Ивановна', exact: true }).click();
      await expect(history.innerText()).resolves.toMatch(/пациент отменил визит \d\d\.\d\d\.\d{4} \d\d:\d\d по ссылке из письма/);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await rows
        .filter({ hasNot: visitCell('(отменён)') })
        .getByRole('button', { name: 'Смирнова Мария Ивановна', exact: true })
        .click();
      await expect(history.innerText()).resolves.toMatch(
        new RegExp(`пациент перенёс визит с \\d\\d\\.\\d\\d\\.\\d{4} ${clock} по ссылке из письма`),
      );
      await page.keyboard.press('Escape');
    },
  );
});
