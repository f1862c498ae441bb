// IDENT against our HTTP service, driven by the fake IDENT client (design/integrations.md §1.3): the key
// header decides the clinic (plain-text 401/403 otherwise), PostTimeTable becomes doctors with free time,
// GetTickets answers the clinic's leads in a window with stable ids, paged as IDENT asks.
import { generateIdentKey } from '../domain/mis/ident-keys';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { setUpClinic } from './clinic-fixtures';
import { addIdentEntry } from './ident-support';
import { newClinic, putIntegrations, ticketOf, type TestClinic } from './leads-support';
import { doctorsOf, widgetDoctorsOf } from './mis-support';

const serviceUrl = () => `${testRuntime().appUrl}/api/ident`;
const farFuture = '2200-01-01T23:59:59+07:00';

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
});
