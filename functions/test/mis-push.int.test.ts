// A widget booking of an MIS doctor pushed back to the MIS, end to end through the runtime (ticket → SNS →
// lead-mis queue → consumer) against the DentalPRO and MacDent fakes: the appointment at the booked time with
// a green status; a time taken in the MIS meanwhile → a clear final status; a 500 then success, an answer
// lost after the MIS booked, and redelivered messages → still one appointment; other leads get no MIS status.
import type { SQSEvent } from 'aws-lambda';
import { timeOf } from '../../shared/domain/schedule';
import { MIS_OK_TEXT } from '../../shared/schemas/leads';
import type { WidgetData } from '../../shared/schemas/widget';
import { handler as leadMisConsumer } from '../integrations/mis/consumer';
import { MIS_TEXTS } from '../domain/mis/push';
import { DENTALPRO_PAUSE_MS } from '../mis/dentalpro';
import { syncScheduledMis } from '../domain/mis/scheduled-sync';
import { api } from './api';
import { allLeads, closeTestClients, ticketOf, waitFor, type TestClinic } from './leads-support';
import {
  bookInDentalPro,
  clinicWithDentalPro,
  clinicWithMacDent,
  dentalProAccount,
  failDentalPro,
  failMacDent,
  macDentAccount,
  macDentCall,
  mapMisDoctors,
  useMisInProcess,
  widgetBooking,
  widgetDoctorsOf,
  type MisClinic,
} from './mis-support';

beforeAll(useMisInProcess);
afterAll(closeTestClients);
// Retries in the test runtime come back after 1-2 s; a consumer killed by its time limit on a busy machine
// hands its message back after the queue's visibility timeout: the waits allow for one such round.
const slowIt = (name: string, test: () => Promise<void>) => it(name, test, 150_000);

/** The MIS sync, then the clinic's mapping of each new doctor (services, one address), without which none is offered. */
async function syncAndMap(clinic: TestClinic): Promise<void> {
  await syncScheduledMis(clinic.clinicId);
  await mapMisDoctors(clinic);
}

/** Syncs the clinic's MIS (mapping its new doctors) and books the first free slot of the named doctor in the widget: the lead's id and slot. */
async function bookMisDoctor(clinic: TestClinic, namePrefix: string, pick = 0): Promise<{ leadId: string; planStart: string }> {
  await syncAndMap(clinic);
  const doctor = (await widgetDoctorsOf(clinic)).find((candidate) => candidate.name.startsWith(namePrefix));
  if (!doctor) throw new Error(`${namePrefix} is not offered in the widget`);
  const [date, times] = Object.entries(doctor.slots).sort(([a], [b]) => a.localeCompare(b))[1]!;
  const planStart = `${date}T${times[pick]}`;
  const answer = await api('POST', '/api/ticket', {
    body: widgetBooking(clinic.clinicId, doctor, planStart, { ClientFullName: 'Орлова Вера', ClientPhone: '+7 912 345-67-89' }),
  });
  expect(answer.status).toBe(201);
  return { leadId: answer.body.id as string, planStart };
}

async function misStatusOf(clinic: TestClinic, leadId: string, accept: (value: string) => boolean): Promise<string> {
  return waitFor(
    `mis status of ${leadId}`,
    async () => {
      const lead = (await allLeads(clinic)).find((item) => item._id === leadId);
      const values = Object.values(lead?.statusSend.mis ?? {});
      return values.length === 1 && accept(values[0]!) && values[0]!;
    },
    { timeoutMs: 90_000 },
  );
}

const plus30 = (time: string) => timeOf(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + 30);
const isFinal = (value: string) => !value.startsWith('отправляется');

/** The consumer run in this process on the lead's message, as SQS would hand it over again. */
async function redeliver(clinic: TestClinic, leadId: string): Promise<void> {
  const lead = (await allLeads(clinic)).find((item) => item._id === leadId)!;
  const event = {
    Records: [
      {
        messageId: `again-${leadId}`,
        receiptHandle: 'in-process',
        body: JSON.stringify({ userId: clinic.clinicId, createdAt: lead.createdAt, id: leadId }),
        attributes: { ApproximateReceiveCount: '2' },
        eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:lead-mis',
      },
    ],
  } as unknown as SQSEvent;
  expect((await leadMisConsumer(event)).batchItemFailures).toEqual([]);
}

describe('DentalPRO: a widget booking becomes a record', () => {
  let clinic: MisClinic;
  beforeAll(async () => {
    clinic = await clinicWithDentalPro();
  });

  const recordsOfLead = async (leadId: string) =>
    (await dentalProAccount(clinic)).records.filter((record) => (record.comment ?? '').includes(leadId));

  slowIt('books the patient at the booked time; the status is green; leads of other doctors get no MIS status', async () => {
    const { leadId, planStart } = await bookMisDoctor(clinic, 'Смирнов');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    const { clients } = await dentalProAccount(clinic);
    // DentalTelegramBot's calls: a card with surname, name and phone, a record at HH:MM:SS with a 30-minute type.
    expect(clients).toEqual([{ id: expect.any(Number), surname: 'Орлова', name: 'Вера', phone: '79123456789' }]);
    const records = await recordsOfLead(leadId);
    expect(records).toEqual([
      expect.objectContaining({
        doctorId: '2',
        date: planStart.slice(0, 10),
        timeStart: `${planStart.slice(11)}:00`,
        timeEnd: `${plus30(planStart.slice(11))}:00`,
        clientId: clients[0]!.id,
        appointmentId: 86,
      }),
    ]);
    // The same phone books again: DentalPRO's client_by_phone finds the card, no second one is made.
    const again = await bookMisDoctor(clinic, 'Смирнов', 8);
    expect(await misStatusOf(clinic, again.leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect((await dentalProAccount(clinic)).clients).toEqual(clients);
    expect(await recordsOfLead(again.leadId)).toEqual([expect.objectContaining({ clientId: clients[0]!.id })]);
    // The booked cells are no longer free time, so the next sync takes them out of the widget too.
    await syncAndMap(clinic);
    const therapist = (await widgetDoctorsOf(clinic)).find((doctor) => doctor.name.startsWith('Смирнов'))!;
    expect(therapist.slots[planStart.slice(0, 10)]).not.toContain(planStart.slice(11));

    const manual = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId) });
    expect(manual.status).toBe(201);
    await waitFor('the request delivered elsewhere', async () => {
      const lead = (await allLeads(clinic)).find((item) => item._id === manual.body.id);
      return lead?.statusSend.google !== undefined && lead;
    });
    await redeliver(clinic, manual.body.id);
    expect((await allLeads(clinic)).find((item) => item._id === manual.body.id)!.statusSend.mis).toBeUndefined();
  });

  slowIt('says the time is taken when the MIS booked it meanwhile, without retrying', async () => {
    await syncAndMap(clinic);
    const therapist = (await widgetDoctorsOf(clinic)).find((doctor) => doctor.name.startsWith('Смирнов'))!;
    const [date, times] = Object.entries(therapist.slots).sort(([a], [b]) => a.localeCompare(b))[2]!;
    const time = times[0]!;
    // Another channel of the clinic takes the time in DentalPRO; our widget still offers it until the next sync.
    const other = await bookInDentalPro(clinic, { doctor_id: '2', date, time_begin: time, time_end: plus30(time) });
    expect(other.status).toBe(true);
    const answer = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, {
        action: 'Запись',
        doctorId: therapist._id,
        DoctorService: 'Пломба',
        PlanStart: `${date}T${time}`,
      }),
    });
    expect(answer.status).toBe(201);
    expect(await misStatusOf(clinic, answer.body.id, isFinal)).toBe(MIS_TEXTS.slotTaken);
    expect(await recordsOfLead(answer.body.id)).toEqual([]);
    const creates = (await dentalProAccount(clinic)).calls.filter((call) => call.method === 'records/create');
    await redeliver(clinic, answer.body.id);
    expect((await dentalProAccount(clinic)).calls.filter((call) => call.method === 'records/create')).toHaveLength(creates.length);
  });

  slowIt('retries a 500 with backoff and then books once', async () => {
    await failDentalPro(clinic, 'http500', ['records/create']);
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов', 2);
    expect(await misStatusOf(clinic, leadId, (value) => value.includes('HTTP 500'))).toMatch(
      /^отправляется \(повтор: МИС недоступна, повторим/,
    );
    expect(await recordsOfLead(leadId)).toEqual([]);
    await failDentalPro(clinic, 'none');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect(await recordsOfLead(leadId)).toHaveLength(1);
  });

  slowIt("says why the MIS refused, and 'Отправить повторно' books it once the MIS takes it; a delivered one stays one", async () => {
    await failDentalPro(clinic, 'badAuth', ['client_by_phone']);
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов', 6);
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(`${MIS_TEXTS.refused}: Неверный token или secret`);
    expect(await recordsOfLead(leadId)).toEqual([]);
    await failDentalPro(clinic, 'none');

    const resend = () => api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: leadId, channel: 'mis' } });
    const reopened = await resend();
    expect(reopened.status).toBe(200);
    expect(Object.values(reopened.body.statusSend.mis)).toEqual(['отправляется']);
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect((await resend()).status).toBe(200);
    await redeliver(clinic, leadId);
    expect(await recordsOfLead(leadId)).toHaveLength(1);

    const request = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId) });
    const refused = await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id: request.body.id, channel: 'mis' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'CHANNEL_NOT_CONFIGURED', message: expect.stringMatching(/в МИС передавать нечего/) });
  });

  slowIt('books once when the answer to a made record was lost, and when the message comes again', async () => {
    await failDentalPro(clinic, 'dropAnswer', ['records/create']);
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов', 4);
    // The first create booked the cells and its answer never came: the retry finds the record
    // (i/client/records by client_id, its dateStart) instead of booking again or calling the time taken.
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    await failDentalPro(clinic, 'none');
    await Promise.all([redeliver(clinic, leadId), redeliver(clinic, leadId)]);
    expect(await recordsOfLead(leadId)).toHaveLength(1);
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
  });

  slowIt('waits out a 429 (DentalPRO called too fast) and books once', async () => {
    // The account's calls are shared with the earlier tests (their 500s, and 429s of calls made too fast):
    // only this test's calls are read.
    const earlier = (await dentalProAccount(clinic)).calls.length;
    await failDentalPro(clinic, 'tooManyRequests', ['records/create'], 1);
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов', 10);
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect(await recordsOfLead(leadId)).toHaveLength(1);
    const creates = (await dentalProAccount(clinic)).calls.slice(earlier).filter((call) => call.method === 'records/create');
    const refused = creates.findIndex((call) => call.status === 429);
    expect(creates[refused + 1]).toMatchObject({ status: 200 });
    expect(Date.parse(creates[refused + 1]!.at) - Date.parse(creates[refused]!.at)).toBeGreaterThanOrEqual(DENTALPRO_PAUSE_MS);
  });
});

describe('DentalPRO: one patient card, however the booking goes', () => {
  slowIt('finds the card a patient already has by the phone, and makes none after a lost answer to a new card', async () => {
    const clinic = await clinicWithDentalPro({ clients: [{ surname: 'Орлова', name: 'Вера', phone: '7 (912) 345-67-89' }] });
    const [existing] = (await dentalProAccount(clinic)).clients;
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect((await dentalProAccount(clinic)).clients).toEqual([existing]);
    expect((await dentalProAccount(clinic)).records).toEqual([expect.objectContaining({ clientId: existing!.id })]);

    const fresh = await clinicWithDentalPro();
    await failDentalPro(fresh, 'dropAnswer', ['records/createClient']);
    const lost = await bookMisDoctor(fresh, 'Смирнов');
    expect(await misStatusOf(fresh, lost.leadId, isFinal)).toBe(MIS_OK_TEXT);
    const account = await dentalProAccount(fresh);
    expect(account.clients).toHaveLength(1);
    expect(account.records).toEqual([expect.objectContaining({ clientId: account.clients[0]!.id })]);
  });

  slowIt('says so when the doctor has no reception type to book with', async () => {
    const doctors = [
      { id: '2', surname: 'Смирнов', name: 'Алексей', second_name: 'Петрович', departments: { '2': 'Терапевты' }, receptionTypes: [] },
    ];
    const clinic = await clinicWithDentalPro({ doctors });
    const { leadId } = await bookMisDoctor(clinic, 'Смирнов');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_TEXTS.noReceptionType);
    expect((await dentalProAccount(clinic)).records).toEqual([]);
  });
});

/** The clinic's 'Пломба' lasts 60 minutes (issue 26): the widget offers its own starts and the MIS is booked for the hour. */
async function hourLongFilling(clinic: TestClinic): Promise<void> {
  const version = (await api('GET', '/api/setting', { token: clinic.token })).body.version;
  const answer = await api('PUT', '/api/setting', {
    token: clinic.token,
    body: { version, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500', duration: 60 }] } }, renaming: {} },
  });
  expect(answer.status).toBe(200);
}

/** Books `namePrefix` for the hour-long filling at its first hour-long start of the second day; checks the last half-hour before lunch is not offered for it. */
async function bookFillingHour(clinic: TestClinic, namePrefix: string): Promise<{ leadId: string; planStart: string }> {
  await hourLongFilling(clinic);
  await syncAndMap(clinic);
  const doctor = (await api<WidgetData>('GET', `/api/widget?id=${clinic.clinicId}`)).body.doctors.find((item) =>
    item.name.startsWith(namePrefix),
  )!;
  const [date, hours] = Object.entries(doctor.slotsByDuration['60']!).sort(([a], [b]) => a.localeCompare(b))[1]!;
  expect(hours).not.toContain('12:30');
  expect(hours).toContain('12:00');
  const noRoom = await api('POST', '/api/ticket', {
    body: widgetBooking(clinic.clinicId, doctor, `${date}T12:30`, { DoctorService: 'Пломба, 4 500 ₽', ClientPhone: '+7 912 345-67-80' }),
  });
  expect(noRoom.status).toBe(409);
  const planStart = `${date}T${hours[0]}`;
  const answer = await api('POST', '/api/ticket', {
    body: widgetBooking(clinic.clinicId, doctor, planStart, { DoctorService: 'Пломба, 4 500 ₽', ClientPhone: '+7 912 345-67-81' }),
  });
  expect(answer.status).toBe(201);
  return { leadId: answer.body.id as string, planStart };
}

const plus60 = (time: string) => timeOf(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + 60);

describe('a service of 60 minutes is booked in the MIS for 60 minutes', () => {
  slowIt('DentalPRO: time_end an hour after time_start, with the doctor’s hour-long reception type', async () => {
    const clinic = await clinicWithDentalPro();
    const { leadId, planStart } = await bookFillingHour(clinic, 'Смирнов');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    const records = (await dentalProAccount(clinic)).records.filter((record) => (record.comment ?? '').includes(leadId));
    expect(records).toEqual([
      expect.objectContaining({
        date: planStart.slice(0, 10),
        timeStart: `${planStart.slice(11)}:00`,
        timeEnd: `${plus60(planStart.slice(11))}:00`,
        appointmentId: 25,
      }),
    ]);
  });

  slowIt('MacDent: zapis/add ends an hour after it starts', async () => {
    const clinic = await clinicWithMacDent();
    const { leadId, planStart } = await bookFillingHour(clinic, 'Жукова');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    const dotted = (date: string, time: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${time}:00`;
    const date = planStart.slice(0, 10);
    expect((await macDentAccount(clinic.macDentToken)).zapisi).toEqual([
      expect.objectContaining({ start: dotted(date, planStart.slice(11)), end: dotted(date, plus60(planStart.slice(11))) }),
    ]);
  });
});

describe('MacDent: a widget booking becomes a zapis with its filial', () => {
  let clinic: TestClinic & { macDentToken: string };
  beforeAll(async () => {
    clinic = await clinicWithMacDent();
  });

  const zapisiOfPatientAt = async (start: string) =>
    (await macDentAccount(clinic.macDentToken)).zapisi.filter((zapis) => zapis.start === start);
  const dotted = (planStart: string) =>
    `${planStart.slice(8, 10)}.${planStart.slice(5, 7)}.${planStart.slice(0, 4)} ${planStart.slice(11)}:00`;

  slowIt('finds or adds the patient and books zapis/add at the booked time, clinic-local, with the filial', async () => {
    const { leadId, planStart } = await bookMisDoctor(clinic, 'Жукова');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    const account = await macDentAccount(clinic.macDentToken);
    expect(account.patients).toEqual([expect.objectContaining({ name: 'Орлова Вера', phone: '79123456789' })]);
    expect(await zapisiOfPatientAt(dotted(planStart))).toEqual([
      expect.objectContaining({ doctor: 23273, patient: account.patients[0]!.id, filial: 200, status: 'PLANNED' }),
    ]);
    // The same phone books again: the patient is found, not added twice.
    const second = await bookMisDoctor(clinic, 'Жукова', 3);
    expect(await misStatusOf(clinic, second.leadId, isFinal)).toBe(MIS_OK_TEXT);
    expect((await macDentAccount(clinic.macDentToken)).patients).toHaveLength(1);
  });

  slowIt('says the time is taken when MacDent has it booked meanwhile', async () => {
    await syncAndMap(clinic);
    const doctor = (await widgetDoctorsOf(clinic)).find((candidate) => candidate.name.startsWith('Жукова'))!;
    const [date, times] = Object.entries(doctor.slots).sort(([a], [b]) => a.localeCompare(b))[2]!;
    const planStart = `${date}T${times[1]}`;
    const patient = await macDentCall(clinic.macDentToken, 'patient/add', { name: 'Другой пациент', phone: '70000000000' });
    const start = dotted(planStart);
    const taken = await macDentCall(clinic.macDentToken, 'zapis/add', {
      doctor: '23273',
      patient: String(patient.patient!.id),
      start,
      end: `${start.slice(0, 11)}${plus30(start.slice(11, 16))}:00`,
      filial: '200',
    });
    expect(taken.response).toBe(1);
    const answer = await api('POST', '/api/ticket', {
      body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId: doctor._id, DoctorService: 'Пломба', PlanStart: planStart }),
    });
    expect(answer.status).toBe(201);
    expect(await misStatusOf(clinic, answer.body.id, isFinal)).toBe(MIS_TEXTS.slotTaken);
    expect(await zapisiOfPatientAt(start)).toHaveLength(1);
  });

  slowIt('retries a 500 then books once, and a redelivered message books nothing more', async () => {
    await failMacDent(clinic.macDentToken, 'http500', ['zapis/add']);
    const { leadId, planStart } = await bookMisDoctor(clinic, 'Жукова', 5);
    expect(await misStatusOf(clinic, leadId, (value) => value.includes('HTTP 500'))).toMatch(/^отправляется \(повтор: МИС недоступна/);
    await failMacDent(clinic.macDentToken, 'none');
    expect(await misStatusOf(clinic, leadId, isFinal)).toBe(MIS_OK_TEXT);
    await Promise.all([redeliver(clinic, leadId), redeliver(clinic, leadId)]);
    expect(await zapisiOfPatientAt(dotted(planStart))).toHaveLength(1);
  });
});
