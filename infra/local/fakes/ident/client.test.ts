// The fake IDENT against the public sources it follows (docs/integrations.md, IDENT): it calls as IDENT's
// recorded and documented requests do, and it refuses the answers IDENT could not use.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { FakeIdent, type IdentAnswer } from './client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A loopback server that records each request and answers `[]`. */
async function recorder(): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/ident`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// brearey/smmikod __tests__/timetable.json (a server that works with a real IDENT install), trimmed.
const recordedTimeTable = {
  Doctors: [{ Id: 201, Name: 'POST-TEST: Новый врач 1' }],
  Branches: [{ Id: 6, Name: 'POST-TEST: Новый филиал 1' }],
  Intervals: [
    { BranchId: 6, DoctorId: 201, StartDateTime: '2025-12-25T09:00:00', LengthInMinutes: 30, IsBusy: false },
    { BranchId: 6, DoctorId: 201, StartDateTime: '2025-12-25T09:30:00', LengthInMinutes: 30, IsBusy: true },
  ],
};

describe('the fake IDENT calls as IDENT does', () => {
  it('sends the key and Accept: application/json; GetTickets with the offset encoded, paging only when asked', async () => {
    const server = await recorder();
    try {
      const ident = new FakeIdent(server.url, 'k3y');
      // smmikod README: GET /GetTickets dateTimeFrom=2025-12-16T00:00:00+07:00, dateTimeTo=2200-01-01T23:59:59+07:00, no limit/offset.
      await ident.getTickets({ dateTimeFrom: '2025-12-16T00:00:00+07:00', dateTimeTo: '2200-01-01T23:59:59+07:00' });
      await ident.pollCalls('GetFinishedCalls', { dateTimeFrom: '2020-11-24T08:00:00+06:00', dateTimeTo: '2020-11-24T10:00:00+06:00' });
      const [tickets, calls] = server.seen;
      expect(tickets).toMatchObject({
        method: 'GET',
        url: '/api/ident/GetTickets?dateTimeFrom=2025-12-16T00%3A00%3A00%2B07%3A00&dateTimeTo=2200-01-01T23%3A59%3A59%2B07%3A00',
        headers: { 'ident-integration-key': 'k3y', accept: 'application/json' },
      });
      expect(calls!.url).toBe(
        '/api/ident/GetFinishedCalls?limit=500&offset=0&dateTimeFrom=2020-11-24T08%3A00%3A00%2B06%3A00&dateTimeTo=2020-11-24T10%3A00%3A00%2B06%3A00',
      );
    } finally {
      await server.close();
    }
  });

  it('pushes the timetable as JSON (application/json), and as XML or gzip when asked', async () => {
    const server = await recorder();
    try {
      const ident = new FakeIdent(server.url, 'k3y');
      await ident.postTimeTable(recordedTimeTable);
      await ident.postTimeTable(recordedTimeTable, { xml: true });
      await ident.postTimeTable(recordedTimeTable, { gzip: true });
      const [json, xml, gzip] = server.seen;
      expect(json).toMatchObject({ method: 'POST', url: '/api/ident/PostTimeTable', headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(json!.body.toString())).toEqual(recordedTimeTable);
      expect(xml!.body.toString()).toContain(
        '<Interval><BranchId>6</BranchId><DoctorId>201</DoctorId><StartDateTime>2025-12-25T09:00:00</StartDateTime>',
      );
      expect(gzip!.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'application/octet-stream' });
      expect(JSON.parse(gunzipSync(gzip!.body).toString())).toEqual(recordedTimeTable);
    } finally {
      await server.close();
    }
  });
});

describe('the fake IDENT refuses answers IDENT cannot use', () => {
  const json = (body: unknown): IdentAnswer => ({
    status: 200,
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(body),
  });
  // The Bitrix module Kontur\Ident\Exchange's field mapping, filled as its GetTickets answers.
  const ticket = { Id: 'site-1234', DateAndTime: '2025-12-16T10:15:00+03:00', ClientPhone: '+79991234567', ClientFullName: 'Иванов Иван' };

  it('takes a JSON array of PascalCase tickets with offsets', () => {
    expect(FakeIdent.ticketsOf(json([ticket]))).toEqual([ticket]);
    expect(FakeIdent.ticketsOf(json([]))).toEqual([]);
  });

  it.each([
    ['an empty field', [{ ...ticket, ClientPhone: '' }], /empty ClientPhone/],
    ['both name forms', [{ ...ticket, ClientName: 'Иван' }], /./],
    ['a time without an offset', [{ ...ticket, DateAndTime: '2025-12-16T10:15:00' }], /has no offset/],
    ['PlanEnd before PlanStart', [{ ...ticket, PlanStart: '2025-12-18T10:00:00+03:00', PlanEnd: '2025-12-18T09:00:00+03:00' }], /PlanEnd/],
    ['a visit past 12 hours', [{ ...ticket, PlanStart: '2025-12-18T08:00:00+03:00', PlanEnd: '2025-12-18T21:00:00+03:00' }], /12 h/],
    ['an object instead of an array', { tickets: [ticket] }, /./],
  ])('%s', (_, body, reason) => {
    expect(() => FakeIdent.ticketsOf(json(body))).toThrow(reason);
  });

  it('needs refusals as plain text, not an HTML page', () => {
    expect(FakeIdent.refusalOf({ status: 403, contentType: 'text/plain; charset=utf-8', text: 'Ключ интеграции не найден' })).toBe(
      'Ключ интеграции не найден',
    );
    expect(() => FakeIdent.refusalOf({ status: 500, contentType: 'text/html', text: '<html><body>Error</body></html>' })).toThrow(
      /cannot log/,
    );
    expect(() => FakeIdent.ticketsOf({ status: 200, contentType: 'text/html', text: '[]' })).toThrow(/not JSON/);
  });
});
