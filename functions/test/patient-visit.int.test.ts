// The patient's e-mail, confirmation letter and visit link (issue 26 §2-3): a booking with an e-mail mails the
// patient a letter with the visit's .ics and link; the link reads that visit only, cancels it (its slot is
// offered again at once) and moves it in one transaction (a booking of the new time made first wins, the old
// time stays booked). One clinic for the file.
import { api } from './api';
import { addBookableDoctor, mailsTo, newClinic, slotAt, ticketOf, waitFor, type StoredMail, type TestClinic } from './leads-support';

let clinic: TestClinic;
let doctorId: string;

beforeAll(async () => {
  clinic = await newClinic();
  doctorId = await addBookableDoctor(clinic);
});

const uniqueEmail = () => `patient-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.example`;

async function book(planStart: string, overrides: Record<string, string> = {}) {
  const ticket = ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart: planStart, ...overrides });
  return api('POST', '/api/ticket', { body: ticket });
}

interface MailWithFiles extends StoredMail {
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

async function letterTo(address: string, subjectStart: string): Promise<MailWithFiles> {
  return waitFor(`a letter '${subjectStart}' to ${address}`, async () => {
    const found = (await mailsTo(address)) as MailWithFiles[];
    return found.find((mail) => mail.subject.startsWith(subjectStart));
  });
}

const tokenOf = (mail: StoredMail) => /#token=([A-Za-z0-9._-]+)/.exec(mail.body.text ?? '')![1]!;

async function freeStarts(date: string): Promise<string[]> {
  const widget = await api('GET', `/api/widget?id=${clinic.clinicId}`);
  const doctor = widget.body.doctors.find((item: { _id: string }) => item._id === doctorId);
  return doctor?.slots[date] ?? [];
}

describe("the patient's confirmation and visit link", () => {
  it('a booking with an e-mail mails the patient the visit with its .ics and link; the link cancels it and frees the slot', async () => {
    const email = uniqueEmail();
    const planStart = slotAt(3, 2);
    const [date, time] = planStart.split('T') as [string, string];
    expect((await book(planStart, { ClientEmail: email })).status).toBe(201);
    expect(await freeStarts(date)).not.toContain(time);

    const letter = await letterTo(email, 'Вы записаны на приём');
    expect(letter.body.text).toContain('Иванов Иван Иванович');
    expect(letter.body.text).toContain('Москва, ул. Тестовая, 1');
    expect(letter.body.text).toContain('(время клиники, UTC+3)');
    const ics = Buffer.from(letter.attachments!.find((file) => file.filename === 'visit.ics')!.content, 'base64').toString('utf8');
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const utc = `${date.replaceAll('-', '')}T${String(hours - 3).padStart(2, '0')}${String(minutes).padStart(2, '0')}00Z`;
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toContain('DURATION:PT30M');

    const token = tokenOf(letter);
    const visit = await api('POST', '/api/visit', { body: { token } });
    expect(visit.status).toBe(200);
    expect(visit.body).toMatchObject({ planStart, doctorName: 'Иванов Иван Иванович', clinicName: 'Клиника Тест', minutes: 30 });

    const cancelled = await api('POST', '/api/visit/cancel', { body: { token } });
    expect(cancelled.status).toBe(200);
    expect(await freeStarts(date)).toContain(time);
    const again = await api('POST', '/api/visit', { body: { token } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('VISIT_CANCELLED');
    expect((await api('POST', '/api/visit/cancel', { body: { token } })).body.error.code).toBe('VISIT_CANCELLED');
    await letterTo(email, 'Запись отменена');
  });

  it('refuses a tampered link, one pointed at another lead or clinic, with a Russian reason and no data', async () => {
    const email = uniqueEmail();
    expect((await book(slotAt(4, 1), { ClientEmail: email })).status).toBe(201);
    const token = tokenOf(await letterTo(email, 'Вы записаны на приём'));
    const [leadId, clinicId, mac] = token.split('.') as [string, string, string];
    const other = await newClinic();
    for (const forged of [
      `${leadId}.${clinicId}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${leadId}.${other.clinicId}.${mac}`,
      `${leadId.slice(0, -1)}${leadId.endsWith('0') ? '1' : '0'}.${clinicId}.${mac}`,
    ]) {
      const answer = await api('POST', '/api/visit', { body: { token: forged } });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'VISIT_LINK_INVALID', message: expect.stringContaining('Ссылка недействительна') });
      expect(JSON.stringify(answer.body)).not.toContain('Иванов');
    }
  });

  it('moves the visit in one transaction; a booking of the new time made first wins and the old time stays booked', async () => {
    const email = uniqueEmail();
    const first = slotAt(5, 4);
    const [date, firstTime] = first.split('T') as [string, string];
    expect((await book(first, { ClientEmail: email })).status).toBe(201);
    const token = tokenOf(await letterTo(email, 'Вы записаны на приём'));

    const taken = slotAt(5, 6);
    expect((await book(taken, { ClientPhone: '+7 999 000-00-01' })).status).toBe(201);
    const refused = await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: taken } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SLOT_TAKEN');
    expect((await api('POST', '/api/visit', { body: { token } })).body.planStart).toBe(first);
    expect(await freeStarts(date)).not.toContain(firstTime);

    const target = slotAt(5, 8);
    const moved = await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: target } });
    expect(moved.status).toBe(200);
    expect(moved.body.planStart).toBe(target);
    const starts = await freeStarts(date);
    expect(starts).toContain(firstTime);
    expect(starts).not.toContain(target.split('T')[1]);
    await letterTo(email, 'Запись перенесена');
  });

  it('refuses a new time that is not a free start of the doctor, at its field, in Russian', async () => {
    const email = uniqueEmail();
    expect((await book(slotAt(6, 3), { ClientEmail: email })).status).toBe(201);
    const token = tokenOf(await letterTo(email, 'Вы записаны на приём'));
    const bad = await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: 'завтра' } });
    expect(bad.status).toBe(400);
    const past = await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: slotAt(-1, 3) } });
    expect(past.status).toBe(409);
    expect(past.body.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a malformed patient e-mail at its field', async () => {
    const answer = await book(slotAt(7, 1), { ClientEmail: 'anna@' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Проверьте e-mail');
  });
});
