// The MacDent fake against what clients confirmed against live MacDent send and read (docs/integrations.md
// § MacDent: mdbot's provider "confirmed live", RaiymbekAmantayev/macdent_stat, the Django clients that meet
// `isTokenNeedToBeUpdated`), and our client against the fake: a call or a reader that drifts fails here.
import { MisCallError } from '../../../../functions/mis/mis-call';
import { addMacDentZapis, fetchMacDentSnapshot, isMacDentTimeFree, macDentPatient } from '../../../../functions/mis/macdent';
import { addDays, isoWeekday, localMoment } from '../../../../shared/domain/schedule';
import { startMacDentFake, type MacDentFake } from './server';

let fake: MacDentFake;
const ZONE = 'Asia/Almaty';
let key = '';
const entry = () => ({ id: key });

beforeAll(async () => {
  fake = await startMacDentFake({ timeZone: ZONE });
  process.env.MACDENT_API_URL = fake.url;
});
afterAll(async () => {
  delete process.env.MACDENT_API_URL;
  await fake.stop();
});
let nextAccount = 1;
beforeEach(() => {
  key = `${488 + nextAccount++}:huOTWx5yovGFxDE50kme`;
});

async function get(path: string, params: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(`${fake.url}/${path}?${new URLSearchParams(params)}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, any>;
}
const post = async (path: string, fields: Record<string, string>) =>
  (await (
    await fetch(`${fake.url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
  ).json()) as Record<string, any>;
const account = async () =>
  (await (await fetch(`${fake.url}/__fake/accounts/${encodeURIComponent(key)}`)).json()) as {
    calls: Array<{ method: string; params: Record<string, string> }>;
  };
const fault = (name: string) => fetch(`${fake.url}/__fake/faults`, { method: 'POST', body: JSON.stringify({ token: key, fault: name }) });

const today = () => localMoment(ZONE, new Date()).date;
const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

describe('the MacDent fake answers as MacDent does', () => {
  it('takes the key as access_token in the query or a form field, never a header; HTTP 200 with response 1 or 0', async () => {
    expect(await get('doctor/find', { access_token: key })).toMatchObject({ response: 1, doctors: expect.any(Array) });
    expect(await post('doctor/find', { access_token: key })).toMatchObject({ response: 1 });
    expect(await get('doctor/find', {}, { headers: { authorization: `Bearer ${key}` } })).toEqual({
      response: 0,
      error: expect.any(String),
    });
  });

  it("lists doctors and free time in mdbot's confirmed shapes: dd.mm.yyyy HH:MM:SS with the filial", async () => {
    const { doctors } = await get('doctor/find', { access_token: key });
    expect(doctors[0]).toEqual({ id: 23273, name: expect.any(String), specialnosti: [{ name: 'Терапия', id: '9010' }], filials: [200] });
    const { schedules } = await get('doctor/get_free_time', { access_token: key, doctor: '23273' });
    expect(schedules[0]).toEqual({
      from: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
      to: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
      filial: 200,
    });
    expect(await get('doctor/get_free_time', { access_token: key })).toMatchObject({ response: 0 });
  });

  it('answers get_free_time past two weeks whatever dates are sent: no date filter of MacDent is known to work', async () => {
    const plain = await get('doctor/get_free_time', { access_token: key, doctor: '23273' });
    const lastDay = (answer: Record<string, any>) => (answer.schedules as Array<{ from: string }>).at(-1)!.from.slice(0, 10);
    const inTwoWeeks = addDays(today(), 14);
    expect(lastDay(plain).split('.').reverse().join('-') >= inTwoWeeks).toBe(true);
    const asWeSentThem = await get('doctor/get_free_time', {
      access_token: key,
      doctor: '23273',
      date_from: dotted(today()),
      date_to: dotted(today()),
    });
    const asTheGoAdapterSends = await get('doctor/get_free_time', {
      access_token: key,
      doctor: '23273',
      dateFrom: today(),
      dateTo: today(),
    });
    expect(asWeSentThem.schedules).toEqual(plain.schedules);
    expect(asTheGoAdapterSends.schedules).toEqual(plain.schedules);
  });

  it('flags a key to renew with isTokenNeedToBeUpdated', async () => {
    await fault('staleToken');
    expect(await get('doctor/find', { access_token: key })).toEqual({ response: 0, isTokenNeedToBeUpdated: true });
  });
});

describe('our MacDent client against the fake', () => {
  it('asks get_free_time with the doctor alone and keeps its two weeks from today', async () => {
    const snapshot = await fetchMacDentSnapshot(entry(), ZONE);
    const dates = snapshot.doctors.flatMap((doctor) => doctor.free.map((range) => range.date));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= today() && date <= addDays(today(), 13))).toBe(true);
    expect(snapshot.doctors[0]!.filials?.every((range) => range.filial === '200')).toBe(true);
    const freeTimeCalls = (await account()).calls.filter((call) => call.method === 'doctor/get_free_time');
    expect(freeTimeCalls.map((call) => call.params)).toEqual([{ doctor: '23273' }, { doctor: '23274' }]);
  });

  it('finds the patient by phone once added, books at a free time, and then finds that time taken', async () => {
    const patient = await macDentPatient(entry(), { name: 'Орлова Вера', phone: '77011234567' });
    expect(await macDentPatient(entry(), { name: 'Орлова Вера', phone: '77011234567' })).toBe(patient);
    let day = addDays(today(), 1);
    while (isoWeekday(day) === 7) day = addDays(day, 1);
    const wanted = { doctor: '23273', start: `${dotted(day)} 10:00:00`, end: `${dotted(day)} 10:30:00` };
    expect(await isMacDentTimeFree(entry(), wanted, ZONE)).toBe(true);
    await addMacDentZapis(entry(), { ...wanted, patient, filial: '200' });
    expect(await isMacDentTimeFree(entry(), wanted, ZONE)).toBe(false);
  });

  it('says the key must be renewed when MacDent flags it, whatever else the answer says', async () => {
    await fault('staleToken');
    const refused = await fetchMacDentSnapshot(entry(), ZONE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MisCallError);
    expect(refused).toMatchObject({ reason: 'expired', message: expect.stringMatching(/ключ API устарел/) });
  });
});
