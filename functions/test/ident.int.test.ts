// IDENT against our HTTP service, driven by the fake IDENT client (docs/integrations.md, IDENT): the key
// header decides the clinic (plain-text 401/403 otherwise), PostTimeTable becomes doctors with free time,
// GetTickets answers the clinic's leads in a window with stable ids, paged as IDENT asks.
import { generateIdentKey } from '../domain/mis/ident-keys';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { setUpClinic } from './clinic-fixtures';
import { addIdentEntry } from './ident-support';
import { newClinic, putIntegrations, ticketOf, type TestClinic } from './leads-support';
import { doctorsOf, mapMisDoctors, widgetBooking, widgetDoctorsOf } from './mis-support';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { leadKeys } from '../store/keys';
import { useTestTable } from './table';
import { identTickets } from '../domain/mis/ident';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';

const serviceUrl = () => `${testRuntime().appUrl}/api/ident`;
const farFuture = '2200-01-01T23:59:59+07:00';
const table = useTestTable();

/** `count` leads of the clinic stored straight in the table, one a minute from `first` on (faster than the widget's allowance). */
async function storeLeads(clinicId: string, first: Date, count: number): Promise<string[]> {
  const items = Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(first.getTime() + index * 60_000).toISOString();
    const id = `${Date.parse(createdAt)}-${String(index).padStart(12, '0')}`;
    return {
      ...leadKeys.lead(clinicId, createdAt, id),
      userId: clinicId,
      id,
      createdAt,
      kind: 'booking',
      action: 'Заявка',
      ClientFullName: `Пациент ${index}`,
      ClientPhone: '+7 999 000-00-00',
    };
  });
  for (let from = 0; from < items.length; from += 25)
    await table.client.send(
      new BatchWriteCommand({
        RequestItems: { [table.tableName]: items.slice(from, from + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  return items.map((item) => item.id);
}

async function identClinic(): Promise<TestClinic & { key: string }> {
  const clinic = await newClinic();
  await setUpClinic(clinic.token);
  return { ...clinic, key: await addIdentEntry(clinic) };
}

describe('IDENT', () => {
  it('refuses a request without the key (401) or with a key no clinic has (403), in plain text', async () => {
    const clinic = await identClinic();
    for (const [ident, status] of [
      [new FakeIdent(serviceUrl(), undefined), 401],
      [new FakeIdent(serviceUrl(), generateIdentKey()), 403],
    ] as const) {
      const answers = [
        await ident.getTickets({ dateTimeFrom: '2025-01-01T00:00:00+07:00', dateTimeTo: farFuture }),
        await ident.postTimeTable(sampleTimeTable('Europe/Moscow')),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(status);
        expect(answer.contentType).toMatch(/^text\/plain/);
        expect(answer.text).toMatch(/ключ/i);
      }
    }
    // A removed entry's key no longer admits.
    await putIntegrations(clinic, { ident: [] });
    expect(
      (await new FakeIdent(serviceUrl(), clinic.key).getTickets({ dateTimeFrom: '2025-01-01T00:00:00Z', dateTimeTo: farFuture })).status,
    ).toBe(403);
  });

  it('takes pushed doctors and free intervals as the clinic’s doctors of source ident, each push replacing only the doctors it names', async () => {
    const clinic = await identClinic();
    const ident = new FakeIdent(serviceUrl(), clinic.key);
    const table = sampleTimeTable('Europe/Moscow');
    const pushed = await ident.postTimeTable(table);
    expect(pushed.status).toBe(200);

    const synced = (await doctorsOf(clinic)).filter((doctor) => doctor.source === 'ident');
    expect(synced.map((doctor) => doctor.name).sort()).toEqual(['Орлова Наталья Викторовна', 'Соколов Дмитрий Игоревич']);
    const orlova = synced.find((doctor) => doctor.name.startsWith('Орлова'))!;
    const day = Object.keys(orlova.appointment).sort()[0]!;
    // Slots 0 and 1 free, slot 2 (10:00) busy in the sample.
    expect(orlova.appointment[day]).toMatchObject({ '09:00': false, '09:30': false });
    expect(orlova.appointment[day]['10:00']).toBeUndefined();

    // A push naming only Соколов, with an offset time (+07:00 is 4 h ahead of Moscow).
    const sokolov = {
      Doctors: [{ Id: 202, Name: 'Соколов Дмитрий Игоревич' }],
      Branches: [],
      Intervals: [{ BranchId: 6, DoctorId: 202, StartDateTime: `${day}T16:00:00+07:00`, LengthInMinutes: 60, IsBusy: false }],
    };
    expect((await ident.postTimeTable(sokolov)).status).toBe(200);
    const after = (await doctorsOf(clinic)).filter((doctor) => doctor.source === 'ident');
    expect(after.find((doctor) => doctor.name.startsWith('Соколов'))!.appointment).toEqual({ [day]: { '12:00': false, '12:30': false } });
    expect(after.find((doctor) => doctor.name.startsWith('Орлова'))!.appointment).toEqual(orlova.appointment);
    // Not offered until the clinic gives them a speciality and services (IDENT sends none).
    expect((await widgetDoctorsOf(clinic)).some((doctor) => doctor.name.startsWith('Орлова'))).toBe(false);
  });

  it('publishes a pushed doctor only as the clinic maps it: its address from a branch named after one, its services never guessed', async () => {
    const clinic = await identClinic();
    const ident = new FakeIdent(serviceUrl(), clinic.key);
    // Орлова works in a branch IDENT names as the clinic names its address, Соколов in one named otherwise.
    const table = sampleTimeTable('Europe/Moscow');
    const pushed = {
      ...table,
      Branches: [
        { Id: 6, Name: 'Ул. Ленина 1' },
        { Id: 7, Name: 'Филиал на Мира' },
      ],
      Intervals: table.Intervals.map((interval) => (interval.DoctorId === 202 ? { ...interval, BranchId: 7 } : interval)),
    };
    expect((await ident.postTimeTable(pushed)).status).toBe(200);
    const synced = (await doctorsOf(clinic)).filter((doctor) => doctor.source === 'ident');
    const checked = (address: Record<string, boolean>) => Object.keys(address).filter((name) => address[name]);
    expect(synced.map(({ name, status, service, address }) => ({ name, status, service, address: checked(address) }))).toEqual([
      { name: 'Орлова Наталья Викторовна', status: false, service: {}, address: ['ул. Ленина, 1'] },
      { name: 'Соколов Дмитрий Игоревич', status: false, service: {}, address: [] },
    ]);
    expect((await widgetDoctorsOf(clinic)).filter((doctor) => doctor._id.startsWith('ident-'))).toEqual([]);

    // The clinic maps Соколов: one service of two directions, one of its two addresses.
    await mapMisDoctors(clinic, { address: 'пр. Мира, 5', only: (doctor) => doctor.name.startsWith('Соколов') });
    const offered = (await api('GET', `/api/widget?id=${clinic.clinicId}`)).body.doctors.find((doctor: { name: string }) =>
      doctor.name.startsWith('Соколов'),
    );
    expect(offered).toMatchObject({ address: ['пр. Мира, 5'], service: { Терапия: [{ name: 'Пломба', cost: '4500' }] } });
    const [date, times] = Object.entries(offered.slots as Record<string, string[]>).sort(([a], [b]) => a.localeCompare(b))[0]!;
    const booked = await api('POST', '/api/ticket', { body: widgetBooking(clinic.clinicId, offered, `${date}T${times[0]}`) });
    expect(booked.status).toBe(201);
    expect(booked.body.address).toBe('пр. Мира, 5');

    // A later push naming another branch for him changes his time only, never the clinic's mapping.
    const moved = { ...pushed, Intervals: pushed.Intervals.map((interval) => ({ ...interval, BranchId: 6 })) };
    expect((await ident.postTimeTable(moved)).status).toBe(200);
    const sokolov = (await doctorsOf(clinic)).find((doctor) => doctor._id === offered._id)!;
    expect(sokolov).toMatchObject({ status: true, service: { Терапия: [{ name: 'Пломба', checked: true }] } });
    expect(checked(sokolov.address)).toEqual(['пр. Мира, 5']);
  });

  it('answers the leads of a window as IDENT polls it: stable ids, the clinic offset, paging by limit and offset', async () => {
    const clinic = await identClinic();
    const other = await identClinic();
    const before = new Date(Date.now() - 1000).toISOString();
    for (const name of ['Первая Анна', 'Вторая Анна', 'Третья Анна']) {
      const created = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name }) });
      expect(created.status).toBe(201);
    }
    await api('POST', '/api/ticket', { body: ticketOf(other.clinicId, { ClientFullName: 'Чужая' }) });
    const ident = new FakeIdent(serviceUrl(), clinic.key);
    const from = before.replace('Z', '+00:00').replace(/\.\d+/, '');

    const all = FakeIdent.ticketsOf(await ident.getTickets({ dateTimeFrom: from, dateTimeTo: farFuture }));
    expect(all.map((ticket) => ticket.ClientFullName)).toEqual(['Первая Анна', 'Вторая Анна', 'Третья Анна']);
    expect(all[0]!.DateAndTime).toMatch(/\+03:00$/);
    const again = FakeIdent.ticketsOf(await ident.getTickets({ dateTimeFrom: from, dateTimeTo: farFuture, limit: '500', offset: '0' }));
    expect(again.map((ticket) => ticket.Id)).toEqual(all.map((ticket) => ticket.Id));

    const page = FakeIdent.ticketsOf(await ident.getTickets({ dateTimeFrom: from, dateTimeTo: farFuture, limit: '2', offset: '1' }));
    expect(page.map((ticket) => ticket.Id)).toEqual(all.slice(1, 3).map((ticket) => ticket.Id));
    // Offsets written without a colon are read too; an empty window is an empty array, never an error.
    const compact = await ident.getTickets({ dateTimeFrom: '2001-01-01T00:00:00+0700', dateTimeTo: '2001-01-02T00:00:00+0700' });
    expect(FakeIdent.ticketsOf(compact)).toEqual([]);

    const bad = await ident.getTickets({ dateTimeFrom: 'вчера', dateTimeTo: farFuture });
    expect(bad.status).toBe(400);
    expect(bad.contentType).toMatch(/^text\/plain/);
  });

  it('answers the newest tickets of a window without limit, bounded, so a fixed dateTimeFrom still gets every new lead', async () => {
    const clinic = await identClinic();
    const ids = await storeLeads(clinic.clinicId, new Date('2025-01-01T00:00:00Z'), 7);
    const window = { dateTimeFrom: '2024-12-31T00:00:00+03:00', dateTimeTo: farFuture };
    // In process with an answer of at most 5 (IDENT_TICKETS_MAX, 1000, over HTTP): the newest 5, oldest first.
    useRuntimeInProcess();
    expect((await identTickets(clinic.clinicId, window, 5)).map((ticket) => ticket.Id)).toEqual(ids.slice(2));
    // Paging by limit and offset still counts from the window's oldest.
    expect((await identTickets(clinic.clinicId, { ...window, limit: '2' }, 5)).map((ticket) => ticket.Id)).toEqual(ids.slice(0, 2));
    expect((await identTickets(clinic.clinicId, { ...window, limit: '9', offset: '1' }, 5)).map((ticket) => ticket.Id)).toEqual(
      ids.slice(1, 6),
    );
    const overHttp = FakeIdent.ticketsOf(await new FakeIdent(serviceUrl(), clinic.key).getTickets(window));
    expect(overHttp.map((ticket) => ticket.Id)).toEqual(ids);
  });

  it('reads a dateTimeFrom without an offset on the clinic clock, and refuses huge or odd paging in plain text', async () => {
    const clinic = await identClinic();
    // Moscow: 2025-03-01T10:00 local is 07:00Z; leads at 06:59Z and 07:01Z.
    const [before, ...inside] = await storeLeads(clinic.clinicId, new Date('2025-03-01T06:59:00Z'), 3);
    const ident = new FakeIdent(serviceUrl(), clinic.key);
    const local = FakeIdent.ticketsOf(await ident.getTickets({ dateTimeFrom: '2025-03-01T10:00:00', dateTimeTo: '2025-03-01T10:01:30' }));
    expect(local.map((ticket) => ticket.Id)).toEqual(inside);
    expect(local.map((ticket) => ticket.Id)).not.toContain(before);

    const pagings: Array<Record<string, string>> = [
      { offset: '1e21' },
      { offset: String(2 ** 53 + 1) },
      { offset: '10001' },
      { limit: '1e21' },
      { offset: '-1' },
      { limit: '0' },
    ];
    for (const paging of pagings) {
      const answer = await ident.getTickets({ dateTimeFrom: '2025-01-01T00:00:00Z', dateTimeTo: farFuture, ...paging });
      expect({ paging, status: answer.status, contentType: answer.contentType }).toEqual({
        paging,
        status: 400,
        contentType: expect.stringMatching(/^text\/plain/),
      });
      expect(answer.text).toMatch(/^(offset|limit): ожидается целое число/);
    }
    expect((await ident.getTickets({ dateTimeFrom: '2025-01-01T00:00:00Z', dateTimeTo: farFuture, offset: '10000' })).status).toBe(200);
  });

  it('answers the telephony polls with an empty list, behind the same key', async () => {
    const clinic = await identClinic();
    for (const call of ['GetFinishedCalls', 'GetOngoingCalls']) {
      const query = '?dateTimeFrom=2020-11-24T08:00:00%2B06:00&dateTimeTo=2020-11-24T10:00:00%2B06:00&limit=500&offset=0';
      const answer = await fetch(`${serviceUrl()}/${call}${query}`, {
        headers: { 'IDENT-Integration-Key': clinic.key, Accept: 'application/json' },
      });
      expect({ call, status: answer.status, body: await answer.text() }).toEqual({ call, status: 200, body: '[]' });
      expect((await fetch(`${serviceUrl()}/${call}${query}`)).status).toBe(401);
    }
  });
});
