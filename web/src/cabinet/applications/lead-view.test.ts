import { destinationNames } from '../../../../shared/domain/integration-names';
import { emptyIntegrations } from '../../../../shared/domain/integrations';
import type { LeadView } from '../../../../shared/schemas/leads';
import { leadTime } from './lead-date';
import {
  answerFields,
  DETAIL_HIDDEN_FIELDS,
  detailFields,
  hasPendingStatus,
  leadColumns,
  leadQuizzes,
  leadRow,
  shortUrl,
  shortUtm,
  statusCells,
} from './lead-view';

const NO_QUIZZES = leadQuizzes([]);
const quizLead = (overrides: Partial<LeadView> = {}) =>
  lead({ kind: 'quiz', action: undefined, quizId: 'u.q1', FormName: 'Старое имя', nowReturn: 'abTest', ...overrides });

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
    handling: { status: 'new', note: '', version: 0, history: [] },
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
        { key: 'createdAt', label: 'Дата', value: leadTime({ createdAt: '2026-02-03T07:05:00.000Z' }) },
        { key: 'ClientFullName', label: 'ФИО', value: 'Иванова Анна' },
        { key: 'PlanStart', label: 'Время приёма', value: '10.02.2026 09:30' },
        { key: 'comment', label: 'Комментарий', value: 'Позвоните вечером' },
      ]),
    );
    expect(keys.slice(0, 3)).toEqual(['createdAt', 'action', 'ClientFullName']);
  });

  it('leaves out empty values; a quiz lead shows its quiz and variant, and its answers in the order given', () => {
    const answers = [
      { question: '2', answer: 'Да' },
      { question: 'Верхняя челюсть', answer: '18, 17' },
      { question: 'Пусто', answer: ' ' },
      { question: '1', answer: 'Нет' },
    ];
    const quiz = quizLead({ comment: '', answers });
    const fields = detailFields(quiz, leadQuizzes([{ _id: 'u.q1', name: 'Расчёт', ABTestBool: true }]));
    expect(fields.map((field) => field.key)).not.toContain('comment');
    expect(fields.map((field) => field.key)).not.toContain('answers');
    expect(fields).toEqual(
      expect.arrayContaining([
        { key: 'quiz', label: 'Квиз', value: 'Расчёт' },
        { key: 'nowReturn', label: 'Вариант страницы (nowReturn)', value: 'B (A/B-тест)' },
      ]),
    );
    expect(answerFields(quiz).map((field) => [field.label, field.value])).toEqual([
      ['2', 'Да'],
      ['Верхняя челюсть', '18, 17'],
      ['1', 'Нет'],
    ]);
    expect(answerFields(lead())).toEqual([]);
  });
});

describe('table row and phone card', () => {
  it('shows the quiz column once the clinic has quizzes, and nowReturn only while some quiz has its A/B test on', () => {
    const plain = leadQuizzes([{ _id: 'u.q1', name: 'Расчёт', ABTestBool: false }]);
    const withAb = leadQuizzes([
      { _id: 'u.q1', name: 'Расчёт', ABTestBool: false },
      { _id: 'u.q2', name: 'Анкета', ABTestBool: true },
    ]);
    // The leads' own columns, then the quiz and A/B ones when they apply, then where they came from.
    const own = ['date', 'name', 'phone', 'handling', 'doctor', 'service', 'visit', 'device'];
    expect(leadColumns([lead()], NO_QUIZZES)).toEqual([...own, 'url', 'utm']);
    expect(leadColumns([lead(), quizLead()], NO_QUIZZES)).toEqual([...own, 'quiz', 'url', 'utm']);
    expect(leadColumns([lead(), quizLead()], plain)).toEqual([...own, 'quiz', 'url', 'utm']);
    expect(leadColumns([lead()], withAb)).toEqual([...own, 'quiz', 'nowReturn', 'url', 'utm']);
  });

  it('shows the doctor, the service and the visit only when some lead shown names one', () => {
    const noBooking = { DoctorName: undefined, DoctorService: undefined, PlanStart: undefined, doctorId: undefined };
    expect(leadColumns([quizLead(noBooking)], NO_QUIZZES)).toEqual(['date', 'name', 'phone', 'handling', 'device', 'quiz', 'url', 'utm']);
    expect(leadColumns([quizLead(noBooking), lead()], NO_QUIZZES)).toContain('visit');
  });

  it("names a quiz lead's quiz by its current name, by the name it had when the quiz is gone, and reads the variant", () => {
    const quizzes = leadQuizzes([{ _id: 'u.q1', name: 'Расчёт', ABTestBool: true }]);
    const columns = leadColumns([], quizzes);
    const cells = (row: ReturnType<typeof leadRow>) => Object.fromEntries(row.cells.map((cell) => [cell.column, cell.text]));
    expect(cells(leadRow(quizLead(), columns, quizzes))).toMatchObject({ quiz: 'Расчёт', nowReturn: 'B (A/B-тест)' });
    expect(cells(leadRow(quizLead({ quizId: 'u.gone', nowReturn: 'quiz' }), columns, quizzes))).toMatchObject({
      quiz: 'Старое имя',
      nowReturn: 'A (основной)',
    });
    expect(cells(leadRow(lead(), columns, quizzes))).toMatchObject({ quiz: '', nowReturn: '' });
  });

  it('maps a lead to labelled cells (the card shows the label, the table the header) and four statuses', () => {
    const row = leadRow(
      lead({ DoctorService: 'Чистка, 3 500', timezone: 'Asia/Yekaterinburg', handling: { ...lead().handling, status: 'calledBack' } }),
      leadColumns([lead()], NO_QUIZZES),
    );
    expect(row.kind).toBe('Запись');
    expect(row.cells.map((cell) => [cell.label, cell.text])).toEqual([
      ['Дата', leadTime({ createdAt: '2026-02-03T07:05:00.000Z', timezone: 'Asia/Yekaterinburg' })],
      ['ФИО', 'Иванова Анна'],
      ['Телефон', '+7 999 123-45-67'],
      // The staff's status, the doctor, the service and the visit on the clinic's clocks (issue 26 §1).
      ['Обработка', 'Перезвонили'],
      ['Врач', 'Петров П. П.'],
      ['Услуга', 'Чистка, 3 500'],
      ['Время приёма', '10.02.2026 09:30'],
      ['Device', 'Телефон'],
      ['URL', 'clinic.ru/prices'],
      ['Utm', 'yandex, implants'],
    ]);
    expect(row.cells.find((cell) => cell.column === 'url')?.title).toBe('https://www.clinic.ru/prices/');
    expect(row.cells.find((cell) => cell.column === 'visit')?.title).toBe('10.02.2026 09:30 (время клиники, UTC+5)');
    expect(row.statuses.map((cell) => [cell.channel, cell.colour, cell.text])).toEqual([
      ['mail', 'ok', 'Почта: доставлено'],
      ['telegram', 'failed', 'Telegram: не доставлено'],
      ['amo', 'unknown', 'amoCRM: нет данных'],
      ['google', 'unknown', 'Google: нет данных'],
    ]);
    expect(row.statuses[1]?.details).toEqual(['группа, удалённая из интеграций — Бот удалён из группы']);
  });

  it('names each status’s group, account and MIS as the integrations do, never by a raw id (issue 22 §2)', () => {
    const statusSend = {
      mail: { 'clinic@x.ru': 'ok' },
      telegramm: { '-1000162775001': 'ok' },
      amo: { 'c112a32d-7e0b': 'описание добавлено к заявке' },
      mis: { 'm-1': 'запись создана в МИС' },
    };
    const names = destinationNames({
      ...emptyIntegrations(),
      telegram: [{ _id: 't', active: true, confirmed: true, id: '-1000162775001', name: 'Регистратура' }],
      amoCrm: [{ _id: 'c112a32d-7e0b', active: true, refreshToken: '', accessToken: '', client: { name: 'Улыбка' } }],
      macDent: [{ _id: 'm-1', active: true, id: '1:s', name: '' }],
    });
    const quizzes = leadQuizzes([], names);
    const row = leadRow(lead({ statusSend }), leadColumns([lead()], quizzes), quizzes);
    expect(row.statuses.map((cell) => cell.details)).toEqual([
      ['clinic@x.ru — ok'],
      ['Регистратура — ok'],
      ['amoCRM «Улыбка» — описание добавлено к заявке'],
      [],
      ['MacDent — запись создана в МИС'],
    ]);
  });

  it('names quiz leads and nameless leads readably', () => {
    const row = leadRow(lead({ kind: 'quiz', action: undefined, ClientFullName: '  ' }), leadColumns([lead()], NO_QUIZZES));
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
