// 'Заявки' a receptionist can work (issue 26 §1) over HTTP: the staff's handling of a lead is a versioned
// write with who and when, only ever the clinic's own; the list filters, searches a phone however it is
// typed and counts; the journal shows a day's bookings per doctor, and IDENT's busy time.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { HANDLING_NOTE_MAX } from '../../shared/schemas/lead-handling';
import { FakeIdent } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { newIdentClinic } from './ident-support';
import { addBookableDoctor, closeTestClients, newClinic, slotAt, ticketOf, type TestClinic } from './leads-support';
import { useTestTable } from './table';

afterAll(closeTestClients);

const table = useTestTable();
const moscowToday = () => localMoment('Europe/Moscow', new Date()).date;

async function send(clinic: TestClinic, overrides: Parameters<typeof ticketOf>[1]): Promise<string> {
  const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, overrides) });
  if (answer.status !== 201) throw new Error(`POST /api/ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

const setHandling = (clinic: TestClinic, body: object) => api('POST', '/api/ticket/handling', { token: clinic.token, body });
const list = (clinic: TestClinic, query: Record<string, string> = {}) =>
  api('GET', `/api/ticket/user?${new URLSearchParams(query)}`, { token: clinic.token });
const idsOf = (answer: { body: { items: Array<{ _id: string }> } }) => answer.body.items.map((lead) => lead._id);

describe('a lead a receptionist works', () => {
  let clinic: TestClinic;
  let other: TestClinic;
  let doctorId: string;
  let booking: string;
  let request: string;
  const planStart = slotAt(1, 4);
  const oldLead = `${Date.parse('2025-01-15T10:00:00.000Z')}-0123456789ab`;

  beforeAll(async () => {
    [clinic, other] = await Promise.all([newClinic(), newClinic()]);
    doctorId = await addBookableDoctor(clinic, 'Иванов Иван');
    booking = await send(clinic, {
      action: 'Запись',
      doctorId,
      DoctorName: 'Иванов Иван',
      DoctorService: 'Чистка, 3 500',
      PlanStart: planStart,
      ClientFullName: 'Семёнова Анна',
      ClientPhone: '+7 912 345-67-89',
      URL: 'https://clinic.example/implants/?utm_source=yandex',
      Utm: 'utm_source: yandex\nutm_campaign: весна',
    });
    request = await send(clinic, { ClientFullName: 'Петров Пётр', ClientPhone: '+7 900 111-22-33', Utm: 'utm_source: vk' });
    // A lead of a year ago, stored as the pipeline stores one (no outbox marker: long announced).
    await table.client.send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          pk: `TENANT#${clinic.clinicId}`,
          sk: `TICKET#2025-01-15T10:00:00.000Z#${oldLead}`,
          entity: 'lead',
          userId: clinic.clinicId,
          id: oldLead,
          createdAt: '2025-01-15T10:00:00.000Z',
          kind: 'booking',
          action: 'Заявка',
          ClientFullName: 'Давняя Заявка',
          ClientPhone: '89001112233',
          URL: '',
          Utm: '',
          deviceType: 'Компьютер',
          clinicName: 'Клиника Тест',
          timezone: 'Europe/Moscow',
          statusSend: {},
          deliveryLease: {},
        },
      }),
    );
  });

  it('is new until staff set its handling; the change keeps the status, the note, who and when', async () => {
    const before = await list(clinic);
    expect(before.body.items.find((lead: { _id: string }) => lead._id === booking).handling).toEqual({
      status: 'new',
      note: '',
      version: 0,
      history: [],
    });
    const started = Date.now();
    const answer = await setHandling(clinic, { id: booking, status: 'calledBack', note: 'Перезвонить после 18:00', version: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(booking);
    expect(answer.body.handling).toMatchObject({ status: 'calledBack', note: 'Перезвонить после 18:00', version: 1 });
    const [change] = answer.body.handling.history;
    expect(change).toMatchObject({
      status: 'calledBack',
      note: 'Перезвонить после 18:00',
      by: { id: clinic.clinicId, name: clinic.email },
    });
    expect(Date.parse(change.at)).toBeGreaterThanOrEqual(started - 1000);
    // The delivery statuses are another thing, and stay.
    expect(answer.body.statusSend).toBeDefined();
    const listed = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === booking);
    expect(listed.handling).toEqual(answer.body.handling);
  });

  it('refuses a change based on an older version with 409, and of two at once lets one land', async () => {
    const stale = await setHandling(clinic, { id: booking, status: 'refused', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    const racing = await Promise.all(
      ['booked', 'noShow'].map((status) => setHandling(clinic, { id: booking, status, note: status, version: 1 })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = racing.find((answer) => answer.status === 200)!.body.handling;
    const stored = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === booking).handling;
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(2);
    expect(stored.history).toHaveLength(2);
  });

  it('answers 400 at the field for bad input and writes nothing', async () => {
    const current = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === request).handling;
    const cases: Array<[object, string, string]> = [
      [{ id: request, status: 'Перезвонили', version: 0 }, 'status', 'Выберите статус обработки из списка'],
      [
        { id: request, status: 'calledBack', note: 'я'.repeat(HANDLING_NOTE_MAX + 1), version: 0 },
        'note',
        `Заметка: не длиннее ${HANDLING_NOTE_MAX} символов`,
      ],
      [{ id: request, status: 'calledBack', note: 'a\u0000b', version: 0 }, 'note', 'Заметка: недопустимые символы'],
      [{ id: request, status: 'calledBack' }, 'version', 'Передайте version: версию данных, с которой начата правка (целое число от 0)'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await setHandling(clinic, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toMatchObject({ [field]: message });
    }
    expect((await setHandling(clinic, { id: 'nonsense', status: 'calledBack', version: 0 })).status).toBe(404);
    const after = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === request).handling;
    expect(after).toEqual(current);
  });

  it('is the clinic’s own: another clinic can neither set nor find it', async () => {
    const foreign = await setHandling(other, { id: request, status: 'refused', note: 'чужая', version: 0 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('LEAD_NOT_FOUND');
    expect(idsOf(await list(other, { q: '8 900 111' }))).toEqual([]);
    const mine = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === request).handling;
    expect(mine).toMatchObject({ status: 'new', version: 0 });
    expect((await api('POST', '/api/ticket/handling', { body: { id: request, status: 'refused', version: 0 } })).status).toBe(401);
  });

  it('finds a lead by phone however it is typed, or by name', async () => {
    for (const q of ['8 912 345-67-89', '89123456789', '+7 (912) 345', '67-89', 'семенова', 'СЕМЁНОВА Анна 912'])
      expect([q, idsOf(await list(clinic, { q }))]).toEqual([q, [booking]]);
    // Stored as '+7 900 …' and as '8900…': both are the number typed.
    expect(idsOf(await list(clinic, { q: '8 900 111' }))).toEqual([request, oldLead]);
  });

  it('filters by period, staff status, doctor, source and utm_source, and counts what the filter finds', async () => {
    const today = moscowToday();
    const all = await list(clinic);
    expect(idsOf(all)).toEqual([request, booking, oldLead]);
    expect(all.body.counts).toEqual({
      total: 3,
      byStatus: { new: 2, calledBack: 0, booked: expect.any(Number), came: 0, noShow: expect.any(Number), refused: 0 },
      capped: false,
    });
    expect(all.body.facets).toEqual({
      doctors: [{ id: doctorId, name: 'Иванов Иван' }],
      utmSources: expect.arrayContaining(['yandex', 'vk']),
      pages: ['clinic.example', 'clinic.example/implants'],
    });
    expect(idsOf(await list(clinic, { from: today, to: today }))).toEqual([request, booking]);
    expect(idsOf(await list(clinic, { from: '2025-01-15', to: '2025-01-15' }))).toEqual([oldLead]);
    expect(idsOf(await list(clinic, { to: addDays(today, -1) }))).toEqual([oldLead]);
    const handled = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === booking).handling.status;
    const byStatus = await list(clinic, { status: handled });
    expect(idsOf(byStatus)).toEqual([booking]);
    expect(byStatus.body.counts.total).toBe(1);
    expect(byStatus.body.counts.byStatus.new).toBe(2);
    expect(idsOf(await list(clinic, { status: 'new', from: today }))).toEqual([request]);
    expect(idsOf(await list(clinic, { doctor: doctorId }))).toEqual([booking]);
    expect(idsOf(await list(clinic, { source: 'widget', utm: 'VK' }))).toEqual([request]);
    expect(idsOf(await list(clinic, { source: 'quiz' }))).toEqual([]);
    expect(idsOf(await list(clinic, { page: 'https://www.clinic.example/implants' }))).toEqual([booking]);
  });

  it('pages a filtered list through its cursor, counting on the first page only', async () => {
    const page1 = await list(clinic, { from: '2025-01-01', limit: '1' });
    expect(idsOf(page1)).toEqual([request]);
    expect(page1.body.counts.total).toBe(3);
    const page2 = await list(clinic, { from: '2025-01-01', limit: '1', cursor: page1.body.nextCursor });
    expect(idsOf(page2)).toEqual([booking]);
    expect(page2.body.counts).toBeNull();
    const page3 = await list(clinic, { from: '2025-01-01', limit: '1', cursor: page2.body.nextCursor });
    expect(idsOf(page3)).toEqual([oldLead]);
    expect(page3.body.nextCursor).toBeNull();
    // A cursor outside the period's keys is refused, not read.
    const outside = await list(clinic, { from: addDays(moscowToday(), 2), cursor: page2.body.nextCursor });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({ cursor: 'Неверный курсор страницы' });
  });

  it('refuses a bad filter at its field', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ from: '2026-03-05', to: '2026-03-01' }, { to: 'Конец периода раньше его начала' }],
      [
        { from: '2026-13-01', status: 'done' },
        { from: 'Дата в формате гггг-мм-дд', status: 'Выберите статус обработки из списка' },
      ],
      [
        { source: 'crm', q: 'Анна 8' },
        { source: 'Неизвестный источник заявки', q: 'Для поиска по телефону введите хотя бы 3 цифры' },
      ],
    ];
    for (const [query, fields] of cases) {
      const answer = await list(clinic, query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual(fields);
    }
  });

  it('shows the booking in the journal of its day, at its doctor, with the patient and staff status; another clinic sees none', async () => {
    const day = planStart.slice(0, 10);
    const answer = await api('GET', `/api/ticket/journal?day=${day}`, { token: clinic.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ day, today: moscowToday(), timezone: 'Europe/Moscow', zone: 'UTC+3', truncated: false });
    const status = (await list(clinic)).body.items.find((lead: { _id: string }) => lead._id === booking).handling.status;
    expect(answer.body.doctors).toEqual([
      {
        id: doctorId,
        name: 'Иванов Иван',
        source: 'manual',
        entries: [
          {
            start: planStart.slice(11),
            end: '10:30',
            kind: 'booking',
            leadId: booking,
            patient: 'Семёнова Анна',
            phone: '+7 912 345-67-89',
            service: 'Чистка, 3 500',
            status,
          },
        ],
      },
    ]);
    const emptyDay = await api('GET', `/api/ticket/journal?day=${addDays(day, 1)}`, { token: clinic.token });
    expect(emptyDay.body.doctors[0].entries).toEqual([]);
    expect((await api('GET', `/api/ticket/journal?day=${day}`, { token: other.token })).body.doctors).toEqual([]);
    const bad = await api('GET', '/api/ticket/journal?day=2026-13-01', { token: clinic.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ day: 'День в формате гггг-мм-дд' });
  });
});

describe('the journal of an IDENT clinic', () => {
  it('shows the time IDENT says is taken, beside its free time', async () => {
    const clinic = await newIdentClinic();
    const ident = new FakeIdent(`${testRuntime().appUrl}/api/ident`, clinic.key);
    const day = addDays(moscowToday(), 1);
    const pushed = await ident.postTimeTable({
      Doctors: [{ Id: 7, Name: 'Сидоров Олег' }],
      Branches: [],
      Intervals: [
        { DoctorId: 7, StartDateTime: `${day}T09:00:00`, LengthInMinutes: 60, IsBusy: false },
        { DoctorId: 7, StartDateTime: `${day}T10:00:00`, LengthInMinutes: 30, IsBusy: true },
        { DoctorId: 7, StartDateTime: `${day}T10:30:00`, LengthInMinutes: 30, IsBusy: true },
        { DoctorId: 7, StartDateTime: `${day}T12:00:00`, LengthInMinutes: 45, IsBusy: true },
      ],
    });
    expect(pushed.status).toBe(200);
    const journal = await api('GET', `/api/ticket/journal?day=${day}`, { token: clinic.token });
    expect(journal.body.doctors).toEqual([
      {
        id: expect.any(String),
        name: 'Сидоров Олег',
        source: 'ident',
        entries: [
          { start: '10:00', end: '11:00', kind: 'mis' },
          { start: '12:00', end: '12:45', kind: 'mis' },
        ],
      },
    ]);
    // The widget never sees the busy time.
    const widget = await api('GET', `/api/widget?id=${clinic.clinicId}`);
    expect(JSON.stringify(widget.body)).not.toContain('misBusy');
  });
});
