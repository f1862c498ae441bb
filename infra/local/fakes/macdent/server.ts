// A local fake of MacDent's API (design/integrations.md §3) on node:http, for tests and `npm start`:
//   GET|POST /doctor/find, /doctor/get_free_time   access_token as a query parameter or a form field (never a
//        header); always HTTP 200 with {response: 1, …} or {response: 0, error}; dates 'dd.mm.yyyy HH:MM:SS',
//        clinic-local. Any token opens a demo clinic (two doctors, Mon–Sat 09:00–13:00 and 14:00–18:00 free for
//        two weeks); get_free_time answers one doctor's (`doctor`) schedules.
// Control for tests (not part of MacDent):
//   POST /__fake/faults {token, fault: 'none'|'noRights'|'timeout'}   'Нет прав doctors_read', or no answer at all
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, isoWeekday, localMoment } from '../../../../shared/domain/schedule';
import { holdIdleSockets } from '../../http/keep-alive';
import { readText, sendJson } from '../http-io';

const json = (response: ServerResponse, body: unknown, status = 200) => sendJson(response, status, body);

export type MacDentFault = 'none' | 'noRights' | 'timeout';

export interface MacDentFake {
  url: string;
  stop: () => Promise<void>;
}

const DOCTORS = [
  { id: 23273, name: 'Жукова Ирина Олеговна', specialnosti: [{ name: 'Терапия', id: '9010' }], filials: [200] },
  { id: 23274, name: 'Титов Максим Сергеевич', specialnosti: [{ name: 'Хирургия', id: '9011' }], filials: [200] },
];

const dotted = (date: string, time: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${time}:00`;

export async function startMacDentFake(options: { port?: number; timeZone?: string } = {}): Promise<MacDentFake> {
  const timeZone = options.timeZone ?? 'Europe/Moscow';
  const faults = new Map<string, MacDentFault>();
  const held = new Set<ServerResponse>();
  const server = holdIdleSockets(createServer((request, response) => void handle(request, response)));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readText(request);
    if (url.pathname === '/__fake/faults') {
      const body = JSON.parse(text || '{}') as { token?: string; fault?: MacDentFault };
      if (!body.token || !body.fault) return json(response, { error: 'token and fault are required' }, 400);
      faults.set(body.token, body.fault);
      return json(response, { token: body.token, fault: body.fault });
    }
    const params = { ...Object.fromEntries(new URLSearchParams(text)), ...Object.fromEntries(url.searchParams) } as Record<string, string>;
    const token = params.access_token ?? '';
    if (!/^\d+:.+$/.test(token)) return json(response, { response: 0, error: 'Неверный access_token' });
    const fault = faults.get(token) ?? 'none';
    if (fault === 'timeout') return void held.add(response);
    const path = url.pathname.replace(/\/$/, '');
    if (path === '/doctor/find')
      return json(response, fault === 'noRights' ? { response: 0, error: 'Нет прав doctors_read' } : { response: 1, doctors: DOCTORS });
    if (path === '/doctor/get_free_time') {
      const doctor = DOCTORS.find((candidate) => String(candidate.id) === params.doctor);
      if (!doctor) return json(response, { response: 0, error: 'Врач не найден' });
      return json(response, { response: 1, schedules: freeTime(timeZone, doctor.filials[0]!) });
    }
    return json(response, { response: 0, error: `Метод ${path} не найден` });
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

function freeTime(timeZone: string, filial: number): Array<{ from: string; to: string; filial: number }> {
  const today = localMoment(timeZone, new Date()).date;
  const schedules: Array<{ from: string; to: string; filial: number }> = [];
  for (let day = 0; day < 14; day++) {
    const date = addDays(today, day);
    if (isoWeekday(date) === 7) continue;
    schedules.push(
      { from: dotted(date, '09:00'), to: dotted(date, '13:00'), filial },
      { from: dotted(date, '14:00'), to: dotted(date, '18:00'), filial },
    );
  }
  return schedules;
}
