// A local fake of MacDent's API on node:http, for tests and `npm start` (docs/integrations.md § MacDent names
// the source of each call):
//   GET|POST /doctor/find, /doctor/get_free_time   access_token as a query parameter or a form field (never a
//        header); always HTTP 200 with {response: 1, …} or {response: 0, error}; dates 'dd.mm.yyyy HH:MM:SS',
//        clinic-local. Any token opens a demo clinic (two doctors, Mon–Sat 09:00–13:00 and 14:00–18:00 free for
//        four weeks, filial 200); get_free_time answers one doctor's (`doctor`, required) free time from today,
//        booked time cut out, whatever date parameters come: the clients confirmed against live MacDent send
//        none and pick the dates from the answer, so no date filter of MacDent's is relied on.
//   patient/find?phone=        {patients: [...]} with this phone (digits compared)
//   POST patient/add name, phone   {patient: {id}}; 'Имя пациента должно быть указано' without a name
//   POST zapis/add doctor, patient, start, end, filial   {zapis: {id}}; refused without filial, with an unknown
//        patient or doctor, or when the time is not free ('Время занято')
//   zapis/find?patient=&page=  {zapisi, count, atPage, maxPage} (10 a page)
//   GET /                      a page listing every clinic's appointments (for a person running `npm start`)
// Control for tests (not part of MacDent):
//   POST /__fake/faults {token, fault: 'none'|'noRights'|'staleToken'|'timeout'|'http500'|'dropAnswer', methods?}
//        'Нет прав doctors_read', the key MacDent wants renewed ({response: 0, isTokenNeedToBeUpdated: true}),
//        no answer at all, a 500, or the call done and its answer lost
//   GET  /__fake/accounts/<token>   {patients, zapisi, calls (each with its parameters, the token left out)}
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { addDays, isoWeekday, localMoment } from '../../../../shared/domain/schedule';
import { holdIdleSockets } from '../../http/keep-alive';
import { listenOnLoopback, readText, sendHtml, sendJson } from '../http-io';
import { bookingsPage } from '../mis-bookings-page';

export type MacDentFault = 'none' | 'noRights' | 'staleToken' | 'timeout' | 'http500' | 'dropAnswer';

export interface MacDentFake {
  url: string;
  stop: () => Promise<void>;
}

const DOCTORS = [
  { id: 23273, name: 'Жукова Ирина Олеговна', specialnosti: [{ name: 'Терапия', id: '9010' }], filials: [200] },
  { id: 23274, name: 'Титов Максим Сергеевич', specialnosti: [{ name: 'Хирургия', id: '9011' }], filials: [200] },
];
const WORK = [
  [9 * 60, 13 * 60],
  [14 * 60, 18 * 60],
] as const;
const PAGE_SIZE = 10;
/** How far ahead get_free_time answers: past the product's two-week horizon, so the client must pick its dates. */
const FREE_DAYS = 28;

interface Zapis {
  id: number;
  doctor: number;
  patient: number;
  start: string;
  end: string;
  filial: number;
  status: 'PLANNED' | 'DECLINED';
  comment?: string;
}

interface Account {
  patients: Array<{ id: number; name: string; phone: string }>;
  zapisi: Zapis[];
  calls: Array<{ method: string; at: string; params: Record<string, string> }>;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const dotted = (date: string, minutes: number) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${clock(minutes)}:00`;
/** 'dd.mm.yyyy HH:MM:SS' → ['yyyy-mm-dd', minutes], or undefined. */
function parseDotted(text: string | undefined): [string, number] | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  return match ? [`${match[3]}-${match[2]}-${match[1]}`, Number(match[4]) * 60 + Number(match[5])] : undefined;
}

export async function startMacDentFake(options: { port?: number; timeZone?: string } = {}): Promise<MacDentFake> {
  const timeZone = options.timeZone ?? 'Europe/Moscow';
  const faults = new Map<string, { fault: MacDentFault; methods?: string[] }>();
  const accounts = new Map<string, Account>();
  const held = new Set<ServerResponse>();
  let nextId = 39_558_000;
  const server = holdIdleSockets(createServer((request, response) => void handle(request, response)));

  const accountOf = (token: string): Account => {
    let account = accounts.get(token);
    if (!account) accounts.set(token, (account = { patients: [], zapisi: [], calls: [] }));
    return account;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readText(request);
    if (url.pathname === '/__fake/faults') {
      const body = JSON.parse(text || '{}') as { token?: string; fault?: MacDentFault; methods?: string[] };
      if (!body.token || !body.fault) return sendJson(response, 400, { error: 'token and fault are required' });
      faults.set(body.token, { fault: body.fault, ...(body.methods ? { methods: body.methods } : {}) });
      return sendJson(response, 200, { token: body.token, fault: body.fault });
    }
    const accountPath = /^\/__fake\/accounts\/(.+)$/.exec(url.pathname);
    if (accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]!));
      return account ? sendJson(response, 200, account) : sendJson(response, 404, { error: 'no such account' });
    }
    if (url.pathname === '/') return sendHtml(response, 200, listingPage());
    const params = { ...Object.fromEntries(new URLSearchParams(text)), ...Object.fromEntries(url.searchParams) } as Record<string, string>;
    const token = params.access_token ?? '';
    if (!/^\d+:.+$/.test(token)) return sendJson(response, 200, { response: 0, error: 'Неверный access_token' });
    const path = url.pathname.replace(/^\/|\/$/g, '');
    const account = accountOf(token);
    const { access_token: _token, ...sent } = params;
    account.calls.push({ method: path, at: new Date().toISOString(), params: sent });
    const set = faults.get(token);
    const fault = set && (!set.methods || set.methods.includes(path)) ? set.fault : 'none';
    if (fault === 'timeout') return void held.add(response);
    if (fault === 'http500') return sendJson(response, 500, { error: 'Internal Server Error' });
    if (fault === 'staleToken') return sendJson(response, 200, { response: 0, isTokenNeedToBeUpdated: true });
    const answer =
      fault === 'noRights' && path === 'doctor/find' ? { response: 0, error: 'Нет прав doctors_read' } : call(account, path, params);
    if (fault === 'dropAnswer') return void response.socket?.destroy();
    return sendJson(response, 200, answer);
  }

  function call(account: Account, path: string, params: Record<string, string>): object {
    switch (path) {
      case 'doctor/find':
        return { response: 1, doctors: DOCTORS };
      case 'doctor/get_free_time': {
        if (!params.doctor) return { response: 0, error: 'Не указан врач (doctor)' };
        const doctor = DOCTORS.find((candidate) => String(candidate.id) === params.doctor);
        if (!doctor) return { response: 0, error: 'Врач не найден' };
        return { response: 1, schedules: freeTime(account, doctor.id, doctor.filials[0]!) };
      }
      case 'patient/find': {
        const digits = (params.phone ?? '').replace(/\D/g, '');
        return { response: 1, patients: digits ? account.patients.filter((patient) => patient.phone.replace(/\D/g, '') === digits) : [] };
      }
      case 'patient/add': {
        if (!params.name?.trim()) return { response: 0, error: 'Имя пациента должно быть указано' };
        const patient = { id: nextId++, name: params.name.trim(), phone: params.phone ?? '' };
        account.patients.push(patient);
        return { response: 1, patient: { id: patient.id } };
      }
      case 'zapis/add':
        return addZapis(account, params);
      case 'zapis/find': {
        const list = account.zapisi.filter((zapis) => !params.patient || String(zapis.patient) === params.patient);
        const page = Math.max(1, Number(params.page) || 1);
        const maxPage = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
        return {
          response: 1,
          zapisi: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          count: String(list.length),
          atPage: page,
          maxPage,
        };
      }
      default:
        return { response: 0, error: `Метод ${path} не найден` };
    }
  }

  function addZapis(account: Account, params: Record<string, string>): object {
    if (!params.filial) return { response: 0, error: 'Не указан филиал' };
    const doctor = DOCTORS.find((candidate) => String(candidate.id) === params.doctor);
    if (!doctor) return { response: 0, error: 'Врач не найден' };
    if (!doctor.filials.map(String).includes(params.filial)) return { response: 0, error: 'Врач не работает в этом филиале' };
    const patient = account.patients.find((candidate) => String(candidate.id) === params.patient);
    if (!patient) return { response: 0, error: 'Пациент не найден' };
    const start = parseDotted(params.start);
    const end = parseDotted(params.end);
    if (!start || !end || end[0] !== start[0] || end[1] <= start[1]) return { response: 0, error: 'Неверные start и end' };
    const free = freeMinutes(account, doctor.id, start[0]);
    for (let minute = start[1]; minute < end[1]; minute++) if (!free.has(minute)) return { response: 0, error: 'Время занято' };
    const zapis: Zapis = {
      id: nextId++,
      doctor: doctor.id,
      patient: patient.id,
      start: params.start!,
      end: params.end!,
      filial: Number(params.filial),
      status: 'PLANNED',
      ...(params.comment ? { comment: params.comment } : {}),
    };
    account.zapisi.push(zapis);
    return { response: 1, zapis: { id: zapis.id } };
  }

  /** The doctor's free minutes on a date: working hours less the planned appointments. */
  function freeMinutes(account: Account, doctorId: number, date: string): Set<number> {
    const today = localMoment(timeZone, new Date()).date;
    const free = new Set<number>();
    if (isoWeekday(date) === 7 || date < today || date > addDays(today, FREE_DAYS - 1)) return free;
    for (const [from, to] of WORK) for (let minute = from; minute < to; minute++) free.add(minute);
    for (const zapis of account.zapisi) {
      const start = parseDotted(zapis.start);
      const end = parseDotted(zapis.end);
      if (zapis.doctor !== doctorId || zapis.status === 'DECLINED' || !start || !end || start[0] !== date) continue;
      for (let minute = start[1]; minute < end[1]; minute++) free.delete(minute);
    }
    return free;
  }

  /** FREE_DAYS of free time as schedules: each run of free minutes one {from, to, filial}. */
  function freeTime(account: Account, doctorId: number, filial: number): Array<{ from: string; to: string; filial: number }> {
    const today = localMoment(timeZone, new Date()).date;
    const schedules: Array<{ from: string; to: string; filial: number }> = [];
    for (let day = 0; day < FREE_DAYS; day++) {
      const date = addDays(today, day);
      const free = freeMinutes(account, doctorId, date);
      for (let minute = 0; minute < 24 * 60; minute++) {
        if (!free.has(minute) || free.has(minute - 1)) continue;
        let end = minute;
        while (free.has(end)) end++;
        schedules.push({ from: dotted(date, minute), to: dotted(date, end), filial });
      }
    }
    return schedules;
  }

  function listingPage(): string {
    const rows = [...accounts.entries()].flatMap(([token, account]) =>
      account.zapisi.map((zapis) => {
        const patient = account.patients.find((candidate) => candidate.id === zapis.patient);
        return {
          clinic: token,
          id: String(zapis.id),
          doctor: DOCTORS.find((doctor) => doctor.id === zapis.doctor)?.name ?? String(zapis.doctor),
          start: zapis.start,
          end: zapis.end,
          patient: patient ? `${patient.name} ${patient.phone}` : String(zapis.patient),
          comment: `${zapis.comment ?? ''} (филиал ${zapis.filial})`.trim(),
        };
      }),
    );
    return bookingsPage('MacDent', 'Записи (zapis/add)', rows);
  }

  return listenOnLoopback(server, options.port ?? 0, held);
}
