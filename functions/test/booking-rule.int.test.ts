// One booking rule (shared/domain/booking.ts): what the widget hides, POST /api/ticket refuses, with a
// 409 and a Russian reason, whether the ticket names the doctor or asks for "Любой специалист". MIS
// doctors are written straight into the table, as a sync would write them.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BOOKING_REFUSALS } from '../../shared/domain/booking';
import { addDays, localMoment } from '../../shared/domain/schedule';
import type { WidgetData } from '../../shared/schemas/widget';
import { testRuntime } from '../../infra/local/testing/runtime';
import { clinicKeys } from '../store/keys';
import { api, deleteDoctorNow, registerAccount, versionOf } from './api';
import { setUpClinic, weekSchedule } from './clinic-fixtures';
import { ticketOf } from './leads-support';

const runtime = testRuntime();
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: runtime.endpoints.dynamodb,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
afterAll(() => table.destroy());

const HOUR_MS = 3_600_000;

async function createDoctor(token: string, name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const body = {
    name,
    status: true,
    specialization: ['Терапевт'],
    service: { Терапия: [{ name: 'Пломба', checked: true }] },
    address: { 'ул. Ленина, 1': true },
    schedule: weekSchedule,
    ...fields,
  };
  const answer = await api('POST', '/api/doctor', { token, body });
  if (answer.status !== 201) throw new Error(`doctor ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body._id;
}

/** An MIS doctor as a sync stores it: the map the MIS sent and the time of the sync. */
async function putMisDoctor(
  clinicKey: string,
  id: string,
  name: string,
  syncedHoursAgo: number,
  appointment: Record<string, Record<string, boolean>>,
) {
  const { Item: setting } = await table.send(
    new GetCommand({ TableName: runtime.resources.tableName, Key: clinicKeys.setting(clinicKey) }),
  );
  const therapy = (setting!.directions as Array<{ id: string; name: string }>).find((direction) => direction.name === 'Терапия')!;
  const syncedAt = new Date(Date.now() - syncedHoursAgo * HOUR_MS).toISOString();
  await table.send(
    new PutCommand({
      TableName: runtime.resources.tableName,
      Item: {
        ...clinicKeys.doctor(clinicKey, id),
        entity: 'doctor',
        id,
        name,
        status: true,
        specialization: ['Терапевт'],
        services: [{ directionId: therapy.id, choices: [{ name: 'Пломба', checked: true }] }],
        address: { 'ул. Ленина, 1': true },
        experience: '',
        discription: '',
        photo: {},
        deleteDoctor: false,
        source: 'ident',
        appointment,
        syncedAt,
        version: 1,
        createdAt: syncedAt,
        updatedAt: syncedAt,
      },
    }),
  );
  return id;
}

const booking = (clinicKey: string, doctorId: string, PlanStart: string, DoctorService = 'Пломба, 4 500 ₽') =>
  api('POST', '/api/ticket', { body: ticketOf(clinicKey, { action: 'Запись', doctorId, PlanStart, DoctorService }) });

describe('the server refuses what the widget hides', () => {
  let token: string;
  let clinicKey: string;
  let doctors: Record<'good' | 'off' | 'deleted' | 'ruleFailing' | 'wrongAddress' | 'misFresh' | 'misStale', string>;
  let manualSlot: string;
  let misDate: string;

  beforeAll(async () => {
    ({ token } = await registerAccount());
    const { doctorId: good } = await setUpClinic(token);
    clinicKey = (await api('GET', '/api/user', { token })).body._id;
    const off = await createDoctor(token, 'Андреев Андрей', { status: false });
    const deleted = await createDoctor(token, 'Борисов Борис');
    const ruleFailing = await createDoctor(token, 'Яковлев Яков', {
      specialization: ['Хирург'],
      service: { Хирургия: [{ name: 'Удаление', checked: true }] },
    });
    const wrongAddress = await createDoctor(token, 'Миронова Мира', { address: { 'пр. Мира, 5': true } });
    const timezone = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body.timezone;
    misDate = addDays(localMoment(timezone, new Date()).date, 1);
    const misFresh = await putMisDoctor(clinicKey, 'mis-fresh', 'Свежев Семён', 1, { [misDate]: { '10:45': false } });
    const misStale = await putMisDoctor(clinicKey, 'mis-stale', 'Старов Степан', 200, { [misDate]: { '10:15': false } });
    doctors = { good, off, deleted, ruleFailing, wrongAddress, misFresh, misStale };

    expect((await deleteDoctorNow(deleted, token)).status).toBe(204);
    // The clinic drops the surgeon's only direction and the second address: the doctors who had them fail the rules.
    const setting = await api('PUT', '/api/setting', {
      token,
      body: {
        version: await versionOf('/api/setting', token),
        setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500' }] } },
        renaming: {},
      },
    });
    expect(setting.status).toBe(200);
    expect(
      (await api('PUT', '/api/clinic', { token, body: { version: await versionOf('/api/clinic', token), addressList: ['ул. Ленина, 1'] } }))
        .status,
    ).toBe(200);

    const widget = await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`);
    const offered = widget.body.doctors.find((doctor) => doctor._id === good)!;
    const [date, times] = Object.entries(offered.slots)[1]!;
    manualSlot = `${date}T${times[0]}`;
  });

  it('the widget offers only the bookable doctors', async () => {
    const widget = await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`);
    expect(widget.body.doctors.map((doctor) => doctor._id).sort()).toEqual([doctors.good, doctors.misFresh].sort());
  });

  it.each([
    ['a switched-off doctor', 'off', 'off'],
    ['a deleted doctor', 'deleted', 'deleted'],
    // The clinic's save that took their only direction or address also switched them off (the switch
    // follows the doctor rules: shared/domain/doctor-rules.ts), so they are refused as switched off.
    ['a doctor failing the cabinet rules', 'ruleFailing', 'off'],
    ['a doctor at an address the clinic removed', 'wrongAddress', 'off'],
  ] as const)('refuses %s with 409 and a Russian reason', async (_name, which, refusal) => {
    const answer = await booking(clinicKey, doctors[which], manualSlot);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS[refusal] });
    expect(answer.body.error.message).toMatch(/[А-Яа-я]/);
  });

  it('refuses a stale MIS doctor, by name and as "Любой специалист", and an unknown doctor', async () => {
    const stale = await booking(clinicKey, doctors.misStale, `${misDate}T10:15`);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.stale });
    const anyone = await booking(clinicKey, 'All', `${misDate}T10:15`);
    expect(anyone.status).toBe(409);
    expect(anyone.body.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.slotNotFree });
    const unknown = await booking(clinicKey, 'no-such-doctor', manualSlot);
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.message).toBe(BOOKING_REFUSALS.missing);
  });

  it('refuses a service the doctor does not offer, and a time that is not the doctor’s free slot', async () => {
    const service = await booking(clinicKey, doctors.good, manualSlot, 'Удаление, от 3 000 ₽');
    expect(service.status).toBe(409);
    expect(service.body.error.message).toBe(BOOKING_REFUSALS.serviceNotOffered);
    const time = await booking(clinicKey, doctors.misFresh, `${misDate}T10:15`);
    expect(time.status).toBe(409);
    expect(time.body.error.message).toBe(BOOKING_REFUSALS.slotNotFree);
  });

  it('books what the widget offers: the manual doctor and the fresh MIS doctor', async () => {
    expect((await booking(clinicKey, doctors.good, manualSlot)).status).toBe(201);
    expect((await booking(clinicKey, 'All', `${misDate}T10:45`)).status).toBe(201);
    const widget = await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`);
    expect(widget.body.doctors.map((doctor) => doctor._id)).toEqual([doctors.good]);
  });
});
