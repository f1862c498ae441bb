// The scheduled MIS sync against the DentalPRO fake: doctors and free time arrive as doctors of source
// 'dentalpro', offered once the clinic maps their services and address; a sync that fails halfway leaves the previous schedule; a deleted doctor stays deleted;
// manual doctors are untouched; one clinic's broken MIS does not hold up another's.
import { handler as misSyncSchedule } from '../schedules/mis-sync';
import { syncScheduledMis } from '../domain/mis/scheduled-sync';
import { api, deleteDoctorNow } from './api';
import { randomUUID } from 'node:crypto';
import { testRuntime } from '../../infra/local/testing/runtime';
import { setUpClinic } from './clinic-fixtures';
import { closeTestClients, newClinic, putIntegrations, waitFor } from './leads-support';
import {
  bookInDentalPro,
  clinicWithDentalPro,
  doctorsOf,
  failDentalPro,
  mapMisDoctors,
  useMisInProcess,
  widgetDoctorsOf,
} from './mis-support';

beforeAll(useMisInProcess);
afterAll(closeTestClients);

const misDoctors = async (clinic: Parameters<typeof doctorsOf>[0]) =>
  (await doctorsOf(clinic)).filter((doctor) => doctor.source === 'dentalpro');

describe('the DentalPRO sync', () => {
  it("brings the MIS's doctors with their free time into the cabinet and the widget, leaving the manual doctor alone", async () => {
    const clinic = await clinicWithDentalPro();
    const manualBefore = (await doctorsOf(clinic)).find((doctor) => doctor._id === clinic.manualDoctorId)!;
    await syncScheduledMis(clinic.clinicId);

    const synced = await misDoctors(clinic);
    expect(synced.map((doctor) => doctor.name).sort()).toEqual([
      'Кузнецова Анна Игоревна',
      'Лебедев Павел Андреевич',
      'Смирнов Алексей Петрович',
    ]);
    const therapist = synced.find((doctor) => doctor.name.startsWith('Смирнов'))!;
    // The fake's 5-minute cells (09:00–13:00, 14:00–18:00) become 30-minute visits.
    const firstDay = Object.keys(therapist.appointment).sort()[0]!;
    expect(Object.keys(therapist.appointment[firstDay]).sort()).toContain('14:00');
    expect(therapist.appointment[firstDay]['13:00']).toBeUndefined();
    expect(Date.parse(therapist.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    // DentalPRO tells the department, not the services, and its branch ('Основной филиал') is no address of the
    // clinic: the doctor waits, its direction listed with nothing ticked, until the clinic maps it.
    expect(therapist).toMatchObject({
      status: false,
      specialization: ['Терапевт'],
      service: { Терапия: [{ name: 'Пломба', checked: false }] },
      address: { 'ул. Ленина, 1': false, 'пр. Мира, 5': false },
      deleteDoctor: false,
    });
    expect(await widgetDoctorsOf(clinic)).toEqual([expect.objectContaining({ _id: clinic.manualDoctorId })]);

    await mapMisDoctors(clinic, { only: (doctor) => doctor._id === therapist._id });
    const widget = await widgetDoctorsOf(clinic);
    const offered = widget.find((doctor) => doctor._id === therapist._id)!;
    expect(Object.values(offered.slots).flat().length).toBeGreaterThan(0);
    expect(widget.some((doctor) => doctor.name.startsWith('Лебедев') || doctor.name.startsWith('Кузнецова'))).toBe(false);

    // The next sync brings new free time and never undoes the clinic's mapping.
    await syncScheduledMis(clinic.clinicId);
    expect((await misDoctors(clinic)).find((doctor) => doctor._id === therapist._id)).toMatchObject({
      status: true,
      service: { Терапия: [{ name: 'Пломба', checked: true }] },
      address: { 'ул. Ленина, 1': true },
    });

    const manualAfter = (await doctorsOf(clinic)).find((doctor) => doctor._id === clinic.manualDoctorId)!;
    expect(manualAfter).toEqual(manualBefore);
  });

  it('leaves the previous schedule intact when the MIS fails halfway, and takes the new one on the next sync', async () => {
    const clinic = await clinicWithDentalPro();
    await syncScheduledMis(clinic.clinicId);
    const before = await misDoctors(clinic);
    const therapist = before.find((doctor) => doctor.name.startsWith('Смирнов'))!;
    const day = Object.keys(therapist.appointment).sort()[0]!;
    // The doctor list answers, the free time never comes: nothing is written. (The fault is set before the
    // booking, so the runtime's own schedule cannot take the new schedule in between either.)
    await failDentalPro(clinic, 'timeout', ['twin/freetimeintervals']);
    expect((await bookInDentalPro(clinic, { doctor_id: '2', date: day, time_begin: '15:00', time_end: '15:30' })).status).toBe(true);
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow(/no answer/);
    await failDentalPro(clinic, 'http500', ['twin/freetimeintervals']);
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow(/HTTP 500/);
    await failDentalPro(clinic, 'badAuth');
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow(/Неверный token или secret/);
    expect(await misDoctors(clinic)).toEqual(before);

    await failDentalPro(clinic, 'none');
    await syncScheduledMis(clinic.clinicId);
    const after = (await misDoctors(clinic)).find((doctor) => doctor._id === therapist._id)!;
    expect(after.appointment[day]['15:00']).toBeUndefined();
    expect(therapist.appointment[day]['15:00']).toBe(false);
  });

  it('never brings back a doctor the clinic deleted', async () => {
    const clinic = await clinicWithDentalPro();
    await syncScheduledMis(clinic.clinicId);
    const surgeon = (await misDoctors(clinic)).find((doctor) => doctor.name.startsWith('Кузнецова'))!;
    expect((await deleteDoctorNow(surgeon._id, clinic.token)).status).toBe(204);

    await syncScheduledMis(clinic.clinicId);
    expect((await misDoctors(clinic)).map((doctor) => doctor._id)).not.toContain(surgeon._id);
    expect((await widgetDoctorsOf(clinic)).map((doctor) => doctor._id)).not.toContain(surgeon._id);
  });

  it("syncs every connected clinic from the schedule, one clinic's hung MIS holding up no other", async () => {
    // Hung from the start: the runtime's own schedule never gets an answer from it either.
    const broken = await clinicWithDentalPro({ fault: 'timeout' });
    const working = await clinicWithDentalPro();

    const run = await misSyncSchedule();
    expect(run.clinicsQueued).toBeGreaterThanOrEqual(2);
    // The runtime's consumer takes the messages: the working clinic's doctors arrive though the other's MIS never answers.
    await waitFor('the working clinic synced', async () => (await misDoctors(working)).length === 3, { timeoutMs: 20_000 });
    expect(await misDoctors(broken)).toEqual([]);
    expect((await api('GET', '/api/doctor', { token: broken.token })).status).toBe(200);
  });
});

describe('the MacDent sync', () => {
  it("brings MacDent's doctors and free time (dd.mm.yyyy, clinic-local) and leaves the schedule when MacDent refuses", async () => {
    const clinic = await newClinic();
    await setUpClinic(clinic.token);
    const token = `${Date.now() % 100000}:${randomUUID()}`;
    await putIntegrations(clinic, { macDent: [{ id: token, name: 'Филиал' }] });
    await syncScheduledMis(clinic.clinicId);
    const synced = (await doctorsOf(clinic)).filter((doctor) => doctor.source === 'macdent');
    expect(synced.map((doctor) => doctor.name).sort()).toEqual(['Жукова Ирина Олеговна', 'Титов Максим Сергеевич']);
    const day = Object.keys(synced[0]!.appointment).sort()[0]!;
    expect(synced[0]!.appointment[day]).toMatchObject({ '09:00': false, '12:30': false, '14:00': false, '17:30': false });

    const refused = await fetch(`${testRuntime().fakes!.macdent}/__fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ token, fault: 'noRights' }),
    });
    expect(refused.status).toBe(200);
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow(/Нет прав doctors_read/);
    expect((await doctorsOf(clinic)).filter((doctor) => doctor.source === 'macdent')).toEqual(synced);
    // The card asks for what a MacDent card has (its key), in MacDent's own words; nothing about an address or a secret.
    expect(await macDentCardError(clinic)).toBe(
      'MacDent отказала в доступе («Нет прав doctors_read»). Проверьте ключ API в этой карточке и его права в MacDent (Настройки → API)',
    );

    // MacDent flags a key that must be renewed (isTokenNeedToBeUpdated): the card says to make a new one.
    await fetch(`${testRuntime().fakes!.macdent}/__fake/faults`, { method: 'POST', body: JSON.stringify({ token, fault: 'staleToken' }) });
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow(/ключ API устарел/);
    expect(await macDentCardError(clinic)).toBe(
      'MacDent: ключ API устарел: создайте новый ключ в MacDent (Настройки → API) и вставьте его в карточку MacDent',
    );
    expect((await doctorsOf(clinic)).filter((doctor) => doctor.source === 'macdent')).toEqual(synced);
  });
});

async function macDentCardError(clinic: Parameters<typeof doctorsOf>[0]): Promise<string | undefined> {
  const view = (await api('GET', '/api/integration', { token: clinic.token })).body;
  return view.misSync?.[view.macDent[0]._id]?.error;
}
