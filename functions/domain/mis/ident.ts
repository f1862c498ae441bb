// (IDENT handlers) --> ident --> IDENT key claim, leads, sync
// IDENT's two calls. The clinic is the one whose active ident entry holds the request's key; IDENT wants
// a plain-text reason on refusal (401 without a key, 403 with a wrong one), which it writes to its log.
import { activeEntries } from '../../../shared/domain/integrations';
import { IDENT_PUSH_LIMITS, identTimeTableSchema, type IdentTicket, type IdentTimeTable } from '../../../shared/schemas/ident';
import { addDays, localMoment } from '../../../shared/domain/schedule';
import { MIS_HORIZON_DAYS } from '../../mis/dentalpro';
import { getIntegrations } from '../../store/integrations';
import { leadsCreatedBetween, newestLeadsBetween } from '../../store/ident-tickets';
import { clinicOfIdentKey } from '../../store/ident-keys';
import { applySnapshot, clinicTimeZone, DoctorLimitReached, type SyncOutcome } from './sync';
import { identTicketOf } from './ident-tickets';
import { clinicInstant, clinicLocal } from '../../mis/local-time';
import type { MisSnapshot } from '../../mis/snapshot';
import * as z from 'zod/mini';

/** A refusal IDENT reads as text. */
export class IdentRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'IdentRefusal';
  }
}

export const IDENT_KEY_HEADER = 'ident-integration-key';
/** Tickets one GetTickets answers at most (each a few KB at most: the answer stays far below Lambda's 6 MB). */
export const IDENT_TICKETS_MAX = 1000;
/** The furthest GetTickets pages: reading past it would cost a read of every lead before it. */
export const IDENT_OFFSET_MAX = 10_000;

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

/**
 * GetTickets: the clinic's leads created in the window. Without `limit` the newest IDENT_TICKETS_MAX of it
 * (IDENT may keep one dateTimeFrom for good, and the newest leads must still reach it); with `limit` and
 * `offset` the page IDENT asks for, counted from the window's oldest. Oldest first either way; IDENT
 * de-duplicates by Id.
 */
export async function identTickets(
  userId: string,
  query: { dateTimeFrom?: string | undefined; dateTimeTo?: string | undefined; limit?: string | undefined; offset?: string | undefined },
  max = IDENT_TICKETS_MAX,
): Promise<IdentTicket[]> {
  const limit = whole(query.limit, 'limit', 1, Number.MAX_SAFE_INTEGER);
  const offset = whole(query.offset, 'offset', 0, IDENT_OFFSET_MAX);
  const timeZone = await clinicTimeZone(userId);
  const from = instantOf(query.dateTimeFrom, 'dateTimeFrom', timeZone);
  const to = instantOf(query.dateTimeTo, 'dateTimeTo', timeZone);
  if (to < from) return [];
  const window = { fromIso: from.toISOString(), toIso: to.toISOString() };
  const leads =
    limit === undefined && offset === undefined
      ? await newestLeadsBetween(userId, window, max)
      : await leadsCreatedBetween(userId, window, offset ?? 0, Math.min(limit ?? max, max));
  return leads.map((lead) => identTicketOf(lead, timeZone));
}

/**
 * IDENT's push: the doctors it names get its free intervals of the next MIS_HORIZON_DAYS; doctors it does not
 * name are left as they are. Bounded before any work (IDENT_PUSH_LIMITS) and by the clinic's doctor limit;
 * a refusal is plain text and writes nothing.
 */
export async function receiveTimeTable(userId: string, body: unknown, now = new Date()): Promise<SyncOutcome> {
  refuseOversizedLists(body);
  const parsed = identTimeTableSchema.safeParse(body);
  if (!parsed.success) throw new IdentRefusal(400, `Неверное расписание: ${z.prettifyError(parsed.error).slice(0, 500)}`);
  const snapshot = identSnapshot(parsed.data, await clinicTimeZone(userId), now);
  if (snapshot.doctors.length > IDENT_PUSH_LIMITS.doctors)
    throw new IdentRefusal(
      413,
      `Неверное расписание: в выгрузке ${snapshot.doctors.length} врачей (Doctors и DoctorId интервалов), а в клинике может быть не больше ${IDENT_PUSH_LIMITS.doctors}`,
    );
  try {
    return await applySnapshot(userId, snapshot, () => now);
  } catch (error) {
    if (error instanceof DoctorLimitReached) throw new IdentRefusal(422, error.message);
    throw error;
  }
}

/** A list past its bound is refused before its items are read one by one. */
function refuseOversizedLists(body: unknown): void {
  const lists = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const [name, max] of [
    ['Doctors', IDENT_PUSH_LIMITS.doctors],
    ['Branches', IDENT_PUSH_LIMITS.branches],
    ['Intervals', IDENT_PUSH_LIMITS.intervals],
  ] as const) {
    const list = lists[name];
    if (Array.isArray(list) && list.length > max)
      throw new IdentRefusal(413, `Неверное расписание: ${name}: не больше ${max} в одной выгрузке, пришло ${list.length}`);
  }
}

/** The push as an MIS snapshot: free intervals of today and the next MIS_HORIZON_DAYS - 1 days, on the clinic's clocks. */
export function identSnapshot(table: IdentTimeTable, timeZone: string, now = new Date()): MisSnapshot {
  const today = localMoment(timeZone, now).date;
  const last = addDays(today, MIS_HORIZON_DAYS - 1);
  const names = new Map(table.Doctors.map((doctor) => [String(doctor.Id), doctor.Name.trim()]));
  const branchNames = new Map(table.Branches.map((branch) => [String(branch.Id), branch.Name.trim()]));
  const free = new Map<string, MisSnapshot['doctors'][number]['free']>();
  const busy = new Map<string, MisSnapshot['doctors'][number]['free']>();
  // Where each doctor works: the branches of all its intervals, busy or free, this fortnight or not.
  const branches = new Map<string, Set<string>>();
  for (const interval of table.Intervals) {
    const branch = branchNames.get(String(interval.BranchId ?? ''));
    if (branch) branches.set(String(interval.DoctorId), (branches.get(String(interval.DoctorId)) ?? new Set()).add(branch));
    const start = clinicLocal(interval.StartDateTime, timeZone);
    if (!start || start.date < today || start.date > last) continue;
    const key = String(interval.DoctorId);
    const into = interval.IsBusy ? busy : free;
    into.set(key, [...(into.get(key) ?? []), { date: start.date, start: start.minutes, end: start.minutes + interval.LengthInMinutes }]);
  }
  const ids = new Set([...names.keys(), ...free.keys(), ...busy.keys()]);
  return {
    source: 'ident',
    partial: true,
    doctors: [...ids].map((id) => ({
      misId: id,
      name: names.get(id) || `Врач IDENT ${id}`,
      specializations: [],
      branches: [...(branches.get(id) ?? [])],
      free: free.get(id) ?? [],
      busy: busy.get(id) ?? [],
    })),
  };
}

function instantOf(text: string | undefined, name: string, timeZone: string): Date {
  // '+' of an offset arrives as a space when IDENT does not encode it.
  const instant = clinicInstant((text ?? '').trim().replace(/ (\d{2}:?\d{2})$/, '+$1'), timeZone);
  if (!instant)
    throw new IdentRefusal(400, `${name}: ожидается время ISO-8601, например 2025-12-16T00:00:00+07:00 (без смещения — время клиники)`);
  return instant;
}

/** An optional whole number within [min, max], or a plain-text 400 saying so (never a 500 for 1e21 or 2^53 + 1). */
function whole(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new IdentRefusal(
      400,
      max === Number.MAX_SAFE_INTEGER
        ? `${name}: ожидается целое число не меньше ${min}`
        : `${name}: ожидается целое число от ${min} до ${max}`,
    );
  return value;
}
