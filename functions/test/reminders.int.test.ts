// Visit reminders (issue 26 §2), end to end through the runtime: the booking writes its reminders (24 h and 2 h
// before, on the clinic's clock), the reminder schedule (every second here, SCHEDULE_SPEED=60) finds a due one on
// gsi1 and queues it, the consumer sends it by e-mail and SMS once however often its message comes; a cancelled
// visit has none left (a stale message sends nothing); a moved visit's reminders are for its new time. A reminder's
// time is brought forward by moving its place in the due index (as if the hours had passed). One clinic for the file.
import { wallTimeInstant } from '../../shared/domain/reminders';
import { api } from './api';
import { allLeads, clinicWithSms, closeTestClients, mailsTo, slotAt, smsApiKey, ticketOf, waitFor, type TestClinic } from './leads-support';
import { reminderSupport, smsTo } from './reminder-support';

afterAll(closeTestClients);
const reminders = reminderSupport();
const apiKey = smsApiKey();

let clinic: TestClinic;
let doctorId: string;

beforeAll(async () => {
  ({ clinic, doctorId } = await clinicWithSms(apiKey));
});

let run = 0;
/** A unique patient: e-mail and phone (its SMS allowance is its own). */
function patient() {
  run++;
  const digits = `${Date.now() % 1e5}`.padStart(5, '0') + `${run}`.padStart(2, '0');
  return {
    email: `reminded-${Date.now()}-${run}@mail.example`,
    phone: `+7 917 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`,
    number: `7917${digits}`,
  };
}

async function book(planStart: string, who: ReturnType<typeof patient>): Promise<string> {
  const answer = await api('POST', '/api/ticket', {
    body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart: planStart, ClientEmail: who.email, ClientPhone: who.phone }),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

const reminderMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Напоминаем о визите'));
const reminderSms = async (number: string) => (await smsTo(number, apiKey)).filter((sms) => sms.text.startsWith('Напоминаем о визите'));
const tokenOf = async (email: string) => {
  const letter = await waitFor('the confirmation letter', async () =>
    (await mailsTo(email)).find((mail) => mail.subject.startsWith('Вы записаны')),
  );
  return /#token=([A-Za-z0-9._-]+)/.exec(letter.body.text ?? '')![1]!;
};
const drained = () => waitFor('the reminder queue drained', () => reminders.queueDrained(), { timeoutMs: 60_000, everyMs: 500 });

describe('visit reminders', () => {
  it('are written with the booking at 24 h and 2 h before on the clinic clock, and a due one goes once by e-mail and SMS', async () => {
    const who = patient();
    const planStart = slotAt(3, 2);
    const leadId = await book(planStart, who);
    const stored = await reminders.remindersOf(clinic.clinicId, leadId);
    const visit = wallTimeInstant(planStart, 'Europe/Moscow');
    expect(stored.map(({ hours, planStart: start, dueAt }) => ({ hours, start, dueAt }))).toEqual([
      { hours: 24, start: planStart, dueAt: visit - 24 * 3_600_000 },
      { hours: 2, start: planStart, dueAt: visit - 2 * 3_600_000 },
    ]);
    expect(stored.every((item) => item.gsi1sk?.startsWith(new Date(item.dueAt).toISOString()))).toBe(true);

    await reminders.makeDue(stored[0]!);
    // The same reminder queued twice more by hand, as a redelivered message or a second schedule run would.
    await reminders.enqueue(stored[0]!);
    await reminders.enqueue(stored[0]!);
    await waitFor('the 24-hour reminder sent', async () => (await reminders.remindersOf(clinic.clinicId, leadId))[0]?.sentAt);
    await drained();

    const [date, time] = planStart.split('T') as [string, string];
    const mails = await reminderMails(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain('Иванов Иван Иванович');
    expect(mails[0]!.body.text).toContain(`${date.slice(8, 10)}.${date.slice(5, 7)}`);
    expect(mails[0]!.body.text).toContain('/visit#token=');
    const sms = await reminderSms(who.number);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ from: 'Ulybka', text: expect.stringContaining(`${date.slice(8, 10)}.${date.slice(5, 7)} в ${time}`) });
    // Sent, it left the due index; the 2-hour one still waits there for its time.
    const after = await reminders.remindersOf(clinic.clinicId, leadId);
    expect(after[0]!.gsi1sk).toBeUndefined();
    expect(after[1]!.gsi1sk).toBeDefined();
    // 'Заявки' tells it once, by channel, though its message came three times.
    const lead = (await allLeads(clinic)).find((item) => item._id === leadId);
    expect(lead?.reminders).toEqual([{ hours: 24, at: after[0]!.sentAt, planStart, mail: 'sent', sms: 'sent' }]);
  });

  it('are removed with the cancel, and a message queued before it sends nothing', async () => {
    const who = patient();
    const planStart = slotAt(4, 3);
    const leadId = await book(planStart, who);
    const [stored] = await reminders.remindersOf(clinic.clinicId, leadId);
    expect(stored).toBeDefined();
    const token = await tokenOf(who.email);
    expect((await api('POST', '/api/visit/cancel', { body: { token } })).status).toBe(200);
    expect(await reminders.remindersOf(clinic.clinicId, leadId)).toEqual([]);
    const lead = (await allLeads(clinic)).find((item) => item._id === leadId);
    expect(lead).toMatchObject({ PlanStart: planStart, visitChange: { kind: 'cancelled', from: planStart, at: expect.any(String) } });

    await reminders.enqueue(stored!);
    await drained();
    expect(await reminderMails(who.email)).toEqual([]);
    expect(await reminderSms(who.number)).toEqual([]);
  });

  it('follow a moved visit to its new time; the old time is never reminded', async () => {
    const who = patient();
    const first = slotAt(5, 2);
    const leadId = await book(first, who);
    const [old] = await reminders.remindersOf(clinic.clinicId, leadId);
    const token = await tokenOf(who.email);
    const target = slotAt(6, 5);
    expect((await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: target } })).status).toBe(200);

    const moved = await reminders.remindersOf(clinic.clinicId, leadId);
    const visit = wallTimeInstant(target, 'Europe/Moscow');
    expect(moved.map(({ hours, planStart, dueAt }) => ({ hours, planStart, dueAt }))).toEqual([
      { hours: 24, planStart: target, dueAt: visit - 24 * 3_600_000 },
      { hours: 2, planStart: target, dueAt: visit - 2 * 3_600_000 },
    ]);
    await reminders.enqueue(old!);
    await reminders.makeDue(moved[1]!);
    await waitFor('the new time reminded', async () => (await reminders.remindersOf(clinic.clinicId, leadId))[1]?.sentAt);
    await drained();

    const [date, time] = target.split('T') as [string, string];
    const sms = await reminderSms(who.number);
    expect(sms.map((message) => message.text)).toEqual([expect.stringContaining(`${date.slice(8, 10)}.${date.slice(5, 7)} в ${time}`)]);
    const mails = await reminderMails(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(time);
  });

  it('are not sent to a patient whose data was erased, and the reminder is dropped', async () => {
    const who = patient();
    const leadId = await book(slotAt(8, 2), who);
    const [stored] = await reminders.remindersOf(clinic.clinicId, leadId);
    let done = false;
    while (!done) {
      const answer = await api('POST', '/api/patient/erase', { token: clinic.token, body: { phone: who.phone } });
      expect(answer.status).toBe(200);
      done = answer.body.done === true;
    }
    await reminders.makeDue(stored!);
    await waitFor('the reminder dropped', async () => (await reminders.remindersOf(clinic.clinicId, leadId)).length === 1);
    await drained();
    expect(await reminderMails(who.email)).toEqual([]);
    expect(await reminderSms(who.number)).toEqual([]);
  });

  it('hours are the clinic’s: refused in Russian at the field when out of the rule, kept when right', async () => {
    const version = (await api('GET', '/api/clinic', { token: clinic.token })).body.version;
    const bad = await api('PUT', '/api/clinic', { token: clinic.token, body: { version, reminderHours: [24, 24] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Два напоминания в одно время');
    const tooFar = await api('PUT', '/api/clinic', { token: clinic.token, body: { version, reminderHours: [200] } });
    expect(JSON.stringify(tooFar.body)).toContain('от 1 до 168');
    const saved = await api('PUT', '/api/clinic', { token: clinic.token, body: { version, reminderHours: [3, 48] } });
    expect(saved.status).toBe(200);
    expect(saved.body.reminderHours).toEqual([48, 3]);
    const who = patient();
    const leadId = await book(slotAt(7, 4), who);
    expect((await reminders.remindersOf(clinic.clinicId, leadId)).map((item) => item.hours)).toEqual([48, 3]);
  });
});
