// IDENT reads every answer as text: the errors the HTTP chain raises before the handler (a malformed or
// oversized body, a body where none is taken, an encoding we cannot read) are plain text with their status,
// like the handler's own 401/403. A push may be JSON (whatever its content type says) or XML, gzip or not,
// up to 5 MB as it arrives.
import { generateIdentKey } from '../domain/mis/ident-keys';
import { testRuntime } from '../../infra/local/testing/runtime';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { api } from './api';
import { newIdentClinic } from './ident-support';

const identUrl = (path: string) => `${testRuntime().appUrl}/api/ident/${path}`;

async function send(path: string, init: { method: string; key?: string; body?: string; contentType?: string }) {
  const response = await fetch(identUrl(path), {
    method: init.method,
    headers: {
      ...(init.key ? { 'IDENT-Integration-Key': init.key } : {}),
      ...(init.body !== undefined ? { 'content-type': init.contentType ?? 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

const plainText = (text: RegExp) => ({ contentType: expect.stringMatching(/^text\/plain/), text: expect.stringMatching(text) });

describe('IDENT errors are plain text', () => {
  let key: string;
  beforeAll(async () => {
    ({ key } = await newIdentClinic());
  });

  it('a malformed JSON body: 400', async () => {
    const answer = await send('PostTimeTable', { method: 'POST', key, body: '{"Doctors": [' });
    expect(answer).toEqual({ status: 400, ...plainText(/^Тело запроса не является корректным JSON$/) });
  });

  it('a push larger than a form but within Lambda: taken; past 5 MB: 413 saying how to send it', async () => {
    // 30 doctors x 14 days x 48 half-hours: 20 160 intervals, about 2 MB (the old limit was 1 MB).
    const today = localMoment('Europe/Moscow', new Date()).date;
    const doctors = Array.from({ length: 30 }, (_, index) => ({ Id: 500 + index, Name: `Врач ${index}` }));
    const Intervals = doctors.flatMap((doctor) =>
      Array.from({ length: 14 * 48 }, (_, slot) => ({
        BranchId: 1,
        DoctorId: doctor.Id,
        StartDateTime: `${addDays(today, Math.floor(slot / 48))}T${String(Math.floor((slot % 48) / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}:00`,
        LengthInMinutes: 30,
        IsBusy: slot % 5 === 0,
      })),
    );
    const body = JSON.stringify({ Doctors: doctors, Branches: [{ Id: 1, Name: 'Филиал' }], Intervals });
    expect(body.length).toBeGreaterThan(2_000_000);
    const taken = await send('PostTimeTable', { method: 'POST', key, body });
    expect(taken).toEqual({ status: 200, ...plainText(/^OK: врачей 30/) });

    const huge = JSON.stringify({ Doctors: [], Intervals: [], padding: 'x'.repeat(5 * 1024 * 1024) });
    expect(await send('PostTimeTable', { method: 'POST', key, body: huge })).toEqual({
      status: 413,
      ...plainText(/^Расписание слишком большое: пришло 5\.0 МБ, принимается до 5 МБ\. Выгружайте расписание частями .*gzip/),
    });
  });

  it('JSON whatever its content type, XML, and gzip are read; what is neither is refused in plain text', async () => {
    const table = sampleTimeTable('Europe/Moscow');
    const ident = new FakeIdent(identUrl('').replace(/\/$/, ''), key);
    expect(await ident.postTimeTable(table, { xml: true })).toEqual({ status: 200, ...plainText(/^OK: врачей 2/) });
    expect(await ident.postTimeTable(table, { gzip: true })).toEqual({ status: 200, ...plainText(/^OK: врачей 2/) });
    expect(await ident.postTimeTable(table, { xml: true, gzip: true })).toEqual({ status: 200, ...plainText(/^OK: врачей 2/) });
    for (const contentType of ['text/xml', 'text/plain', 'application/x-www-form-urlencoded', ''])
      expect({
        sentAs: contentType,
        ...(await send('PostTimeTable', { method: 'POST', key, body: JSON.stringify(table), contentType })),
      }).toEqual({
        sentAs: contentType,
        status: 200,
        ...plainText(/^OK: врачей 2/),
      });
    expect(await send('PostTimeTable', { method: 'POST', key, body: '<TimeTable><Doctors>', contentType: 'application/xml' })).toEqual({
      status: 400,
      ...plainText(/^Тело запроса не является корректным XML/),
    });
    const withEntity =
      '<!DOCTYPE t [<!ENTITY a "aaaaaaaaaa">]><TimeTable><Doctors><Doctor><Id>1</Id><Name>&a;</Name></Doctor></Doctors></TimeTable>';
    expect(await send('PostTimeTable', { method: 'POST', key, body: withEntity, contentType: 'application/xml' })).toEqual({
      status: 400,
      ...plainText(/DOCTYPE/),
    });
    expect(
      await send('PostTimeTable', { method: 'POST', key, body: 'Doctors=1', contentType: 'application/x-www-form-urlencoded' }),
    ).toEqual({
      status: 400,
      ...plainText(/ожидается JSON .* или XML/),
    });
    const deflated = await fetch(identUrl('PostTimeTable'), {
      method: 'POST',
      headers: { 'IDENT-Integration-Key': key, 'content-type': 'application/octet-stream', 'content-encoding': 'br' },
      body: '{}',
    });
    expect({ status: deflated.status, text: await deflated.text() }).toEqual({ status: 415, text: expect.stringMatching(/только gzip/) });
  });

  it('a body sent to GetTickets: 400', async () => {
    // fetch sends no GET with a body; the test api helper does.
    const withBody = await api('GET', '/api/ident/GetTickets?dateTimeFrom=2025-01-01T00:00:00Z', {
      rawBody: '{}',
      headers: { 'IDENT-Integration-Key': key, 'content-type': 'application/json' },
    });
    expect(withBody.status).toBe(400);
    expect(withBody.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(withBody.body).toBe('Этот запрос не принимает тело');
  });

  it('no key: 401, an unknown key: 403, on both calls', async () => {
    const timeTable = JSON.stringify({ Doctors: [], Intervals: [] });
    for (const [sentKey, status] of [
      [undefined, 401],
      [generateIdentKey(), 403],
    ] as const) {
      expect(await send('GetTickets?dateTimeFrom=2025-01-01T00:00:00Z', { method: 'GET', key: sentKey })).toEqual({
        status,
        ...plainText(/ключ/i),
      });
      expect(await send('PostTimeTable', { method: 'POST', key: sentKey, body: timeTable })).toEqual({ status, ...plainText(/ключ/i) });
    }
  });
});
