// The DentalPRO fake against what a bot running on a real instance sends and decodes
// (AnVladic/DentalTelegramBot internal/crm/dental_pro_client.go, entities.go, test_data/doctor_list.json
// and free_time_intervals.json; docs/integrations.md § DentalPRO), and our client against the fake: a call
// or a reader that drifts from those fails here, before any clinic sees it.
import { dentalProCall, DENTALPRO_PAUSE_MS, fetchDentalProSnapshot } from '../../../../functions/mis/dentalpro';
import {
  createDentalProRecord,
  dentalProPatient,
  dentalProReceptionType,
  findDentalProRecord,
  isDentalProTimeFree,
} from '../../../../functions/mis/dentalpro-booking';
import { addDays, isoWeekday, localMoment } from '../../../../shared/domain/schedule';
import { startDentalProFake, type DentalProFake } from './server';

let fake: DentalProFake;
const entry = { name: 'clinic.dental-pro.online', token: 'contract-token', secret: 'contract-secret' };
const ZONE = 'Europe/Moscow';

beforeAll(async () => {
  fake = await startDentalProFake({ timeZone: ZONE });
  process.env.DENTALPRO_API_URL = fake.url;
});
afterAll(async () => {
  delete process.env.DENTALPRO_API_URL;
  await fake.stop();
});
beforeEach(() => control('accounts', { ...entry, callsPerSecond: 1000 }));

async function control(path: string, body: object) {
  const response = await fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

/** A raw call: `method` (POST unless told), parameters in the query, token and secret added. */
async function raw(apiMethod: string, params: Record<string, string> = {}, httpMethod = 'POST') {
  const query = new URLSearchParams({ token: entry.token, secret: entry.secret, ...params });
  const response = await fetch(`${fake.url}/api/${apiMethod}?${query}`, {
    method: httpMethod,
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as { status: boolean; error: string | null; data: any; method: string } };
}

/** The next working day (Mon–Sat) after today on the fake's clocks. */
function workday(): string {
  let date = addDays(localMoment(ZONE, new Date()).date, 1);
  while (isoWeekday(date) === 7) date = addDays(date, 1);
  return date;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the DentalPRO fake answers as DentalPRO does', () => {
  it('takes every method as a POST with its parameters in the query, in the envelope of the fixtures', async () => {
    const listed = await raw('mobile/doctor/list');
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.body).sort()).toEqual([
      'api_version',
      'data',
      'error',
      'limit',
      'method',
      'page',
      'paginated',
      'status',
      'total',
      'version',
    ]);
    expect(listed.body).toMatchObject({ method: 'mobile/doctor/list', status: true, error: null, api_version: 2 });
    expect((await raw('mobile/doctor/list', {}, 'GET')).status).toBe(405);
    // A body is not read: the token in a JSON body opens nothing.
    const inBody = await fetch(`${fake.url}/api/mobile/doctor/list`, { method: 'POST', body: JSON.stringify(entry) });
    expect(((await inBody.json()) as { status: boolean }).status).toBe(false);
    expect((await raw('mobile/doctor/list', { secret: 'wrong' })).body).toMatchObject({ status: false, error: expect.any(String) });
  });

  it('lists doctors with the fields and JSON types of test_data/doctor_list.json', async () => {
    const [doctor] = (await raw('mobile/doctor/list')).body.data;
    expect(doctor).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      is_vip: false,
      date_added: expect.stringMatching(DATE_TIME),
      date_delete: null,
      is_hidden: false,
      money_per_hour: null,
      branches: expect.any(Object),
      name: expect.any(String),
      surname: expect.any(String),
      second_name: expect.any(String),
      fio: expect.any(String),
      user_groups: expect.any(Object),
      departments: { '2': 'Терапевты' },
      photo: null,
      phone: expect.any(String),
    });
  });

  it('answers free time as test_data/free_time_intervals.json: dates, string doctor_id, 5-minute HH:MM cells', async () => {
    const day = workday();
    const free = await raw('twin/freetimeintervals', {
      date_start: day,
      date_end: day,
      doctor_id: '2',
      department_id: '0',
      branch_id: '0',
    });
    expect(free.body.data).toEqual([
      {
        date: day,
        slots: [{ doctor_id: '2', doctor_name: expect.any(String), time: expect.arrayContaining([{ begin: '09:00', end: '09:05' }]) }],
      },
    ]);
    expect((await raw('twin/freetimeintervals', { date_start: day })).body.status).toBe(false);
    expect((await raw('twin/freetimeintervals', { date_start: day, date_end: day, doctor_id: 'два' })).body.status).toBe(false);
  });

  it('finds patients by phone as a map keyed by id, `[]` when nobody has it; a new card answers externalID', async () => {
    expect((await raw('client_by_phone', { phone: '79123456789' })).body.data).toEqual([]);
    const made = await raw('records/createClient', { name: 'Вера', surname: 'Орлова', phone: '79123456789' });
    expect(made.body.data).toEqual({ externalID: expect.any(Number), name: 'Вера', surname: 'Орлова', phone: '79123456789' });
    const id = String(made.body.data.externalID);
    expect((await raw('client_by_phone', { phone: '79123456789' })).body.data).toEqual({
      [id]: expect.objectContaining({ id_client: id, name: 'Вера', surname: 'Орлова' }),
    });
  });

  it('books only with DentalTelegramBot’s records/create parameters, answering its Record; i/client/records by client_id', async () => {
    const client = String(
      (await raw('records/createClient', { name: 'Вера', surname: 'Орлова', phone: '79123456789' })).body.data.externalID,
    );
    const types = (await raw('mobile/records/appointmentsList', { userID: client, isPlanned: '0', 'doctorIDS[]': '2' })).body.data;
    expect(types['2']['86']).toEqual({
      id: 86,
      cost: 0,
      name: expect.any(String),
      time: 30,
      color: expect.any(String),
      diagnosticType: expect.any(String),
      isPlanned: false,
    });
    const day = workday();
    const booking = {
      date: day,
      time_start: '10:00:00',
      time_end: '10:30:00',
      doctor_id: '2',
      client_id: client,
      appointment_id: '86',
      is_planned: '0',
    };
    // What our client sent before: time_begin, HH:MM, no reception type.
    const { time_start: _start, ...withoutStart } = booking;
    expect((await raw('records/create', { ...withoutStart, time_begin: '10:00' })).body.status).toBe(false);
    expect((await raw('records/create', { ...booking, time_start: '10:00', time_end: '10:30' })).body.status).toBe(false);
    const { appointment_id: _type, ...withoutType } = booking;
    expect((await raw('records/create', withoutType)).body.status).toBe(false);
    expect((await raw('records/create', { ...booking, appointment_id: '90' })).body.error).toMatch(/appointment_id/);

    const record = await raw('records/create', booking);
    expect(record.body.data).toMatchObject({
      id: expect.any(Number),
      timeBegin: `${day} 10:00:00`,
      timeEnd: `${day} 10:30:00`,
      date: day,
      doctorId: 2,
      clientId: Number(client),
      isPrimary: expect.any(String),
      clientExternalId: expect.any(String),
      sendRecordSms: false,
    });
    expect((await raw('records/create', booking)).body.error).toBe('Время уже занято');
    expect((await raw('i/client/records', { id: client })).body.status).toBe(false);
    expect((await raw('i/client/records', { client_id: client })).body.data).toEqual([
      expect.objectContaining({
        id: record.body.data.id,
        dateStart: `${day} 10:00:00`,
        dateEnd: `${day} 10:30:00`,
        duration: 1800,
        doctorId: 2,
      }),
    ]);
  });

  it('answers 429 to a client that calls too fast', async () => {
    await control('accounts', { ...entry, callsPerSecond: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call++) statuses.push((await raw('mobile/doctor/list')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('our DentalPRO client against the fake', () => {
  it('syncs doctors and free time, finds or makes the patient once, books and finds the record', async () => {
    const snapshot = await fetchDentalProSnapshot(entry, ZONE);
    expect(snapshot.doctors.map((doctor) => doctor.misId)).toEqual(['2', '5', '9']);
    // The doctor list's branch names (id → name), which a new doctor's addresses are matched against.
    expect(snapshot.doctors[0]!.branches).toEqual(['Основной филиал']);
    const patient = { surname: 'Орлова', name: 'Вера', phone: '79123456789' };
    const clientId = await dentalProPatient(entry, patient);
    expect(await dentalProPatient(entry, patient)).toBe(clientId);
    const receptionType = await dentalProReceptionType(entry, { clientId, doctorId: '2', minutes: 30 });
    expect(receptionType).toBe('86');
    const day = workday();
    const wanted = { doctorId: '2', date: day, begin: '11:00', end: '11:30' };
    expect(await isDentalProTimeFree(entry, wanted)).toBe(true);
    const params = {
      date: day,
      time_start: '11:00:00',
      time_end: '11:30:00',
      doctor_id: '2',
      client_id: clientId,
      appointment_id: receptionType!,
      is_planned: '0',
    };
    const recordId = await createDentalProRecord(entry, params);
    expect(await findDentalProRecord(entry, clientId, wanted)).toBe(recordId);
    expect(await isDentalProTimeFree(entry, wanted)).toBe(false);
  });

  it('pauses after a 429 before calling again', async () => {
    await control('faults', { token: entry.token, fault: 'tooManyRequests', times: 1 });
    const started = Date.now();
    expect(await dentalProCall(entry, 'mobile/doctor/list')).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DENTALPRO_PAUSE_MS);
  });
});
