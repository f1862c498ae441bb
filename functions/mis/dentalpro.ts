// DentalPRO's API as a bot that runs against a real instance calls it (docs/integrations.md § DentalPRO;
// AnVladic/DentalTelegramBot internal/crm/dental_pro_client.go): every method is a POST to
// `{base}/api/{method}` with `Content-Type: application/json`, an empty body and every parameter in the
// query, `token` and `secret` included; the answer is an envelope whose `status`/`error` decide, not the
// HTTP code, except 429 (called too fast): wait 3 s and call again. Each clinic has its own host (the
// entry's address); DENTALPRO_API_URL, when set, stands for every host (the local fake).
import type { DentalProEntry } from '../../shared/schemas/integrations';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { minutesOfDay } from './local-time';
import type { FreeRange, MisDoctor, MisSnapshot } from './snapshot';
import { MisCallError, misJson } from './mis-call';

/** How many days ahead (today included) the widget offers an MIS doctor's free time. */
export const MIS_HORIZON_DAYS = 14;
/** DentalTelegramBot pauses this long after a 429 before it calls the same instance again. */
export const DENTALPRO_PAUSE_MS = 3000;
/** Tries of one call while DentalPRO answers 429; then the caller's retry (the queue's backoff) takes over. */
const TRIES_WHEN_TOO_FAST = 3;

interface Envelope<T> {
  status: boolean;
  error: string | null;
  data: T;
}

interface DentalProDoctor {
  id: number | string;
  fio?: string;
  surname?: string;
  name?: string;
  second_name?: string;
  is_hidden?: number | boolean;
  date_delete?: string | null;
  departments?: Record<string, string> | null;
  /** Branch id → name (DTB's fixture `doctor_list.json`); null when none. */
  branches?: Record<string, string> | null;
}

export interface DentalProFreeDay {
  date: string;
  slots: Array<{ doctor_id: string | number; time: Array<{ begin: string; end: string }> }>;
}

export type DentalProCredentials = Pick<DentalProEntry, 'name' | 'token' | 'secret'>;
/** A query parameter; a list is sent as repeated `name` (DentalTelegramBot's `doctorIDS[]`). */
export type DentalProParams = Record<string, string | readonly string[]>;

export function dentalProBaseUrl(entry: Pick<DentalProEntry, 'name'>): string {
  const configured = (process.env.DENTALPRO_API_URL ?? '').trim();
  if (configured !== '' && configured !== 'fake') return configured.replace(/\/$/, '');
  const host = entry.name
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[/?#].*$/, '');
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host))
    throw new MisCallError('refused', 'Не указан адрес DentalPRO (например, clinic.dental-pro.online)');
  return `https://${host}`;
}

/** Per instance and token (as DentalTelegramBot keeps it per client): no call before this time (a 429 came less than DENTALPRO_PAUSE_MS ago). */
const pausedUntil = new Map<string, number>();

async function waitOutPause(caller: string): Promise<void> {
  const until = pausedUntil.get(caller);
  if (until === undefined) return;
  pausedUntil.delete(caller);
  const wait = until - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function dentalProCall<T>(entry: DentalProCredentials, method: string, params: DentalProParams = {}): Promise<T> {
  const base = dentalProBaseUrl(entry);
  const url = new URL(`${base}/api/${method}`);
  for (const [name, value] of Object.entries(params))
    for (const item of typeof value === 'string' ? [value] : value) url.searchParams.append(name, item);
  url.searchParams.set('token', entry.token);
  url.searchParams.set('secret', entry.secret);
  const caller = `${base} ${entry.token}`;
  let answer: Partial<Envelope<T>> | null = null;
  for (let attempt = 1; ; attempt++) {
    await waitOutPause(caller);
    try {
      answer = (await misJson(url, { method: 'POST', headers: { 'content-type': 'application/json' } })) as Partial<Envelope<T>> | null;
      break;
    } catch (error) {
      if (!(error instanceof MisCallError) || error.status !== 429 || attempt >= TRIES_WHEN_TOO_FAST) throw error;
      pausedUntil.set(caller, Date.now() + DENTALPRO_PAUSE_MS);
    }
  }
  if (!answer || typeof answer !== 'object' || !('status' in answer))
    throw new MisCallError('malformed', `DentalPRO ${method}: not an envelope`);
  if (!answer.status) throw new MisCallError('refused', `DentalPRO ${method}: ${answer.error ?? 'status false'}`);
  return answer.data as T;
}

/** The clinic's doctors and their free time for MIS_HORIZON_DAYS from today on the clinic's clocks. */
export async function fetchDentalProSnapshot(entry: DentalProCredentials, timeZone: string, now = new Date()): Promise<MisSnapshot> {
  const today = localMoment(timeZone, now).date;
  const doctors = await dentalProCall<DentalProDoctor[]>(entry, 'mobile/doctor/list');
  const days = await dentalProFreeDays(entry, today, addDays(today, MIS_HORIZON_DAYS - 1));
  return { source: 'dentalpro', doctors: mapDentalPro(doctors, days) };
}

/** twin/freetimeintervals: free 5-minute cells per date and doctor (one doctor's when `doctorId` is given). */
export async function dentalProFreeDays(entry: DentalProCredentials, from: string, to: string, doctorId?: string) {
  const days = await dentalProCall<DentalProFreeDay[] | null>(entry, 'twin/freetimeintervals', {
    date_start: from,
    date_end: to,
    ...(doctorId ? { doctor_id: doctorId } : {}),
  });
  return Array.isArray(days) ? days : [];
}

export function mapDentalPro(doctors: DentalProDoctor[], days: DentalProFreeDay[]): MisDoctor[] {
  const free = new Map<string, FreeRange[]>();
  for (const day of days ?? [])
    for (const slot of day.slots ?? [])
      for (const cell of slot.time ?? []) {
        const start = minutesOfDay(cell.begin);
        const end = minutesOfDay(cell.end);
        if (start === undefined || end === undefined) continue;
        const key = String(slot.doctor_id);
        free.set(key, [...(free.get(key) ?? []), { date: day.date, start, end }]);
      }
  return (Array.isArray(doctors) ? doctors : [])
    .filter((doctor) => !doctor.is_hidden && !doctor.date_delete)
    .map((doctor) => ({
      misId: String(doctor.id),
      name: (doctor.fio || [doctor.surname, doctor.name, doctor.second_name].filter(Boolean).join(' ')).trim(),
      specializations: Object.values(doctor.departments ?? {}),
      branches: Object.values(doctor.branches ?? {}).filter((name) => typeof name === 'string'),
      free: free.get(String(doctor.id)) ?? [],
    }));
}

/** Whether ranges (possibly in small cells) together cover [begin, end). */
export function covered(ranges: readonly FreeRange[], begin: number, end: number): boolean {
  let reached = begin;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start > reached) break;
    reached = Math.max(reached, range.end);
    if (reached >= end) return true;
  }
  return reached >= end;
}
