// Issue 26 §1, done when: a receptionist marks a lead 'Перезвонили' with a note, finds it by its phone typed
// with 8, filters by staff status and source, downloads the filtered list as XLSX and CSV (read back here),
// and opens the journal of the booked day — at 1440 and 390 px, by keyboard where a person would, axe clean,
// nothing cut off.
import { consentDateLabel } from '../../shared/domain/consent/record-text';
import { CURRENT_CONSENT } from '../../shared/domain/consent/versions';
import { EXPORT_HEADER } from '../src/cabinet/applications/export/export-rows';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { testRuntime } from '../../infra/local/testing/runtime';
import { seriousAxeViolations } from './axe';
import { expectNoConsoleErrors, storeTokenWithoutPage, useBrowserSession } from './browser-session';
import { callAs, createConsultation } from './clinic-api';
import { SCREENSHOT_DIR } from './clinic-support';
import { cutOffContent } from './cut-off';
import { createWidgetClinic, type WidgetClinic } from './widget-site';

const session = useBrowserSession();

expectNoConsoleErrors(session);

const PATIENT = { name: 'Семёнова Анна', phone: '+7 913 222-33-44', typed: '8 913 222', note: 'Перезвонить после 18:00; просит утро' };

interface Setup {
  clinic: WidgetClinic;
  booking: string;
  consultation: string;
  quizLead: string;
  day: string;
}

/** A clinic with a booking of its therapist tomorrow at 10:00, a consultation from vk and a quiz lead. */
async function setUp(): Promise<Setup> {
  const { appUrl, mailboxUrl } = testRuntime();
  const clinic = await createWidgetClinic(appUrl, mailboxUrl);
  const day = addDays(localMoment('Europe/Moscow', new Date()).date, 1);
  const booking = await callAs<{ id: string }>(null, 'POST', '/api/ticket', {
    clinicId: clinic.clinicKey,
    action: 'Запись',
    doctorId: clinic.therapistId,
    DoctorName: 'Иванова Анна Сергеевна',
    DoctorService: 'Лечение кариеса, 4 500 ₽',
    PlanStart: `${day}T10:00`,
    ClientFullName: PATIENT.name,
    ClientPhone: PATIENT.phone,
    URL: 'https://www.clinic.ru/implants/?utm_source=yandex',
    Utm: 'utm_source: yandex',
    deviceType: 'Телефон',
    consent: CURRENT_CONSENT.id,
    idempotencyKey: randomUUID(),
  });
  const consultation = await createConsultation(clinic.clinicKey, {
    ClientFullName: 'Петров Пётр',
    ClientPhone: '+7 900 111-22-33',
    Utm: 'utm_source: vk',
  });
  const quiz = await callAs<{ _id: string }>(clinic.token, 'POST', '/api/quiz', { name: 'Брекеты' });
  const quizLead = await callAs<{ id: string }>(null, 'POST', '/api/quiz/send', {
    userId: clinic.clinicKey,
    quizId: quiz._id,
    URL: 'https://clinic.ru/quiz/brekety',
    data: { Имя: 'Квиз Пациентка', Телефон: '+7 901 222-33-44' },
    Utm: 'utm_source: vk',
    idempotencyKey: randomUUID(),
  });
  return { clinic, booking: booking.id, consultation: consultation.id, quizLead: quizLead.id, day };
}

/** A screenshot for a person to look at, when E2E_SCREENSHOT_DIR is set. */
async function shot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `leads-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

const rowIds = (page: Page) => page.locator('tr[data-lead-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-lead-id')));

/** Waits until the list shows exactly these leads (the filters ask the server). */
async function expectRows(page: Page, ids: string[]): Promise<void> {
  await page.waitForFunction((wanted) => {
    const shown = [...document.querySelectorAll('tr[data-lead-id]')].map((row) => row.getAttribute('data-lead-id'));
    return shown.length === wanted.length && wanted.every((id) => shown.includes(id));
  }, ids);
  expect((await rowIds(page)).sort()).toEqual([...ids].sort());
}

async function download(page: Page, button: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: `${button}: скачать найденные заявки` }).click();
  const file = await started;
  const path = join(tmpdir(), `${randomUUID()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^zayavki-\\d{4}-\\d{2}-\\d{2}\\.${button === 'CSV' ? 'csv' : 'xlsx'}$`));
  return readFile(path);
}

describe.each([
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
])('a receptionist at %s px', (_size, viewport) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  });

  it('marks a lead Перезвонили with a note, finds it by a phone typed with 8, filters, exports XLSX and CSV, opens the journal', async () => {
    const page = session.page();
    await page.setViewportSize(viewport);
    await storeTokenWithoutPage(page, session.appUrl, setup.clinic.token);
    await page.goto(session.appUrl('/setting/applocation'));
    await expectRows(page, [setup.booking, setup.consultation, setup.quizLead]);
    const row = page.locator(`tr[data-lead-id="${setup.booking}"]`);
    // Doctor, service and visit time are columns now (on a phone: the card's labelled lines).
    await expect(row.locator('td[data-label="Врач"]').textContent()).resolves.toBe('Иванова Анна Сергеевна');
    await expect(row.locator('td[data-label="Услуга"]').textContent()).resolves.toBe('Лечение кариеса, 4 500 ₽');
    const visit = `${setup.day.split('-').reverse().join('.')} 10:00`;
    await expect(row.locator('td[data-label="Время приёма"]').textContent()).resolves.toBe(visit);
    await expect(row.locator('td[data-label="Время приёма"]').getAttribute('title')).resolves.toBe(`${visit} (время клиники, UTC+3)`);
    await expect(row.locator('td[data-label="Обработка"]').textContent()).resolves.toBe('Новая');
    await page.getByRole('button', { name: /^Все\s*3$/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);
    await shot(page, 'list');

    // The lead opens; the status and the note are set by keyboard.
    await row.getByRole('button', { name: PATIENT.name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: PATIENT.name });
    const status = detail.getByLabel('Статус обработки');
    await expect(status.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await status.selectOption({ label: 'Перезвонили' });
    await status.press('Tab');
    await page.keyboard.type(PATIENT.note);
    await page.keyboard.press('Tab');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/ticket/handling'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await detail.getByRole('status').getByText('Сохранено: Перезвонили').waitFor();
    const history = detail.getByRole('list', { name: 'История обработки' });
    await history.getByText(PATIENT.note).waitFor();
    await expect(history.textContent()).resolves.toContain('(время клиники, UTC+3)');
    await expect(history.textContent()).resolves.toMatch(/widget-.*@test\.dentlead\.ru/);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await cutOffContent(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'detail');
    // Issue 28 §1: the consent on record, its version and date.
    await detail.getByText(`версия ${CURRENT_CONSENT.id} от ${consentDateLabel(CURRENT_CONSENT.date)}`).waitFor();
    await page.keyboard.press('Escape');
    await expect(row.locator('td[data-label="Обработка"]').textContent()).resolves.toBe('Перезвонили');

    // Found by the phone typed with 8 and spaces.
    const search = page.getByLabel('Поиск по имени или телефону');
    await search.fill(PATIENT.typed);
    await expectRows(page, [setup.booking]);
    await search.fill('');
    await expectRows(page, [setup.booking, setup.consultation, setup.quizLead]);

    // Filtered by the staff status (the buttons count), then by source.
    await page.getByRole('button', { name: /^Перезвонили\s*1$/ }).click();
    await expectRows(page, [setup.booking]);
    await page.getByRole('status').getByText('Найдено: 1').waitFor();
    await page.getByLabel('Источник').selectOption({ label: 'Все квизы' });
    await page.getByRole('heading', { name: 'Ничего не найдено' }).waitFor();
    await page.getByLabel('Источник').selectOption({ label: 'Виджет записи' });
    await expectRows(page, [setup.booking]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);
    await shot(page, 'filtered');

    // The filtered list as XLSX and CSV: one lead, its status and note.
    const workbook = new ExcelJS.Workbook();
    const xlsx = await download(page, 'Excel (XLSX)');
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength));
    const sheet = workbook.getWorksheet('Заявки')!;
    const cells = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(2);
    expect(cells(1).slice(0, 5)).toEqual(['Дата (время клиники)', 'ФИО', 'Телефон', 'Обработка', 'Заметка']);
    expect(cells(2).slice(1, 5)).toEqual([PATIENT.name, PATIENT.phone, 'Перезвонили', PATIENT.note]);
    expect(cells(2)).toContain('Иванова Анна Сергеевна');
    expect(cells(2)).toContain(setup.booking);
    expect(String(cells(2)[EXPORT_HEADER.indexOf('Согласие на обработку ПД')])).toMatch(
      new RegExp(`^версия ${CURRENT_CONSENT.id} от .*SHA-256 текста [0-9a-f]{64}$`),
    );

    const csv = await download(page, 'CSV');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(csv.toString('utf8').slice(1), { delimiter: ';' }).data;
    expect(rows).toHaveLength(2);
    // The phone starts with '+': neutralised as OWASP advises, so Excel reads text, not a formula.
    expect(rows[1]!.slice(1, 5)).toEqual([PATIENT.name, `'${PATIENT.phone}`, 'Перезвонили', PATIENT.note]);
    expect(rows[1]![EXPORT_HEADER.indexOf('Согласие на обработку ПД')]).toContain(`версия ${CURRENT_CONSENT.id}`);
    await page.getByRole('status').getByText('Скачано заявок: 1').waitFor();

    // The journal of the booked day, moved to by keyboard.
    await page.goto(session.appUrl('/setting/journal'));
    await page.getByRole('heading', { name: 'Журнал' }).waitFor();
    await page.getByRole('button', { name: 'Следующий день →' }).focus();
    await page.keyboard.press('Enter');
    const doctor = page.getByRole('region', { name: 'Иванова Анна Сергеевна' });
    const entry = doctor.getByRole('listitem').filter({ hasText: PATIENT.name });
    await entry.getByText('10:00–10:30').waitFor();
    await entry.getByText('Обработка: Перезвонили').waitFor();
    await expect(page.getByLabel('День').inputValue()).resolves.toBe(setup.day);
    await expect(page.getByRole('region', { name: 'Петров Олег Викторович' }).getByText('Записей нет').count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await cutOffContent(page)).toEqual([]);
    await shot(page, 'journal');
    // The booking leads to its lead in 'Заявки', found by its phone.
    await entry.getByRole('link', { name: PATIENT.name }).press('Enter');
    await expectRows(page, [setup.booking]);
  });
});
