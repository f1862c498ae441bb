// MacDent's API (docs/integrations.md § MacDent): https://api-developer.macdent.kz/{group}/{method}, the
// `access_token` (the entry's id, '<id>:<secret>') as a query parameter, always HTTP 200 with
// {response: 1|0, error}, and `isTokenNeedToBeUpdated` when the key must be renewed; dates
// 'dd.mm.yyyy HH:MM:SS', clinic-local. MACDENT_API_URL points it elsewhere (the fake).
import type { MacDentEntry } from '../../shared/schemas/integrations';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { clinicLocal } from './local-time';
import type { FreeRange, MisSnapshot } from './snapshot';
import { MisCallError, misJson } from './mis-call';
import { covered, MIS_HORIZON_DAYS } from './dentalpro';

const baseUrl = () =>
  ((process.env.MACDENT_API_URL ?? '').trim().replace(/\/$/, '') || 'https://api-developer.macdent.kz').replace(
    /^fake$/,
    'https://api-developer.macdent.kz',
  );

/** GET with query parameters, or POST with form fields (the writes), the token always among them. */
async function macDentCall<T>(
  entry: Pick<MacDentEntry, 'id'>,
  path: string,
  params: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const url = new URL(`${baseUrl()}/${path}`);
  const fields = new URLSearchParams({ access_token: entry.id, ...params });
  if (method === 'GET') for (const [name, value] of fields) url.searchParams.set(name, value);
  const answer = (await misJson(
    url,
    method === 'POST' ? { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() } : {},
  )) as { response?: number; error?: string; isTokenNeedToBeUpdated?: unknown } | null;
  if (!answer || typeof answer !== 'object') throw new MisCallError('malformed', `MacDent ${path}: not an envelope`);
  // Checked before `response`, as the MacDent clients that meet it do: the key works no more, whatever else the answer says.
  if (answer.isTokenNeedToBeUpdated) throw new MisCallError('expired', `MacDent ${path}: ${MACDENT_KEY_EXPIRED}`);
  if (!answer.response) throw new MisCallError('refused', `MacDent ${path}: ${answer.error ?? 'response 0'}`);
  return answer as T;
}

interface MacDentDoctor {
  id: number;
  name: string;
  specialnosti?: Array<{ name: string }>;
  filials?: Array<number | string>;
}

interface MacDentSchedule {
  from: string;
  to: string;
  filial?: number | string;
}

/** What MacDent says when the key must be renewed (its `isTokenNeedToBeUpdated`), for the logs and the clinic. */
export const MACDENT_KEY_EXPIRED = 'ключ API устарел: создайте новый ключ в MacDent (Настройки → API) и вставьте его в карточку MacDent';

/**
 * A doctor's free time (doctor/get_free_time) from `from` to `to` ('yyyy-mm-dd', clinic-local). Only
 * `doctor` is sent, as the clients confirmed against live MacDent send it: no date parameter of this method
 * is known to be honoured, so the answer is cut to the dates here.
 */
async function macDentFreeTime(entry: Pick<MacDentEntry, 'id'>, doctor: string, timeZone: string, from: string, to: string) {
  const { schedules } = await macDentCall<{ schedules?: MacDentSchedule[] }>(entry, 'doctor/get_free_time', { doctor });
  return (Array.isArray(schedules) ? schedules : []).flatMap((schedule) =>
    freeRange(schedule, timeZone)
      .filter((range) => range.date >= from && range.date <= to)
      .map((range) => ({ range, filial: schedule.filial })),
  );
}

export async function fetchMacDentSnapshot(entry: Pick<MacDentEntry, 'id'>, timeZone: string, now = new Date()): Promise<MisSnapshot> {
  const today = localMoment(timeZone, now).date;
  const { doctors } = await macDentCall<{ doctors: MacDentDoctor[] }>(entry, 'doctor/find');
  const withTime = [];
  for (const doctor of doctors ?? []) {
    const free = await macDentFreeTime(entry, String(doctor.id), timeZone, today, addDays(today, MIS_HORIZON_DAYS - 1));
    withTime.push({
      misId: String(doctor.id),
      name: doctor.name.trim(),
      specializations: (doctor.specialnosti ?? []).map((speciality) => speciality.name),
      free: free.map(({ range }) => range),
      // zapis/add needs the filial of the booked time; never guessed (docs/integrations.md § MacDent).
      filials: free.flatMap(({ range, filial }) => (filial === undefined || filial === null ? [] : [{ ...range, filial: String(filial) }])),
      ...(doctor.filials?.length === 1 ? { filial: String(doctor.filials[0]) } : {}),
    });
  }
  return { source: 'macdent', doctors: withTime };
}

function freeRange(schedule: MacDentSchedule, timeZone: string): FreeRange[] {
  const from = clinicLocal(schedule.from, timeZone);
  const to = clinicLocal(schedule.to, timeZone);
  if (!from || !to || to.date !== from.date) return [];
  return [{ date: from.date, start: from.minutes, end: to.minutes }];
}

// ── Pushing a widget booking back (functions/domain/mis/push.ts) ─────────────────────────────────────

/** The patient with this phone (patient/find), or a new one (POST patient/add name, phone). */
export async function macDentPatient(entry: Pick<MacDentEntry, 'id'>, patient: { name: string; phone: string }): Promise<string> {
  if (patient.phone) {
    const { patients } = await macDentCall<{ patients?: Array<{ id: number | string }> }>(entry, 'patient/find', { phone: patient.phone });
    if (patients?.[0]?.id !== undefined) return String(patients[0].id);
  }
  const made = await macDentCall<{ patient?: { id?: number | string } }>(entry, 'patient/add', patient, 'POST');
  if (made.patient?.id === undefined) throw new MisCallError('malformed', 'MacDent patient/add: no patient id');
  return String(made.patient.id);
}

/** POST zapis/add doctor, patient, start, end, filial: the appointment's id. */
export async function addMacDentZapis(entry: Pick<MacDentEntry, 'id'>, params: Record<string, string>): Promise<string> {
  const made = await macDentCall<{ zapis?: { id?: number | string } }>(entry, 'zapis/add', params, 'POST');
  if (made.zapis?.id === undefined) throw new MisCallError('malformed', 'MacDent zapis/add: no zapis id');
  return String(made.zapis.id);
}

/** The patient's appointment with this doctor at this start, if there is one (zapis/find by patient, a few pages). */
export async function findMacDentZapis(
  entry: Pick<MacDentEntry, 'id'>,
  wanted: { patient: string; doctor: string; start: string },
): Promise<string | undefined> {
  for (let page = 1; page <= 5; page++) {
    const answer = await macDentCall<{ zapisi?: Array<Record<string, unknown>>; maxPage?: number }>(entry, 'zapis/find', {
      patient: wanted.patient,
      page: String(page),
    });
    const match = (answer.zapisi ?? []).find(
      (zapis) =>
        String(zapis.patient) === wanted.patient &&
        String(zapis.doctor) === wanted.doctor &&
        zapis.start === wanted.start &&
        zapis.status !== 'DECLINED',
    );
    if (match) return String(match.id);
    if (!answer.maxPage || page >= answer.maxPage) return undefined;
  }
  return undefined;
}

/** Whether the doctor's free time still covers [start, end) ('dd.mm.yyyy HH:MM:SS'). */
export async function isMacDentTimeFree(
  entry: Pick<MacDentEntry, 'id'>,
  wanted: { doctor: string; start: string; end: string },
  timeZone: string,
): Promise<boolean> {
  const from = clinicLocal(wanted.start, timeZone);
  const to = clinicLocal(wanted.end, timeZone);
  if (!from || !to) return false;
  const free = await macDentFreeTime(entry, wanted.doctor, timeZone, from.date, from.date);
  return covered(
    free.map(({ range }) => range),
    from.minutes,
    to.date === from.date ? to.minutes : 24 * 60,
  );
}
