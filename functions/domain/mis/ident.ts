// (IDENT handlers) --> ident --> IDENT key claim, leads, sync
// IDENT's two calls. The clinic is the one whose active ident entry holds the request's key; IDENT wants
// a plain-text reason on refusal (401 without a key, 403 with a wrong one), which it writes to its log.
import { activeEntries } from '../../../shared/domain/integrations';
import { identTimeTableSchema, type IdentTicket, type IdentTimeTable } from '../../../shared/schemas/ident';
import { getIntegrations } from '../../store/integrations';
import { leadsCreatedBetween } from '../../store/ident-tickets';
import { clinicOfIdentKey } from '../../store/ident-keys';
import { applySnapshot, clinicTimeZone, type SyncOutcome } from './sync';
import { identTicketOf } from './ident-tickets';
import { clinicLocal } from './local-time';
import type { MisSnapshot } from './snapshot';
import * as z from 'zod/mini';

/** A refusal IDENT reads as text. */
export class IdentRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'IdentRefusal';
  }
}

export const IDENT_KEY_HEADER = 'ident-integration-key';
/** Tickets one GetTickets answers at most when IDENT sends no limit. */
export const IDENT_TICKETS_MAX = 1000;

export async function identClinic(headers: Record<string, string | undefined>): Promise<string> {
  const key = headers[IDENT_KEY_HEADER]?.trim();
  if (!key) throw new IdentRefusal(401, 'Не передан ключ интеграции: заголовок IDENT-Integration-Key');
  const userId = await clinicOfIdentKey(key);
  const { integrations } = userId ? await getIntegrations(userId) : { integrations: undefined };
  if (!userId || !integrations || !activeEntries(integrations, 'ident').some((entry) => entry.id === key))
    throw new IdentRefusal(
      403,
      'Ключ интеграции не найден: скопируйте ключ из раздела «Интеграции» ДентЛид в настройки HTTP-сервиса IDENT',
    );
  return userId;
}

export async function identTickets(
  userId: string,
  query: { dateTimeFrom?: string | undefined; dateTimeTo?: string | undefined; limit?: string | undefined; offset?: string | undefined },
): Promise<IdentTicket[]> {
  const from = instantOf(query.dateTimeFrom, 'dateTimeFrom');
  const to = instantOf(query.dateTimeTo, 'dateTimeTo');
  const limit = whole(query.limit, 'limit', IDENT_TICKETS_MAX, 1);
  const offset = whole(query.offset, 'offset', 0, 0);
  if (to < from) return [];
  const timeZone = await clinicTimeZone(userId);
  const leads = await leadsCreatedBetween(userId, from.toISOString(), to.toISOString(), offset, Math.min(limit, IDENT_TICKETS_MAX));
  return leads.map((lead) => identTicketOf(lead, timeZone));
}

/** IDENT's push: the doctors it names get its free intervals; doctors it does not name are left as they are. */
export async function receiveTimeTable(userId: string, body: unknown): Promise<SyncOutcome> {
  const parsed = identTimeTableSchema.safeParse(body);
  if (!parsed.success) throw new IdentRefusal(400, `Неверное расписание: ${z.prettifyError(parsed.error).slice(0, 500)}`);
  return applySnapshot(userId, identSnapshot(parsed.data, await clinicTimeZone(userId)));
}

export function identSnapshot(table: IdentTimeTable, timeZone: string): MisSnapshot {
  const names = new Map(table.Doctors.map((doctor) => [String(doctor.Id), doctor.Name.trim()]));
  const free = new Map<string, MisSnapshot['doctors'][number]['free']>();
  for (const interval of table.Intervals) {
    const start = clinicLocal(interval.StartDateTime, timeZone);
    if (!start || interval.IsBusy) continue;
    const key = String(interval.DoctorId);
    free.set(key, [...(free.get(key) ?? []), { date: start.date, start: start.minutes, end: start.minutes + interval.LengthInMinutes }]);
  }
  const ids = new Set([...names.keys(), ...free.keys()]);
  return {
    source: 'ident',
    partial: true,
    doctors: [...ids].map((id) => ({
      misId: id,
      name: names.get(id) || `Врач IDENT ${id}`,
      specializations: [],
      free: free.get(id) ?? [],
    })),
  };
}

function instantOf(text: string | undefined, name: string): Date {
  // '+' of an offset arrives as a space when IDENT does not encode it.
  const value = (text ?? '').trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
    : new Date(NaN);
  if (Number.isNaN(time.getTime()))
    throw new IdentRefusal(400, `${name}: ожидается время ISO-8601 со смещением, например 2025-12-16T00:00:00+07:00`);
  return time;
}

function whole(text: string | undefined, name: string, fallback: number, min: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new IdentRefusal(400, `${name}: ожидается целое число не меньше ${min}`);
  return value;
}
