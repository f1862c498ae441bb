// A local fake of DentalPRO's API (design/integrations.md §2) on node:http, for tests and `npm start`.
// One host stands for every clinic's instance; a clinic is its token:
//   GET|POST /api/<method>?token=&secret=   the envelope {method, data, status, error, page, total, paginated,
//        limit, api_version, version}; a wrong secret is HTTP 200 with status:false (DentalPRO's real code is
//        unknown, so the client must read the body). A token seen for the first time opens a demo clinic
//        with three doctors and remembers its secret, so any token and secret connect on the demo clinic.
//   mobile/doctor/list                      the doctors (DTB's fixture fields)
//   twin/freetimeintervals?date_start=&date_end=[&doctor_id=]   free 5-minute cells, doctor_id a string
//   client_by_phone?phone=                  the patient cards with this phone (digits compared)
//   records/createClient?name=&phone=[&birthdate=]   a patient card: {clientID, status, message}
//   records/create?doctor_id=&date=&time_begin=&time_end=&(client_id= | client_name=&client_phone=)[&comment=]
//        books the cells (refused when one is not free: 'Время уже занято'), answers a Record
//   i/client/records?id=                    a patient's records
//   GET /                                   a page listing every clinic's booked records (for a person running `npm start`)
// Control for tests (not part of DentalPRO):
//   POST /__fake/accounts {token, secret, doctors?}   (re)opens a clinic with these doctors, no records
//   GET  /__fake/accounts/<token>                     {doctors, records, calls}
//   POST /__fake/faults {token, fault: 'none'|'http500'|'timeout'|'badAuth'|'dropAnswer', methods?}   fail that
//        clinic's calls (only these methods when given): a 500, no answer at all, a refused token, or the call
//        done and its answer lost (the connection dropped)
//   POST /__fake/reset
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleSockets } from '../../http/keep-alive';
import { DEFAULT_DOCTORS, doctorListData, fio, freeIntervalsData, recordRefusal, type FakeAccount, type FakeDoctor } from './account';
import { readBody, sendHtml, sendJson } from '../http-io';
import { bookingsPage } from '../mis-bookings-page';

export type DentalProFault = 'none' | 'http500' | 'timeout' | 'badAuth' | 'dropAnswer';

export interface DentalProFake {
  url: string;
  stop: () => Promise<void>;
}

const VERSION = '31.10.2024 15.1.12';

export async function startDentalProFake(options: { port?: number; timeZone?: string } = {}): Promise<DentalProFake> {
  const timeZone = options.timeZone ?? 'Europe/Moscow';
  const accounts = new Map<string, FakeAccount>();
  const faults = new Map<string, { fault: DentalProFault; methods?: string[] }>();
  const held = new Set<ServerResponse>();
  let nextRecordId = 1000;
  let nextClientId = 50_000;
  /** Answers of a 'dropAnswer' fault are never sent: the call is done, the connection dropped. */
  const dropped = new Set<ServerResponse>();
  const json = (response: ServerResponse, status: number, body: unknown) =>
    dropped.has(response) ? void response.socket?.destroy() : sendJson(response, status, body);

  const openAccount = (token: string, secret: string, doctors: FakeDoctor[] = DEFAULT_DOCTORS): FakeAccount => {
    const account: FakeAccount = { token, secret, doctors: structuredClone(doctors), records: [], clients: [], calls: [] };
    accounts.set(token, account);
    return account;
  };

  const server = holdIdleSockets(createServer((request, response) => void handle(request, response)));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    if (url.pathname.startsWith('/__fake/')) return json(response, ...control(request.method ?? 'GET', url.pathname, body));
    if (url.pathname === '/') return sendHtml(response, 200, listingPage());
    const method = /^\/api\/(.+?)\/?$/.exec(url.pathname)?.[1];
    if (!method) return json(response, 404, { error: 'Not Found' });
    const params = { ...body, ...Object.fromEntries(url.searchParams) } as Record<string, string>;
    const envelope = (data: unknown, status = true, error: string | null = null) => ({
      method,
      data,
      status,
      error,
      page: 0,
      total: Array.isArray(data) ? data.length : 0,
      paginated: false,
      limit: 0,
      api_version: 2,
      version: VERSION,
    });
    const token = params.token ?? '';
    if (!token || !params.secret) return json(response, 200, envelope(null, false, 'Не переданы token и secret'));
    const account = accounts.get(token) ?? openAccount(token, params.secret);
    account.calls.push({ method, at: new Date().toISOString() });
    const fault = faults.get(token);
    const faulted = fault && fault.fault !== 'none' && (!fault.methods || fault.methods.includes(method)) ? fault.fault : 'none';
    if (faulted === 'timeout') return void held.add(response);
    if (faulted === 'http500') return json(response, 500, { error: 'Internal Server Error' });
    if (faulted === 'dropAnswer') dropped.add(response);
    if (faulted === 'badAuth' || account.secret !== params.secret)
      return json(response, 200, envelope(null, false, 'Неверный token или secret'));
    switch (method) {
      case 'mobile/doctor/list':
        return json(response, 200, envelope(doctorListData(account)));
      case 'twin/freetimeintervals': {
        if (!params.date_start || !params.date_end) return json(response, 200, envelope(null, false, 'Не указаны date_start и date_end'));
        return json(response, 200, envelope(freeIntervalsData(account, params.date_start, params.date_end, timeZone, params.doctor_id)));
      }
      case 'records/create':
        return json(response, 200, createRecord(account, params, envelope));
      case 'client_by_phone': {
        const digits = (params.phone ?? '').replace(/\D/g, '');
        const found = digits ? account.clients.filter((client) => client.phone.replace(/\D/g, '') === digits) : [];
        return json(response, 200, envelope(found.map((client) => ({ id: client.id, fio: client.name, phone: client.phone }))));
      }
      case 'records/createClient': {
        if (!params.name || !params.phone) return json(response, 200, envelope(null, false, 'Не указаны имя и телефон пациента'));
        const client = {
          id: nextClientId++,
          name: params.name,
          phone: params.phone,
          ...(params.birthdate ? { birthdate: params.birthdate } : {}),
        };
        account.clients.push(client);
        return json(response, 200, envelope({ clientID: client.id, status: true, message: 'Пациент создан' }));
      }
      case 'i/client/records': {
        const id = Number(params.id);
        if (!account.clients.some((client) => client.id === id)) return json(response, 200, envelope(null, false, 'Пациент не найден'));
        return json(
          response,
          200,
          envelope(account.records.filter((record) => record.clientId === id).map((record) => recordData(account, record))),
        );
      }
      default:
        return json(response, 200, envelope(null, false, `Метод ${method} не найден`));
    }
  }

  function createRecord(
    account: FakeAccount,
    params: Record<string, string>,
    envelope: (data: unknown, status?: boolean, error?: string | null) => object,
  ) {
    const client = params.client_id ? account.clients.find((candidate) => String(candidate.id) === params.client_id) : undefined;
    if (params.client_id && !client) return envelope(null, false, 'Пациент не найден');
    const wanted = {
      doctorId: params.doctor_id ?? '',
      date: params.date ?? '',
      timeBegin: params.time_begin ?? '',
      timeEnd: params.time_end ?? '',
      clientName: client?.name ?? params.client_name ?? '',
      clientPhone: client?.phone ?? params.client_phone ?? '',
      ...(client ? { clientId: client.id } : {}),
      ...(params.comment ? { comment: params.comment } : {}),
    };
    const refusal = recordRefusal(account, wanted);
    if (refusal) return envelope(null, false, refusal);
    const record = { id: nextRecordId++, ...wanted };
    account.records.push(record);
    return envelope(recordData(account, record));
  }

  function recordData(account: FakeAccount, record: FakeAccount['records'][number]) {
    const doctor = account.doctors.find((candidate) => candidate.id === record.doctorId);
    return {
      id: record.id,
      reason: 'Онлайн-запись',
      timeBegin: `${record.date} ${record.timeBegin}:00`,
      timeEnd: `${record.date} ${record.timeEnd}:00`,
      chairId: 1,
      clientId: record.clientId ?? record.id + 50_000,
      doctorId: Number(record.doctorId),
      doctorName: doctor ? fio(doctor) : '',
      date: record.date,
      clientName: record.clientName,
      clientPhone: record.clientPhone,
      clientExternalId: null,
      isPrimary: true,
      sendRecordSms: false,
      status: 'planned',
    };
  }

  function listingPage(): string {
    const rows = [...accounts.values()].flatMap((account) =>
      account.records.map((record) => {
        const doctor = account.doctors.find((candidate) => candidate.id === record.doctorId);
        return {
          clinic: account.token,
          id: String(record.id),
          doctor: doctor ? fio(doctor) : record.doctorId,
          start: `${record.date} ${record.timeBegin}`,
          end: record.timeEnd,
          patient: `${record.clientName} ${record.clientPhone}`.trim(),
          comment: record.comment ?? '',
        };
      }),
    );
    return bookingsPage('DentalPRO', 'Записи (records/create)', rows);
  }

  function control(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    const accountPath = /^\/__fake\/accounts\/(.+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]!));
      return account
        ? [200, { doctors: account.doctors, records: account.records, clients: account.clients, calls: account.calls }]
        : [404, { error: 'no such account' }];
    }
    if (method === 'POST' && path === '/__fake/accounts') {
      const { token, secret, doctors } = body as { token?: string; secret?: string; doctors?: FakeDoctor[] };
      if (!token || !secret) return [400, { error: 'token and secret are required' }];
      faults.delete(token);
      return [200, { token: openAccount(token, secret, doctors).token }];
    }
    if (method === 'POST' && path === '/__fake/faults') {
      const { token, fault, methods } = body as { token?: string; fault?: DentalProFault; methods?: string[] };
      if (!token || !fault) return [400, { error: 'token and fault are required' }];
      faults.set(token, { fault, ...(methods ? { methods } : {}) });
      return [200, { token, fault }];
    }
    if (method === 'POST' && path === '/__fake/reset') {
      accounts.clear();
      faults.clear();
      return [200, { reset: true }];
    }
    return [404, { error: 'Not Found' }];
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.socket?.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
