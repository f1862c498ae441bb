// MacDent's API (design/integrations.md §3): https://api-developer.macdent.kz/{group}/{method}, the
// `access_token` (the entry's id, '<id>:<secret>') as a query parameter, always HTTP 200 with
// {response: 1|0, error}; dates 'dd.mm.yyyy HH:MM:SS', clinic-local. MACDENT_API_URL points it elsewhere (the fake).
import type { MacDentEntry } from '../../shared/schemas/integrations';
import { addDays, localMoment } from '../../shared/domain/schedule';
import { clinicLocal } from '../domain/mis/local-time';
import type { FreeRange, MisSnapshot } from '../domain/mis/snapshot';
import { MisCallError, misJson } from './mis-call';
import { MIS_HORIZON_DAYS } from './dentalpro';

const baseUrl = () =>
  ((process.env.MACDENT_API_URL ?? '').trim().replace(/\/$/, '') || 'https://api-developer.macdent.kz').replace(
    /^fake$/,
    'https://api-developer.macdent.kz',
  );

async function macDentCall<T>(entry: Pick<MacDentEntry, 'id'>, path: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`${baseUrl()}/${path}`);
  for (const [name, value] of Object.entries({ access_token: entry.id, ...params })) url.searchParams.set(name, value);
  const answer = (await misJson(url)) as { response?: number; error?: string } | null;
  if (!answer || typeof answer !== 'object') throw new MisCallError('malformed', `MacDent ${path}: not an envelope`);
  if (!answer.response) throw new MisCallError('refused', `MacDent ${path}: ${answer.error ?? 'response 0'}`);
  return answer as T;
}

interface MacDentDoctor {
  id: number;
  name: string;
  specialnosti?: Array<{ name: string }>;
}

const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export async function fetchMacDentSnapshot(entry: Pick<MacDentEntry, 'id'>, timeZone: string, now = new Date()): Promise<MisSnapshot> {
  const today = localMoment(timeZone, now).date;
  const { doctors } = await macDentCall<{ doctors: MacDentDoctor[] }>(entry, 'doctor/find');
  const withTime = [];
  for (const doctor of doctors ?? []) {
    const { schedules } = await macDentCall<{ schedules: Array<{ from: string; to: string }> }>(entry, 'doctor/get_free_time', {
      doctor: String(doctor.id),
      date_from: dotted(today),
      date_to: dotted(addDays(today, MIS_HORIZON_DAYS - 1)),
    });
    withTime.push({
      misId: String(doctor.id),
      name: doctor.name.trim(),
      specializations: (doctor.specialnosti ?? []).map((speciality) => speciality.name),
      free: (schedules ?? []).flatMap((schedule) => freeRange(schedule, timeZone)),
    });
  }
  return { source: 'macdent', doctors: withTime };
}

function freeRange(schedule: { from: string; to: string }, timeZone: string): FreeRange[] {
  const from = clinicLocal(schedule.from, timeZone);
  const to = clinicLocal(schedule.to, timeZone);
  if (!from || !to || to.date !== from.date) return [];
  return [{ date: from.date, start: from.minutes, end: to.minutes }];
}
