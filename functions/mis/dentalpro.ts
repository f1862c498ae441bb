// DentalPRO's API (design/integrations.md §2): `{base}/api/{method}?token=&secret=`, every answer an
// envelope whose `status`/`error` decide, not the HTTP code. Each clinic has its own host (the entry's
// address); DENTALPRO_API_URL, when set, stands for every host (the local fake).
import type { DentalProEntry } from '../../shared/schemas/integrations';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { minutesOfDay } from '../domain/mis/local-time';
import type { FreeRange, MisDoctor, MisSnapshot } from '../domain/mis/snapshot';
import { MisCallError, misJson } from './mis-call';

/** How many days ahead (today included) the widget offers an MIS doctor's free time. */
export const MIS_HORIZON_DAYS = 14;

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
}

interface DentalProFreeDay {
  date: string;
  slots: Array<{ doctor_id: string | number; time: Array<{ begin: string; end: string }> }>;
}

export type DentalProCredentials = Pick<DentalProEntry, 'name' | 'token' | 'secret'>;

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

export async function dentalProCall<T>(entry: DentalProCredentials, method: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`${dentalProBaseUrl(entry)}/api/${method}`);
  for (const [name, value] of Object.entries({ token: entry.token, secret: entry.secret, ...params })) url.searchParams.set(name, value);
  const answer = (await misJson(url)) as Partial<Envelope<T>> | null;
  if (!answer || typeof answer !== 'object' || !('status' in answer))
    throw new MisCallError('malformed', `DentalPRO ${method}: not an envelope`);
  if (!answer.status) throw new MisCallError('refused', `DentalPRO ${method}: ${answer.error ?? 'status false'}`);
  return answer.data as T;
}

/** The clinic's doctors and their free time for MIS_HORIZON_DAYS from today on the clinic's clocks. */
export async function fetchDentalProSnapshot(entry: DentalProCredentials, timeZone: string, now = new Date()): Promise<MisSnapshot> {
  const today = localMoment(timeZone, now).date;
  const doctors = await dentalProCall<DentalProDoctor[]>(entry, 'mobile/doctor/list');
  const days = await dentalProCall<DentalProFreeDay[]>(entry, 'twin/freetimeintervals', {
    date_start: today,
    date_end: addDays(today, MIS_HORIZON_DAYS - 1),
  });
  return { source: 'dentalpro', doctors: mapDentalPro(doctors, days) };
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
  return (doctors ?? [])
    .filter((doctor) => !doctor.is_hidden && !doctor.date_delete)
    .map((doctor) => ({
      misId: String(doctor.id),
      name: (doctor.fio || [doctor.surname, doctor.name, doctor.second_name].filter(Boolean).join(' ')).trim(),
      specializations: Object.values(doctor.departments ?? {}),
      free: free.get(String(doctor.id)) ?? [],
    }));
}

// ── Pushing a widget booking back (functions/domain/mis/push.ts) ─────────────────────────────────────
// Parameter names of these methods are not public (integrations.md §2 marks them [I]); the fake speaks them.

interface DentalProClient {
  id?: number | string;
  clientID?: number | string;
}

const idOf = (value: unknown): string | undefined => {
  const client = (Array.isArray(value) ? value[0] : value) as DentalProClient | null | undefined;
  const id = client?.clientID ?? client?.id;
  return id === undefined || id === null || id === '' ? undefined : String(id);
};

/** The patient with this phone, or a new patient card (records/createClient). */
export async function dentalProPatient(entry: DentalProCredentials, patient: { name: string; phone: string; birthdate: string }) {
  const found = patient.phone ? idOf(await dentalProCall<unknown>(entry, 'client_by_phone', { phone: patient.phone })) : undefined;
  if (found) return found;
  const made = idOf(
    await dentalProCall<unknown>(entry, 'records/createClient', {
      name: patient.name,
      phone: patient.phone,
      ...(patient.birthdate ? { birthdate: patient.birthdate } : {}),
    }),
  );
  if (!made) throw new MisCallError('malformed', 'DentalPRO records/createClient: no clientID in the answer');
  return made;
}

/** records/create: the Record's id. */
export async function createDentalProRecord(entry: DentalProCredentials, params: Record<string, string>): Promise<string> {
  const record = await dentalProCall<{ id?: number | string } | null>(entry, 'records/create', params);
  if (record?.id === undefined || record.id === null) throw new MisCallError('malformed', 'DentalPRO records/create: no Record id');
  return String(record.id);
}

/** The patient's record at this doctor, date and start, if there is one (i/client/records). */
export async function findDentalProRecord(
  entry: DentalProCredentials,
  clientId: string,
  wanted: { doctorId: string; date: string; begin: string },
): Promise<string | undefined> {
  const records = await dentalProCall<Array<Record<string, unknown>> | null>(entry, 'i/client/records', { id: clientId });
  const match = (records ?? []).find(
    (record) =>
      String(record.doctorId ?? record.doctor_id) === wanted.doctorId &&
      String(record.date ?? '').slice(0, 10) === wanted.date &&
      String(record.timeBegin ?? record.time_begin ?? '').includes(wanted.begin),
  );
  return match ? String(match.id) : undefined;
}

/** Whether every 5-minute cell of [begin, end) on that date is still free for the doctor. */
export async function isDentalProTimeFree(
  entry: DentalProCredentials,
  wanted: { doctorId: string; date: string; begin: string; end: string },
): Promise<boolean> {
  const days = await dentalProCall<DentalProFreeDay[]>(entry, 'twin/freetimeintervals', {
    date_start: wanted.date,
    date_end: wanted.date,
    doctor_id: wanted.doctorId,
  });
  const [free] = mapDentalPro(
    [{ id: wanted.doctorId }],
    (days ?? []).filter((day) => day.date === wanted.date),
  ).map((d) => d.free);
  const begin = minutesOfDay(wanted.begin) ?? 0;
  const end = minutesOfDay(wanted.end) ?? 0;
  return covered(free ?? [], begin, end);
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
