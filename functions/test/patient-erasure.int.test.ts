// Issue 28 §2: a clinic finds one patient's records by phone and erases them; afterwards no item of the table holds
// the phone (in any format) or the name, the other patient's lead is untouched, the outside systems the leads went
// to are listed, and the erasure is on record (who, when, the phone's hash). A lead stored before the phone index is
// found and erased too (the clinic's leads are indexed on its first look-up).
import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CURRENT_CONSENT } from '../../shared/domain/consent/versions';
import { RETENTION_MESSAGE } from '../../shared/domain/patient-data/retention';
import { GOOGLE_OK_TEXT } from '../../shared/schemas/leads';
import type { PatientErased } from '../../shared/schemas/patient-data';
import { api, type ApiAnswer } from './api';
import { connectGoogle } from './google-support';
import {
  addBookableDoctor,
  addProvenDestinations,
  allLeads,
  newClinic,
  sendBooking,
  slotAt,
  ticketOf,
  waitFor,
  type TestClinic,
} from './leads-support';
import { createQuiz, dentalQuizBody, quizSendOf } from './quiz-support';
import { storedLead } from './stored-lead';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();

/** A phone no other test uses: '9' and nine random digits. */
function uniquePhone() {
  const national = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const formatted = `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
  return { national, formatted, eight: `8${national}`, seven: `7${national}` };
}

async function everyItem(): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Items whose keys or values hold any of the texts. */
const holding = (items: Array<Record<string, unknown>>, texts: string[]) =>
  items.filter((item) => {
    const text = JSON.stringify(item);
    return texts.some((needle) => text.includes(needle));
  });

describe('erasing one patient by phone (issue 28 §2)', () => {
  let clinic: TestClinic;
  const patient = uniquePhone();
  const other = uniquePhone();
  const name = `Стёртая ${randomUUID().slice(0, 8)}`;
  const otherName = `Оставшийся ${randomUUID().slice(0, 8)}`;
  // The booking's own address: its confirmation letter makes it a mail destination of the lead too.
  const patientMail = `patient-${randomUUID().slice(0, 8)}@mail.example`;
  let sheetTitle: string;

  beforeAll(async () => {
    clinic = await newClinic();
    const doctorId = await addBookableDoctor(clinic);
    await addProvenDestinations(clinic, { email: [`erasure-${randomUUID().slice(0, 8)}@clinic.example`] });
    const sheet = await connectGoogle(clinic, `erasure-${Date.now()}-${randomUUID().slice(0, 6)}@gmail.com`);
    sheetTitle = sheet.name ?? sheet.spreadsheetName ?? '';
    const quizId = await createQuiz(clinic.token, dentalQuizBody());
    const sent = [
      await sendBooking(clinic, doctorId, slotAt(4, 2), {
        ClientFullName: name,
        ClientPhone: patient.formatted,
        ClientEmail: patientMail,
        birthdate: '01.02.1990',
        comment: `Перезвоните ${name}`,
        URL: `https://clinic.example/?phone=${patient.seven}`,
        consent: CURRENT_CONSENT.id,
      }),
      await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name, ClientPhone: patient.formatted }) }),
      await api('POST', '/api/quiz/send', {
        body: quizSendOf(clinic, quizId, { data: { Имя: name, Телефон: patient.eight, 'Что вас беспокоит?': 'Боль' } }),
      }),
      await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: otherName, ClientPhone: other.formatted }) }),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    // Delivered to the clinic's mail and sheet (a row there: a record of what was made outside).
    await waitFor(
      'every lead delivered to mail and Google',
      async () => {
        const leads = await allLeads(clinic);
        const done = leads.every(
          (lead) => lead.statusSend.google === GOOGLE_OK_TEXT && Object.values(lead.statusSend.mail ?? {}).every((v) => v === 'ok'),
        );
        return leads.length === 4 && done ? leads : undefined;
      },
      { timeoutMs: 60_000 },
    );
    // A lead stored before the PATIENT# index existed: no index item, no contact key, the phone as the patient typed it.
    const createdAt = new Date(Date.now() - 400 * 24 * 3600_000).toISOString();
    const typed = `8 (${patient.national.slice(0, 3)}) ${patient.national.slice(3, 6)}-${patient.national.slice(6, 8)}-${patient.national.slice(8)}`;
    const Item = storedLead(clinic.clinicId, createdAt, {
      ClientFullName: name,
      ClientPhone: typed,
      comment: 'до индекса',
      statusSend: {},
    });
    await client.send(new PutCommand({ TableName: tableName, Item }));
    const handled = (await allLeads(clinic)).find((lead) => lead.ClientPhone === patient.formatted && lead.action === 'Запись')!;
    const note = await api('POST', '/api/ticket/handling', {
      token: clinic.token,
      body: { id: handled._id, status: 'calledBack', note: `${name} просила после 18`, version: 0 },
    });
    expect(note.status).toBe(200);
  });

  it('finds the patient however the phone is typed, and lists the outside systems', async () => {
    const found = await api(
      'GET',
      `/api/patient?phone=${encodeURIComponent(`8 (${patient.national.slice(0, 3)}) ${patient.national.slice(3)}`)}`,
      {
        token: clinic.token,
      },
    );
    expect(found.status).toBe(200);
    // requests: the widget's request and the one stored before the index (found through the backfill).
    expect(found.body).toMatchObject({ bookings: 1, requests: 2, quizAnswers: 1, more: false, indexing: false });
    expect(found.body.deliveryRecords).toBeGreaterThanOrEqual(3);
    expect(found.body.phoneRecords).toBeGreaterThanOrEqual(2);
    const systems = found.body.outside.map((record: { system: string }) => record.system).sort();
    expect(systems).toEqual(['Google', 'Почта']);
    const google = found.body.outside.find((record: { system: string }) => record.system === 'Google');
    expect(google.details.length).toBeGreaterThanOrEqual(1);
    if (sheetTitle) expect(google.where).toBe(sheetTitle);
  });

  it('has its clinic registered for the retention job by its leads', async () => {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: { pk: `TENANT#${clinic.clinicId}`, sk: 'RETENTION' }, ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ gsi1pk: 'RETENTION', gsi1sk: clinic.clinicId });
  });

  it('refuses what is not a phone, in Russian, at the field', async () => {
    const answer = await api('POST', '/api/patient/erase', { token: clinic.token, body: { phone: 'Анна' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.phone).toBe('Введите телефон пациента: не меньше 7 цифр');
  });

  it('erases: no item holds the phone in any format, the name or the e-mail; the other patient stays; the erasure is on record', async () => {
    const needles = [patient.national, patient.formatted, name, patientMail];
    expect(holding(await everyItem(), needles).length).toBeGreaterThan(0);
    let answer: ApiAnswer<PatientErased>;
    do {
      answer = await api('POST', '/api/patient/erase', { token: clinic.token, body: { phone: patient.eight } });
      expect(answer.status).toBe(200);
    } while (!answer.body.done);
    expect(answer.body.outside.length).toBe(2);
    expect(holding(await everyItem(), needles).map((item) => `${item.pk} ${item.sk}`)).toEqual([]);

    const leads = await allLeads(clinic);
    expect(leads.length).toBe(5);
    expect(leads.find((lead) => lead.ClientFullName === otherName)?.ClientPhone).toBe(other.formatted);
    const erased = leads.filter((lead) => lead.ClientFullName === '');
    expect(erased.map((lead) => lead.kind).sort()).toEqual(['booking', 'booking', 'booking', 'quiz']);
    const booking = erased.find((lead) => lead.action === 'Запись')!;
    expect(booking).toMatchObject({
      PlanStart: slotAt(4, 2),
      handling: { status: 'calledBack', note: '' },
      URL: 'https://clinic.example/',
    });
    expect(booking.consent).toMatchObject({ versionId: CURRENT_CONSENT.id, ip: '' });

    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :erasure)',
        ExpressionAttributeValues: { ':pk': `TENANT#${clinic.clinicId}`, ':erasure': 'ERASURE#' },
      }),
    );
    expect(Items.length).toBeGreaterThanOrEqual(1);
    expect(Items[0]).toMatchObject({ actorId: clinic.clinicId, reason: 'request', phoneHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Items.reduce((sum, item) => sum + (item.leads as number), 0)).toBe(4);

    // The owner's activity log says who erased and how much, and names no phone.
    const activity = await api('GET', '/api/activity?kind=lead', { token: clinic.token });
    const erasures = activity.body.entries.filter((entry: { subject: string }) => entry.subject.startsWith('данные пациента'));
    expect(erasures[0]).toMatchObject({
      personId: clinic.clinicId,
      action: 'deleted',
      subject: expect.stringMatching(/заявок: \d+, записей: \d+/),
    });
    expect(holding(erasures, needles)).toEqual([]);

    const again = await api('GET', `/api/patient?phone=${encodeURIComponent(patient.formatted)}`, { token: clinic.token });
    expect(again.body).toMatchObject({ bookings: 0, requests: 0, quizAnswers: 0, deliveryRecords: 0, phoneRecords: 0 });
  });

  it('keeps the clinic’s retention period: 36 months by default, fewer allowed, more refused in Russian at the field', async () => {
    const read = () => api('GET', '/api/patient/retention', { token: clinic.token });
    expect((await read()).body).toEqual({ months: 36, defaultMonths: 36 });
    for (const months of [37, 0, 1.5, '12']) {
      const refused = await api('PUT', '/api/patient/retention', { token: clinic.token, body: { months } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.months).toBe(RETENTION_MESSAGE);
    }
    expect((await api('PUT', '/api/patient/retention', { token: clinic.token, body: { months: 12 } })).status).toBe(200);
    expect((await read()).body).toEqual({ months: 12, defaultMonths: 36 });
    const changes = await api('GET', '/api/activity?kind=clinic', { token: clinic.token });
    expect(changes.body.entries[0]).toMatchObject({ action: 'changed', subject: 'срок хранения персональных данных: 12 мес.' });
    const stranger = await newClinic();
    expect((await api('GET', '/api/patient/retention', { token: stranger.token })).body.months).toBe(36);
  });

  it('sees only its own clinic: another clinic finds nothing by the other phone', async () => {
    const stranger = await newClinic();
    const answer = await api('GET', `/api/patient?phone=${encodeURIComponent(other.formatted)}`, { token: stranger.token });
    expect(answer.body).toMatchObject({ bookings: 0, requests: 0, quizAnswers: 0, phoneRecords: 0 });
  });
});
