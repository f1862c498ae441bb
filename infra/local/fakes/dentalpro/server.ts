// A local fake of DentalPRO's API on node:http, for tests and `npm start`. It follows a bot that runs
// against a real instance (AnVladic/DentalTelegramBot internal/crm/dental_pro_client.go, entities.go and
// test_data/*.json; docs/integrations.md § DentalPRO lists each call with its source):
//   POST /api/<method>?token=&secret=&…   every parameter in the query (a body is not read); the envelope
//        {method, data, status, error, page, total, paginated, limit, api_version, version}. Another HTTP
//        method is answered 405. A wrong secret is HTTP 200 with status:false (the client reads the body).
//        Called faster than `callsPerSecond` (default 10) for one token: HTTP 429, as DentalPRO answers
//        a client that calls too fast (the bot then pauses 3 s). A token seen for the first time opens a
//        demo clinic with three doctors and remembers its secret, so any token and secret connect.
//   mobile/doctor/list                                   the doctors (the fixture's fields)
//   twin/freetimeintervals date_start, date_end [doctor_id, department_id, branch_id, duration]
//                                                        free 5-minute cells per date, doctor_id a string
//   client_by_phone phone                                a map keyed by patient id of {id_client, name, surname, …},
//                                                        `[]` when nobody has that phone (digits compared)
//   records/createClient name, surname, phone            a new card: {externalID, name, surname, phone}
//   mobile/records/appointmentsList userID, isPlanned, doctorIDS[]   doctor id → the reception types of that isPlanned
//   records/create date, time_start, time_end (HH:MM:SS), doctor_id, client_id, appointment_id, is_planned [comment]
//        books the cells (refused when one is not free: 'Время уже занято'), answers a Record
//   i/client/records client_id                           the patient's records as ShortRecord rows
//   GET /                                                a page listing every clinic's records (for a person running `npm start`)
// Control for tests (not part of DentalPRO):
//   POST /__fake/accounts {token, secret, doctors?, clients?: [{surname, name, phone}], callsPerSecond?}
//        (re)opens a clinic with these doctors and patient cards, no records
//   GET  /__fake/accounts/<token>   {doctors, records, clients, calls}
//   POST /__fake/faults {token, fault, methods?, times?}   fail that clinic's calls (only these methods when given):
//        'http500', 'timeout' (no answer at all), 'badAuth' (a refused token), 'dropAnswer' (the call done, its
//        answer lost), 'tooManyRequests' (429; the next `times` calls, default 1), 'none'
//   POST /__fake/reset
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { holdIdleSockets } from '../../http/keep-alive';
import { DEFAULT_DOCTORS, fio, freeIntervalsData, receptionTypesOf, timeRefusal, type FakeAccount, type FakeDoctor } from './account';
import { appointmentsData, createdPatientData, doctorListData, recordData, shortRecordData, usersByPhoneData } from './answers';
import { listenOnLoopback, readText, sendHtml, sendJson } from '../http-io';
import { bookingsPage } from '../mis-bookings-page';

export type DentalProFault = 'none' | 'http500' | 'timeout' | 'badAuth' | 'dropAnswer' | 'tooManyRequests';

export interface DentalProFake {
  url: string;
  stop: () => Promise<void>;
}

const VERSION = '31.10.2024 15.1.12';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const INTEGER = /^\d+$/;

type Params = Record<string, string> & { list: (name: string) => string[] };
/** What a method answers: its data, or a refusal in DentalPRO's words. */
type Outcome = { data: unknown } | { refusal: string };

interface Fault {
  fault: DentalProFault;
  methods?: string[];
  /** tooManyRequests: how many more calls get 429. */
  left: number;
}

export async function startDentalProFake(options: { port?: number; timeZone?: string } = {}): Promise<DentalProFake> {
  const timeZone = options.timeZone ?? 'Europe/Moscow';
  const accounts = new Map<string, FakeAccount & { callsPerSecond: number }>();
  const faults = new Map<string, Fault>();
  const held = new Set<ServerResponse>();
  let nextRecordId = 1000;
  let nextClientId = 50_000;

  const openAccount = (
    token: string,
    secret: string,
    options: { doctors?: FakeDoctor[]; clients?: Array<Record<string, string>>; callsPerSecond?: number } = {},
  ) => {
    const account = {
      token,
      secret,
      doctors: structuredClone(options.doctors ?? DEFAULT_DOCTORS),
      records: [],
      clients: (options.clients ?? []).map((client) => ({
        id: nextClientId++,
        surname: client.surname ?? '',
        name: client.name ?? '',
        phone: client.phone ?? '',
      })),
      calls: [],
      callsPerSecond: options.callsPerSecond ?? 10,
    };
    accounts.set(token, account);
    return account;
  };

  const server = holdIdleSockets(createServer((request, response) => void handle(request, response)));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readText(request);
    if (url.pathname.startsWith('/__fake/')) return sendJson(response, ...control(request.method ?? 'GET', url.pathname, text));
    if (url.pathname === '/') return sendHtml(response, 200, listingPage());
    const method = /^\/api\/(.+?)\/?$/.exec(url.pathname)?.[1];
    if (!method) return sendJson(response, 404, { error: 'Not Found' });
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
    if (request.method !== 'POST') return sendJson(response, 405, envelope(null, false, 'Метод API вызывается POST-запросом'));
    const params = Object.assign(Object.fromEntries(url.searchParams), { list: (name: string) => url.searchParams.getAll(name) }) as Params;
    if (!params.token || !params.secret) return sendJson(response, 200, envelope(null, false, 'Не переданы token и secret'));
    const account = accounts.get(params.token) ?? openAccount(params.token, params.secret);
    const answer = (status: number, body: unknown) => {
      account.calls.push({ method, at: new Date().toISOString(), status });
      sendJson(response, status, body);
    };
    const now = Date.now();
    const recent = account.calls.filter((call) => now - Date.parse(call.at) < 1000).length;
    const fault = faultOf(params.token, method);
    if (fault === 'tooManyRequests' || recent >= account.callsPerSecond) return answer(429, envelope(null, false, 'Too Many Requests'));
    if (fault === 'timeout') {
      account.calls.push({ method, at: new Date().toISOString(), status: 0 });
      return void held.add(response);
    }
    if (fault === 'http500') return answer(500, { error: 'Internal Server Error' });
    if (fault === 'badAuth' || account.secret !== params.secret) return answer(200, envelope(null, false, 'Неверный token или secret'));
    const outcome = call(account, method, params);
    const body = 'data' in outcome ? envelope(outcome.data) : envelope(null, false, outcome.refusal);
    if (fault === 'dropAnswer') {
      account.calls.push({ method, at: new Date().toISOString(), status: 0 });
      return void response.socket?.destroy();
    }
    answer(200, body);
  }

  function faultOf(token: string, method: string): DentalProFault {
    const fault = faults.get(token);
    if (!fault || fault.fault === 'none' || (fault.methods && !fault.methods.includes(method))) return 'none';
    if (fault.fault === 'tooManyRequests' && fault.left-- <= 0) return 'none';
    return fault.fault;
  }

  function call(account: FakeAccount, method: string, params: Params): Outcome {
    switch (method) {
      case 'mobile/doctor/list':
        return { data: doctorListData(account) };
      case 'twin/freetimeintervals': {
        if (!DATE.test(params.date_start ?? '') || !DATE.test(params.date_end ?? ''))
          return { refusal: 'Не указаны date_start и date_end (Y-m-d)' };
        const filters = ['doctor_id', 'department_id', 'branch_id', 'duration'].filter((name) => params[name] !== undefined);
        if (filters.some((name) => !INTEGER.test(params[name]!))) return { refusal: 'Фильтры должны быть целыми числами' };
        const doctorId = params.doctor_id && params.doctor_id !== '0' ? params.doctor_id : undefined;
        return { data: freeIntervalsData(account, params.date_start!, params.date_end!, timeZone, doctorId) };
      }
      case 'client_by_phone': {
        const digits = (params.phone ?? '').replace(/\D/g, '');
        if (!digits) return { refusal: 'Не указан телефон' };
        return { data: usersByPhoneData(account.clients.filter((client) => client.phone.replace(/\D/g, '') === digits)) };
      }
      case 'records/createClient': {
        if (!params.name?.trim() || !params.phone?.replace(/\D/g, '')) return { refusal: 'Не указаны имя и телефон пациента' };
        const client = { id: nextClientId++, surname: (params.surname ?? '').trim(), name: params.name.trim(), phone: params.phone };
        account.clients.push(client);
        return { data: createdPatientData(client) };
      }
      case 'mobile/records/appointmentsList': {
        const doctorIds = params.list('doctorIDS[]');
        if (!INTEGER.test(params.userID ?? '') || !['0', '1'].includes(params.isPlanned ?? '') || doctorIds.length === 0)
          return { refusal: 'Не указаны userID, isPlanned и doctorIDS[]' };
        return { data: appointmentsData(account, doctorIds, params.isPlanned === '1') };
      }
      case 'records/create':
        return createRecord(account, params);
      case 'i/client/records': {
        if (!INTEGER.test(params.client_id ?? '')) return { refusal: 'Не указан client_id' };
        const id = Number(params.client_id);
        return { data: account.records.filter((record) => record.clientId === id).map((record) => shortRecordData(account, record)) };
      }
      default:
        return { refusal: `Метод ${method} не найден` };
    }
  }

  function createRecord(account: FakeAccount, params: Params): Outcome {
    if (!DATE.test(params.date ?? '') || !TIME.test(params.time_start ?? '') || !TIME.test(params.time_end ?? ''))
      return { refusal: 'Не указаны дата и время приёма (date Y-m-d, time_start и time_end H:i:s)' };
    if (!['0', '1'].includes(params.is_planned ?? '')) return { refusal: 'Не указан is_planned' };
    const doctor = account.doctors.find((candidate) => candidate.id === params.doctor_id);
    if (!doctor) return { refusal: 'Врач не найден' };
    const client = account.clients.find((candidate) => String(candidate.id) === params.client_id);
    if (!client) return { refusal: 'Пациент не найден' };
    const type = receptionTypesOf(doctor).find((candidate) => String(candidate.id) === params.appointment_id);
    if (!type || type.isPlanned !== (params.is_planned === '1')) return { refusal: 'Вид приёма (appointment_id) не найден у врача' };
    const wanted = { doctorId: doctor.id, date: params.date!, timeStart: params.time_start!, timeEnd: params.time_end! };
    const refusal = timeRefusal(account, wanted);
    if (refusal) return { refusal };
    const record = {
      id: nextRecordId++,
      ...wanted,
      clientId: client.id,
      appointmentId: type.id,
      ...(params.comment ? { comment: params.comment } : {}),
    };
    account.records.push(record);
    return { data: recordData(account, record) };
  }

  function listingPage(): string {
    const rows = [...accounts.values()].flatMap((account) =>
      account.records.map((record) => {
        const doctor = account.doctors.find((candidate) => candidate.id === record.doctorId);
        const client = account.clients.find((candidate) => candidate.id === record.clientId);
        return {
          clinic: account.token,
          id: String(record.id),
          doctor: doctor ? fio(doctor) : record.doctorId,
          start: `${record.date} ${record.timeStart.slice(0, 5)}`,
          end: record.timeEnd.slice(0, 5),
          patient: client ? `${client.surname} ${client.name} ${client.phone}`.trim() : String(record.clientId),
          comment: record.comment ?? '',
        };
      }),
    );
    return bookingsPage('DentalPRO', 'Записи (records/create)', rows);
  }

  function control(method: string, path: string, text: string): [number, unknown] {
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return [400, { error: 'the body is not JSON' }];
    }
    const accountPath = /^\/__fake\/accounts\/(.+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]!));
      return account
        ? [200, { doctors: account.doctors, records: account.records, clients: account.clients, calls: account.calls }]
        : [404, { error: 'no such account' }];
    }
    if (method === 'POST' && path === '/__fake/accounts') {
      const { token, secret, ...rest } = body as {
        token?: string;
        secret?: string;
        doctors?: FakeDoctor[];
        clients?: Array<Record<string, string>>;
        callsPerSecond?: number;
      };
      if (!token || !secret) return [400, { error: 'token and secret are required' }];
      faults.delete(token);
      return [200, { token: openAccount(token, secret, rest).token }];
    }
    if (method === 'POST' && path === '/__fake/faults') {
      const { token, fault, methods, times } = body as { token?: string; fault?: DentalProFault; methods?: string[]; times?: number };
      if (!token || !fault) return [400, { error: 'token and fault are required' }];
      faults.set(token, { fault, left: times ?? 1, ...(methods ? { methods } : {}) });
      return [200, { token, fault }];
    }
    if (method === 'POST' && path === '/__fake/reset') {
      accounts.clear();
      faults.clear();
      return [200, { reset: true }];
    }
    return [404, { error: 'Not Found' }];
  }

  return listenOnLoopback(server, options.port ?? 0, held);
}
