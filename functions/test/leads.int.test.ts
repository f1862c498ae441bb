// The lead pipeline end to end over HTTP: a booking is stored with its slot, listed for its clinic
// only, mailed through the SES emulator and sent to the Telegram fake, exactly once; slots cannot be
// booked twice; integrations are normalised and private.
import { clinicTimeLabel } from '../../shared/domain/clinic-time';
import { api, versionOf } from './api';
import { cellText, connectGoogle, fakeSpreadsheet, rowsOfLead } from './google-support';
import { SHEET_HEADER } from '../domain/google/lead-row';
import {
  addBookableDoctor,
  addProvenDestinations,
  allLeads,
  closeTestClients,
  fakeControl,
  fakeMessages,
  mailsTo,
  newClinic,
  putIntegrations,
  slotAt,
  ticketOf,
  uniqueGroupId,
  waitFor,
  type TestClinic,
} from './leads-support';

afterAll(closeTestClients);

describe('a booking', () => {
  let clinic: TestClinic;
  let doctorId: string;
  const group = uniqueGroupId();
  const address = `admin-${Date.now()}@clinic.test`;

  beforeAll(async () => {
    clinic = await newClinic();
    doctorId = await addBookableDoctor(clinic);
    await addProvenDestinations(clinic, { email: [address], telegram: [{ id: group, name: 'Админы' }] });
  });

  it('is listed with its fields, mailed and sent to Telegram once, and ends with ok statuses', async () => {
    const planStart = slotAt(2, 3);
    const answer = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, {
        action: 'Запись',
        doctorId,
        DoctorName: 'Иванов Иван Иванович',
        DoctorService: 'Чистка, 3 500',
        PlanStart: planStart,
        ClientFullName: 'Сидорова <Мария> & Co',
        birthdate: '01.02.1990',
        comment: 'Болит зуб',
        deviceType: 'Телефон',
      }),
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;

    const [lead] = await allLeads(clinic);
    expect(lead).toMatchObject({
      _id: id,
      kind: 'booking',
      action: 'Запись',
      ClientFullName: 'Сидорова <Мария> & Co',
      ClientPhone: '+7 999 123-45-67',
      doctorId,
      DoctorService: 'Чистка, 3 500',
      PlanStart: planStart,
      birthdate: '01.02.1990',
      comment: 'Болит зуб',
      deviceType: 'Телефон',
      URL: 'https://clinic.example/',
      Utm: 'utm_source: test',
    });

    const done = await waitFor('statuses ok', async () => {
      const [current] = await allLeads(clinic);
      return (
        current?.statusSend.mail?.[address] === 'ok' &&
        current.statusSend.telegramm?.[group] === 'ok' &&
        current.statusSend.google !== undefined &&
        current
      );
    });
    // A booking with a time also starts the patient's SMS confirmation: none connected, so an empty map ('не настроено').
    expect(done.statusSend).toEqual({ mail: { [address]: 'ok' }, telegramm: { [group]: 'ok' }, amo: {}, google: 'не настроено', sms: {} });

    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Новая запись на приём');
    expect(mails[0]!.body.text).toContain('Чистка, 3 500');
    expect(mails[0]!.body.html).toContain('Сидорова &lt;Мария&gt; &amp; Co');
    const messages = await fakeMessages(group);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ parseMode: 'HTML' });
    expect(messages[0]!.text).toContain('Сидорова &lt;Мария&gt; &amp; Co');
  });

  it('answers the same lead for the same idempotency key, and stores one', async () => {
    const ticket = ticketOf(clinic.clinicId, { action: 'Запись', doctorId, DoctorService: 'Чистка', PlanStart: slotAt(3, 1) });
    const first = await api('POST', '/api/ticket', { body: ticket });
    const second = await api('POST', '/api/ticket', { body: ticket });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await allLeads(clinic)).filter((lead) => lead._id === first.body.id)).toHaveLength(1);
  });

  it('refuses the same idempotency key for a different booking or request with 422, and stores only the first', async () => {
    const first = ticketOf(clinic.clinicId, { action: 'Запись', doctorId, DoctorService: 'Чистка', PlanStart: slotAt(3, 3) });
    expect((await api('POST', '/api/ticket', { body: first })).status).toBe(201);
    const otherSlot = { ...first, PlanStart: slotAt(3, 4) };
    const otherPatient = { ...first, ClientFullName: 'Другой Пациент' };
    const consultation = ticketOf(clinic.clinicId, { idempotencyKey: first.idempotencyKey });
    for (const body of [otherSlot, otherPatient, consultation]) {
      const refused = await api('POST', '/api/ticket', { body });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'Ключ уже использован для другой заявки' });
    }
    const stored = (await allLeads(clinic)).filter((lead) => lead.PlanStart === first.PlanStart || lead.PlanStart === otherSlot.PlanStart);
    expect(stored.map((lead) => lead.ClientFullName)).toEqual([first.ClientFullName]);
  });

  it('refuses a taken slot with 409 and a Russian message, and frees it when the lead is deleted', async () => {
    const PlanStart = slotAt(4, 2);
    const first = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart }) });
    expect(first.status).toBe(201);
    const second = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart }) });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringMatching(/занял/) });

    expect((await api('DELETE', `/api/google?id=${first.body.id}`, { token: clinic.token })).status).toBe(204);
    const third = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart }) });
    expect(third.status).toBe(201);
  });

  it('refuses a time that is not a free slot of the doctor', async () => {
    const answer = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart: `${slotAt(2).slice(0, 10)}T23:00` }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('books "Любой специалист" with a doctor free at that time', async () => {
    const answer = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId: 'All', DoctorService: 'Чистка, 3500', PlanStart: slotAt(5, 4) }),
    });
    expect(answer.status).toBe(201);
    // The answer names the doctor the server chose, for the widget's success screen.
    expect(answer.body).toMatchObject({ DoctorName: 'Иванов Иван Иванович' });
    const lead = (await allLeads(clinic)).find((candidate) => candidate._id === answer.body.id);
    expect(lead).toMatchObject({ doctorId, DoctorName: 'Иванов Иван Иванович' });
  });

  it('lets exactly one of 100 concurrent bookings of one slot win', async () => {
    const PlanStart = slotAt(6, 5);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api('POST', '/api/ticket', {
          body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart, ClientFullName: `Гонка ${index}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect((await allLeads(clinic)).filter((lead) => lead.PlanStart === PlanStart)).toHaveLength(1);
  }, 60_000);
});

describe('the time of a lead (issue 22)', () => {
  it('is the clinic’s, labelled, the same in Заявки, the mail, Telegram and the sheet', async () => {
    const clinic = await newClinic();
    await api('PUT', '/api/clinic', {
      token: clinic.token,
      body: { version: await versionOf('/api/clinic', clinic.token), clinic: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' },
    });
    const group = uniqueGroupId();
    const address = `time-${Date.now()}@clinic.test`;
    await addProvenDestinations(clinic, { email: [address], telegram: [{ id: group, name: 'Админы' }] });
    const sheet = await connectGoogle(clinic, `time-${Date.now()}@gmail.com`);
    const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: 'Время Клиники' }) });
    expect(answer.status).toBe(201);

    const [lead] = await allLeads(clinic);
    expect(lead).toMatchObject({ _id: answer.body.id, timezone: 'Asia/Yekaterinburg' });
    const shown = clinicTimeLabel(lead!.createdAt, lead!.timezone);
    expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(время клиники, UTC\+5\)$/);

    const [mail] = await waitFor('the mail', async () => {
      const mails = await mailsTo(address);
      return mails.length > 0 && mails;
    });
    expect(mail!.body.text).toContain(`Получена: ${shown}`);
    const [message] = await waitFor('the Telegram message', async () => {
      const messages = await fakeMessages(group);
      return messages.length > 0 && messages;
    });
    expect(message!.text).toContain(`<b>Получена:</b> ${shown}`);
    const row = await waitFor('the sheet row', async () => rowsOfLead(await fakeSpreadsheet(sheet.spreadsheetId), answer.body.id)[0]);
    expect(cellText(row[SHEET_HEADER.indexOf('Дата')])).toBe(shown);
  }, 120_000);
});

describe('a consultation request', () => {
  it('needs no doctor or slot, and checks the phone as the widget does', async () => {
    const clinic = await newClinic();
    const ok = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientPhone: '87011234567' }) });
    expect(ok.status).toBe(201);
    const bad = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientPhone: '+7 999 12' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.messages).toEqual(['Введите номер телефона']);
    const unknown = await api('POST', '/api/ticket', { body: ticketOf('no-such-clinic') });
    expect(unknown.status).toBe(404);
  });
});

describe('tenancy', () => {
  it('keeps one clinic out of another clinic’s leads and integrations', async () => {
    const owner = await newClinic();
    const other = await newClinic();
    await addProvenDestinations(owner, { email: ['owner@clinic.test'] });
    const created = await api('POST', '/api/ticket', { body: ticketOf(owner.clinicId) });
    expect(created.status).toBe(201);

    expect(await allLeads(other)).toEqual([]);
    expect((await api('DELETE', `/api/google?id=${created.body.id}`, { token: other.token })).status).toBe(404);
    expect((await api('POST', '/api/ticket/resend', { token: other.token, body: { id: created.body.id, channel: 'mail' } })).status).toBe(
      404,
    );
    expect((await api('GET', '/api/integration', { token: other.token })).body.email).toEqual([]);
    expect((await api('DELETE', '/api/integration?integration=email&id=owner@clinic.test', { token: other.token })).body.email).toEqual([]);
    expect((await api('GET', '/api/integration', { token: owner.token })).body.email).toHaveLength(1);
    expect(await allLeads(owner)).toHaveLength(1);
  });
});

describe('integrations', () => {
  it('normalises entries, computes completeness, reads "нет ключа интеграции" as empty and deletes by id or value', async () => {
    const clinic = await newClinic();
    const saved = await putIntegrations(clinic, {
      webSite: [{ text: 'https://www.Smile.ru/prices?x=1' }],
      ident: [{ name: 'Филиал' }],
      email: [{ text: 'A@Clinic.test' }, { text: 'a@clinic.test' }, { text: 'broken@' }],
      metric: [{ id: '12345678' }],
      macDent: 'нет ключа интеграции',
    });
    expect(saved.webSite).toEqual([expect.objectContaining({ text: 'www.smile.ru', active: true })]);
    expect(saved.ident[0].id).toMatch(/^[a-z0-9!_#(){}*.]{25}$/);
    expect(saved.email.map((entry: { text: string; active: boolean }) => [entry.text, entry.active])).toEqual([
      ['a@clinic.test', true],
      ['broken@', false],
    ]);
    expect(saved.macDent).toEqual([]);
    expect(Object.keys(saved).sort()).toEqual([
      'amoCrm',
      'dentalPro',
      'email',
      'externalLink',
      'google',
      'ident',
      'macDent',
      'metric',
      'misSync',
      'outcomes',
      'sms',
      'telegram',
      'version',
      'webSite',
    ]);

    const kept = await putIntegrations(clinic, { externalLink: [{ link: 'https://t.me/clinic' }] });
    expect(kept.webSite).toEqual(saved.webSite);

    const afterDelete = (
      await api('DELETE', `/api/integration?integration=email&id=${encodeURIComponent('broken@')}`, { token: clinic.token })
    ).body;
    expect(afterDelete.email.map((entry: { text: string }) => entry.text)).toEqual(['a@clinic.test']);
    const byId = (await api('DELETE', `/api/integration?integration=webSite&id=${saved.webSite[0]._id}`, { token: clinic.token })).body;
    expect(byId.webSite).toEqual([]);
  });

  it('sends a Telegram test message, follows a migrated group and explains a kicked bot', async () => {
    const clinic = await newClinic();
    const group = uniqueGroupId();
    const moved = uniqueGroupId();
    const kicked = uniqueGroupId();
    await addProvenDestinations(clinic, {
      telegram: [
        { id: group, name: 'Админы' },
        { id: kicked, name: 'Старая' },
      ],
    });

    const sent = await api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: group } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, chatId: group });
    expect((await fakeMessages(group))[0]!.text).toContain('Тестовое сообщение');

    await fakeControl('chats', { id: group, state: 'migrated', migrateTo: moved });
    const followed = await api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: group } });
    expect(followed.body).toEqual({ ok: true, chatId: moved });
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.telegram[0]).toMatchObject({ id: moved, name: 'Админы' });

    await fakeControl('chats', { id: kicked, state: 'kicked' });
    const refused = await api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: kicked } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/Бот удалён из группы «Старая»/);
    // How to add it back, with the bot's name.
    expect(refused.body.error.message).toMatch(/«Добавить участников», найдите @\w+ и добавьте/);
  });
});
