// IDENT pushes are bounded (issue 21 §2): field lengths and list sizes are checked before any work, with
// plain-text refusals IDENT writes to its log; a clinic holds at most MAX_DOCTORS_PER_CLINIC doctors, from
// IDENT or by hand, even when pushes come in parallel; only the next two weeks are kept; so the cabinet's
// and the widget's reads stay small whatever an MIS sends.
import { MAX_DOCTORS_PER_CLINIC } from '../../shared/domain/doctor-limit';
import { addDays, localMoment } from '../../shared/domain/schedule';
import type { IdentTimeTable } from '../../shared/schemas/ident';
import { FakeIdent } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { newIdentClinic } from './ident-support';
import { doctorsOf } from './mis-support';

const identOf = (key: string) => new FakeIdent(`${testRuntime().appUrl}/api/ident`, key);
const tomorrow = () => addDays(localMoment('Europe/Moscow', new Date()).date, 1);

/** `count` doctors numbered from `first`, each with a free 09:00–10:00 on `date`. */
function doctorsTable(first: number, count: number, date = tomorrow()): IdentTimeTable {
  const ids = Array.from({ length: count }, (_, index) => first + index);
  return {
    Doctors: ids.map((Id) => ({ Id, Name: `Врач ${Id}` })),
    Branches: [],
    Intervals: ids.map((DoctorId) => ({ BranchId: 1, DoctorId, StartDateTime: `${date}T09:00:00`, LengthInMinutes: 60, IsBusy: false })),
  };
}

const plainText = (status: number, text: RegExp) => ({
  status,
  contentType: expect.stringMatching(/^text\/plain/),
  text: expect.stringMatching(text),
});

describe('IDENT pushes are bounded', () => {
  it('refuses an oversized field or list in plain text and writes nothing', async () => {
    const clinic = await newIdentClinic();
    const ident = identOf(clinic.key);
    const longName = await ident.postTimeTable({ ...doctorsTable(1, 1), Doctors: [{ Id: 1, Name: 'Я'.repeat(240_000) }] });
    expect(longName).toEqual(plainText(400, /^Неверное расписание: .*Name: не длиннее 200 символов/s));
    const tooMany = await ident.postTimeTable(doctorsTable(1, MAX_DOCTORS_PER_CLINIC + 1));
    expect(tooMany).toEqual(plainText(413, new RegExp(`^Неверное расписание: Doctors: не больше ${MAX_DOCTORS_PER_CLINIC}`)));
    // Intervals naming doctors the Doctors list leaves out count too.
    const table = doctorsTable(1, 2);
    const unnamed = await ident.postTimeTable({
      ...table,
      Intervals: Array.from({ length: MAX_DOCTORS_PER_CLINIC + 1 }, (_, index) => ({ ...table.Intervals[0]!, DoctorId: 1000 + index })),
    });
    expect(unnamed).toEqual(plainText(413, /в выгрузке 103 врачей/));
    const longId = await ident.postTimeTable({ ...table, Doctors: [{ Id: 'x'.repeat(65), Name: 'Врач' }] });
    expect(longId).toEqual(plainText(400, /Id/));
    expect(await doctorsOf(clinic)).toEqual([]);
  });

  it('keeps a clinic within its doctor limit, by push or by hand, and says so plainly', async () => {
    const clinic = await newIdentClinic();
    const ident = identOf(clinic.key);
    expect((await ident.postTimeTable(doctorsTable(1, 60))).status).toBe(200);
    const over = await ident.postTimeTable(doctorsTable(101, 60));
    expect(over).toEqual(
      plainText(
        422,
        new RegExp(`^В клинике может быть не больше ${MAX_DOCTORS_PER_CLINIC} врачей: сейчас 60, добавляется ещё 60, место есть для 40`),
      ),
    );
    expect(await doctorsOf(clinic)).toHaveLength(60);
    // Doctors IDENT has sent before still get their time: only new ones count.
    expect((await ident.postTimeTable(doctorsTable(1, 60, addDays(tomorrow(), 1)))).status).toBe(200);
    expect((await ident.postTimeTable(doctorsTable(101, 40))).status).toBe(200);

    const byHand = await api('POST', '/api/doctor', { token: clinic.token, body: { name: 'Сто первый' } });
    expect(byHand.status).toBe(422);
    expect(byHand.body.error).toMatchObject({ code: 'TOO_MANY_DOCTORS', fields: { name: expect.stringMatching(/не больше 100 врачей/) } });
    // Deleting one makes room for one.
    const doctors = await doctorsOf(clinic);
    expect(doctors).toHaveLength(MAX_DOCTORS_PER_CLINIC);
    const gone = doctors[0]!;
    expect((await api('DELETE', `/api/doctor?id=${gone._id}&version=${gone.version}`, { token: clinic.token })).status).toBe(204);
    expect((await api('POST', '/api/doctor', { token: clinic.token, body: { name: 'Сто первый' } })).status).toBe(201);
    // The cabinet's list of a full clinic stays small (a few hundred KB, Lambda answers up to 6 MB).
    const list = await api('GET', '/api/doctor', { token: clinic.token });
    expect(JSON.stringify(list.body).length).toBeLessThan(500_000);
  });

  it('holds the limit when pushes adding doctors arrive at once', async () => {
    const clinic = await newIdentClinic();
    const ident = identOf(clinic.key);
    const answers = await Promise.all([0, 1, 2, 3].map((lane) => ident.postTimeTable(doctorsTable(1 + lane * 100, 45))));
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await doctorsOf(clinic)).length).toBeLessThanOrEqual(MAX_DOCTORS_PER_CLINIC);
  });

  it('keeps only the next two weeks of a push, however far IDENT looks', async () => {
    const clinic = await newIdentClinic();
    const today = localMoment('Europe/Moscow', new Date()).date;
    const table = doctorsTable(7, 1);
    const at = (date: string) => ({ ...table.Intervals[0]!, StartDateTime: `${date}T09:00:00` });
    table.Intervals = [at(addDays(today, -3)), at(today), at(addDays(today, 13)), at(addDays(today, 14)), at(addDays(today, 400))];
    expect((await identOf(clinic.key).postTimeTable(table)).status).toBe(200);
    const [doctor] = await doctorsOf(clinic);
    expect(Object.keys(doctor!.appointment)).toContain(addDays(today, 13));
    expect(Object.keys(doctor!.appointment).every((date) => date >= today && date <= addDays(today, 13))).toBe(true);
  });
});
