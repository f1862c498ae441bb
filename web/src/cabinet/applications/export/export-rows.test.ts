import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { LeadView } from '../../../../../shared/schemas/leads';
import { leadQuizzes } from '../lead-view';
import { csvText } from './csv-file';
import { xlsxBytes } from './xlsx-file';
import { EXPORT_HEADER, exportFileName, exportRows } from './export-rows';

const by = { id: 'acc', name: 'admin@clinic.ru' };

function lead(overrides: Partial<LeadView> = {}): LeadView {
  return {
    _id: '1760000000000-0123456789ab',
    kind: 'booking',
    action: 'Запись',
    createdAt: '2026-02-03T07:05:00.000Z',
    timezone: 'Asia/Yekaterinburg',
    ClientFullName: 'Иванова Анна',
    ClientPhone: '+7 999 123-45-67',
    DoctorName: 'Петров П. П.',
    DoctorService: 'Чистка, 3 500',
    PlanStart: '2026-02-10T09:30',
    URL: 'https://clinic.ru/implants?utm_source=yandex',
    Utm: 'utm_source: yandex\nutm_campaign: весна',
    deviceType: 'Телефон',
    statusSend: {},
    handling: {
      status: 'calledBack',
      note: 'Перезвонить; после 18:00',
      version: 1,
      history: [{ status: 'calledBack', note: 'Перезвонить; после 18:00', by, at: '2026-02-03T08:00:00.000Z' }],
    },
    ...overrides,
  };
}

const hostile = lead({
  _id: '1760000000001-0123456789ab',
  kind: 'quiz',
  action: undefined,
  quizId: 'u.q1',
  ClientFullName: '=HYPERLINK("http://evil.example","Нажми")',
  ClientPhone: '+7 900 000-00-00',
  comment: '@SUM(1+1)',
  DoctorName: undefined,
  DoctorService: undefined,
  PlanStart: undefined,
  Utm: '',
  URL: '-2+3',
  handling: { status: 'new', note: '', version: 0, history: [] },
});

const column = (header: (typeof EXPORT_HEADER)[number]) => EXPORT_HEADER.indexOf(header);

const quizzes = leadQuizzes([{ _id: 'u.q1', name: 'Расчёт имплантации', ABTestBool: false }]);

describe('the export’s rows', () => {
  it('has one row per lead with the receptionist’s columns, times on the clinic’s clocks', () => {
    const [row] = exportRows([lead()], quizzes);
    expect(Object.fromEntries(EXPORT_HEADER.map((header, index) => [header, row![index]]))).toEqual({
      'Дата (время клиники)': '03.02.2026 12:05',
      ФИО: 'Иванова Анна',
      Телефон: '+7 999 123-45-67',
      Обработка: 'Перезвонили',
      Заметка: 'Перезвонить; после 18:00',
      'Кто изменил': 'admin@clinic.ru',
      Врач: 'Петров П. П.',
      Услуга: 'Чистка, 3 500',
      'Время приёма': '10.02.2026 09:30',
      'Отмена, перенос, напоминания': '',
      Тип: 'Запись',
      Источник: 'Виджет',
      utm_source: 'yandex',
      UTM: 'utm_source: yandex\nutm_campaign: весна',
      Страница: 'https://clinic.ru/implants?utm_source=yandex',
      Комментарий: '',
      'Дата рождения': '',
      Device: 'Телефон',
      'Согласие на обработку ПД': '',
      'Номер заявки': '1760000000000-0123456789ab',
    });
    expect(exportRows([hostile], quizzes)[0]).toEqual(expect.arrayContaining(['Квиз «Расчёт имплантации»', 'Новая', 'Квиз']));
  });

  it('names the file by the day', () => {
    expect(exportFileName('csv', new Date(2026, 2, 9, 23, 0))).toBe('zayavki-2026-03-09.csv');
  });
});

describe('the CSV', () => {
  const text = csvText(exportRows([lead(), hostile], quizzes));

  it('starts with a UTF-8 byte order mark and separates by ";" (Russian Excel)', () => {
    expect(text.startsWith('\uFEFFДата (время клиники);ФИО;Телефон;')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(3);
  });

  it('reads back as the rows, with a cell that would be a formula made text', () => {
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data.filter((row) => row.length > 1);
    expect(parsed[0]).toEqual([...EXPORT_HEADER]);
    expect(parsed[1]![4]).toBe('Перезвонить; после 18:00');
    expect(parsed[1]![column('UTM')]).toBe('utm_source: yandex\nutm_campaign: весна');
    // OWASP CSV Injection: =, +, -, @ in front get a ' so the cell is text.
    expect(parsed[2]![1]).toBe(`'=HYPERLINK("http://evil.example","Нажми")`);
    expect(parsed[2]![2]).toBe("'+7 900 000-00-00");
    expect(parsed[2]![column('Страница')]).toBe("'-2+3");
    expect(parsed[2]![column('Комментарий')]).toBe("'@SUM(1+1)");
    expect(text).not.toMatch(/(^|;)[=+\-@]/m);
  });
});

describe('the XLSX', () => {
  it('reads back as the rows, every cell text (a formula never), the header frozen', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxBytes(exportRows([lead(), hostile], quizzes)));
    const sheet = workbook.getWorksheet('Заявки')!;
    const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...EXPORT_HEADER]);
    expect(values(2)[3]).toBe('Перезвонили');
    expect(values(3)[1]).toBe('=HYPERLINK("http://evil.example","Нажми")');
    expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
