import type { LeadView } from '../../../../shared/schemas/leads';
import { formatLeadDate } from './lead-date';
import {
  DETAIL_HIDDEN_FIELDS,
  detailFields,
  hasPendingStatus,
  leadColumns,
  leadRow,
  shortUrl,
  shortUtm,
  showsNowReturn,
  statusCells,
} from './lead-view';

function lead(overrides: Partial<LeadView> & Record<string, unknown> = {}): LeadView {
  return {
    _id: 'lead-1',
    kind: 'booking',
    createdAt: '2026-02-03T07:05:00.000Z',
    action: 'Запись',
    ClientFullName: 'Иванова Анна',
    ClientPhone: '+7 999 123-45-67',
    DoctorName: 'Петров П. П.',
    doctorId: 'doc-1',
    PlanStart: '2026-02-10T09:30',
    URL: 'https://www.clinic.ru/prices/',
    Utm: 'utm_source: yandex\nutm_campaign: implants',
    deviceType: 'Телефон',
    statusSend: { mail: { 'a@clinic.ru': 'ok' }, telegramm: { '-100': 'Бот удалён из группы' } },
    ...overrides,
  } as LeadView;
}

describe('detail fields', () => {
  it('hides the fields the spec lists and internal keys, keeps the rest labelled', () => {
    const fields = detailFields(
      lead({
        __v: 0,
        identIntegrationKey: 'k',
        FormName: 'f',
        UserId: 'u',
        quizId: 'q',
        userId: 'u',
        Name: 'n',
        comment: 'Позвоните вечером',
      }),
    );
    const keys = fields.map((field) => field.key);
    for (const hidden of DETAIL_HIDDEN_FIELDS) expect(keys).not.toContain(hidden);
    expect(keys).not.toContain('statusSend');
    expect(keys).not.toContain('doctorId');
    expect(fields).toEqual(
      expect.arrayContaining([
        { key: 'createdAt', label: 'Дата', value: formatLeadDate('2026-02-03T07:05:00.000Z') },
        { key: 'ClientFullName', label: 'ФИО', value: 'Иванова Анна' },
        { key: 'PlanStart', label: 'Время приёма', value: '10.02.2026 09:30' },
        { key: 'comment', label: 'Комментарий', value: 'Позвоните вечером' },
      ]),
    );
    expect(keys.slice(0, 3)).toEqual(['createdAt', 'action', 'ClientFullName']);
  });

  it('leaves out empty values and flattens quiz answers after the fields', () => {
    const fields = detailFields(lead({ kind: 'quiz', action: undefined, comment: '', answers: { 'Сколько зубов?': '2-3' } }));
    expect(fields.map((field) => field.key)).not.toContain('comment');
    expect(fields.at(-1)).toEqual({ key: 'answers.Сколько зубов?', label: 'Сколько зубов?', value: '2-3' });
  });
});

describe('table row and phone card', () => {
  it('shows nowReturn only when the A/B test is on', () => {
    expect(showsNowReturn([lead()])).toBe(false);
    expect(showsNowReturn([lead(), lead({ nowReturn: 'B' })])).toBe(true);
    expect(leadColumns(false)).toEqual(['date', 'name', 'phone', 'device', 'url', 'utm']);
    expect(leadColumns(true)).toEqual(['date', 'name', 'phone', 'device', 'nowReturn', 'url', 'utm']);
  });

  it('maps a lead to labelled cells (the card shows the label, the table the header) and four statuses', () => {
    const row = leadRow(lead(), leadColumns(false));
    expect(row.kind).toBe('Запись');
    expect(row.cells.map((cell) => [cell.label, cell.text])).toEqual([
      ['Дата', formatLeadDate('2026-02-03T07:05:00.000Z')],
      ['ФИО', 'Иванова Анна'],
      ['Телефон', '+7 999 123-45-67'],
      ['Device', 'Телефон'],
      ['URL', 'clinic.ru/prices'],
      ['Utm', 'yandex, implants'],
    ]);
    expect(row.cells.find((cell) => cell.column === 'url')?.title).toBe('https://www.clinic.ru/prices/');
    expect(row.statuses.map((cell) => [cell.channel, cell.colour, cell.text])).toEqual([
      ['mail', 'ok', 'Почта: доставлено'],
      ['telegram', 'failed', 'Telegram: не доставлено'],
      ['amo', 'unknown', 'amoCRM: нет данных'],
      ['google', 'unknown', 'Google: нет данных'],
    ]);
    expect(row.statuses[1]?.details).toEqual(['-100 — Бот удалён из группы']);
  });

  it('names quiz leads and nameless leads readably', () => {
    const row = leadRow(lead({ kind: 'quiz', action: undefined, ClientFullName: '  ' }), leadColumns(false));
    expect(row.kind).toBe('Квиз');
    expect(row.cells[1]?.text).toBe('Без имени');
  });
});

describe('small formatters', () => {
  it('shortens URLs and utm lines', () => {
    expect(shortUrl('http://clinic.ru/')).toBe('clinic.ru');
    expect(shortUtm('utm_source: vk\r\nutm_medium:cpc\n')).toBe('vk, cpc');
    expect(shortUtm('')).toBe('');
  });

  it('knows when a status is still on its way', () => {
    expect(hasPendingStatus([lead()])).toBe(false);
    expect(hasPendingStatus([lead({ statusSend: { mail: { a: 'отправляется' } } })])).toBe(true);
    expect(statusCells(undefined).every((cell) => cell.colour === 'unknown')).toBe(true);
  });
});
