import type { LeadItem } from '../../store/leads';
import { LEAD_ID_COLUMN_INDEX, leadRow, SHEET_HEADER } from './lead-row';
import { keepStoredGoogleEntries } from './stored-entries';
import { emptyIntegrations } from '../../../shared/domain/integrations';

const lead: LeadItem = {
  userId: 'u1',
  id: '1795000000000-a1b2c3d4e5f6',
  createdAt: '2026-11-21T09:30:00.000Z',
  kind: 'booking',
  action: 'Запись',
  ClientFullName: '=HYPERLINK("http://evil.example","Анна")',
  ClientPhone: '+7 999 123-45-67',
  DoctorName: 'Иванов И.И.',
  DoctorService: 'Чистка, 3 500',
  PlanStart: '2026-11-25T10:30',
  comment: '+SUM(A1:A9)\nслева',
  URL: 'https://smile.ru/?a=1&b=2',
  Utm: 'utm_source: ya',
  deviceType: 'Телефон',
  clinicName: 'Улыбка',
  timezone: 'Asia/Almaty',
  statusSend: {},
  deliveryLease: {},
};

const cell = (row: string[], column: (typeof SHEET_HEADER)[number]) => row[SHEET_HEADER.indexOf(column)];

describe('a lead as a row of the sheet', () => {
  it('has a cell per header column, in the spec’s order first, the lead’s number where old sheets have it', () => {
    const row = leadRow(lead);
    expect(row).toHaveLength(SHEET_HEADER.length);
    expect(SHEET_HEADER.slice(0, 7)).toEqual(['Дата', 'ФИО', 'Телефон', 'Устройство', 'Вариант страницы', 'URL', 'Utm']);
    expect(cell(row, 'Дата')).toBe('21.11.2026 14:30 (время клиники, UTC+5)');
    expect(cell(row, 'Дата и время приёма')).toBe('25.11.2026 в 10:30');
    expect(cell(row, 'Номер заявки')).toBe(lead.id);
    expect(SHEET_HEADER[LEAD_ID_COLUMN_INDEX]).toBe('Номер заявки');
    expect(LEAD_ID_COLUMN_INDEX).toBe(14);
  });

  it('keeps formula-looking values exactly as typed (they are sent as RAW text)', () => {
    const row = leadRow(lead);
    expect(cell(row, 'ФИО')).toBe('=HYPERLINK("http://evil.example","Анна")');
    expect(cell(row, 'Комментарий')).toBe('+SUM(A1:A9)\nслева');
    expect(row.every((value) => typeof value === 'string')).toBe(true);
  });

  it('leaves what the lead lacks empty, and names a quiz and its answers', () => {
    const quizLead: LeadItem = {
      ...lead,
      kind: 'quiz',
      FormName: 'Расчёт',
      nowReturn: 'abTest',
      answers: { 'Что беспокоит?': 'Боль' },
      answerOrder: ['Что беспокоит?'],
    };
    const row = leadRow(quizLead);
    expect(cell(row, 'Квиз')).toBe('Расчёт');
    expect(cell(row, 'Вариант страницы')).toBe('B (A/B-тест)');
    expect(cell(row, 'Ответы')).toContain('Что беспокоит?: Боль');
    expect(cell(row, 'Расчёт')).toBe('');
    const estimate = {
      lines: [{ direction: 'Т', service: 'Пломба', price: 'от 4500', quantity: 2, amount: 9000, from: true }],
      total: 9000,
      from: true,
    };
    expect(cell(leadRow({ ...quizLead, estimate }), 'Расчёт')).toBe('от 9 000 ₽\n• Пломба × 2 — от 9 000 ₽');
    expect(cell(leadRow(lead), 'Дата рождения')).toBe('');
  });
});

describe('a cabinet save of the Google entries', () => {
  it('may drop a stored entry but neither add one nor change one', () => {
    const current = { ...emptyIntegrations(), google: [{ _id: 'g1', spreadsheetId: 'mine', active: true }] };
    const kept = keepStoredGoogleEntries(current, {
      version: 1,
      google: [{ _id: 'g1', spreadsheetId: 'theirs' }, { spreadsheetId: 'new' }],
    });
    expect(kept.google).toEqual([{ _id: 'g1', spreadsheetId: 'mine', active: true }]);
    expect(keepStoredGoogleEntries(current, { version: 1, google: [] }).google).toEqual([]);
    expect(keepStoredGoogleEntries(current, { version: 1 }).google).toBeUndefined();
  });
});
