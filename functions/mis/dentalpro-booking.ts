// A widget booking pushed into DentalPRO (functions/domain/mis/push.ts), each call as DentalTelegramBot
// makes it against a real instance (docs/integrations.md § DentalPRO; AnVladic/DentalTelegramBot
// internal/crm/dental_pro_client.go and entities.go):
//   client_by_phone phone            data: a map keyed by patient id of {id_client, name, surname, …};
//                                    anything else (PHP's empty `[]`) means nobody has that phone
//   records/createClient name, surname, phone   data: the new patient, its id in `externalID`
//   mobile/records/appointmentsList userID, isPlanned, doctorIDS[]   data: doctor id → reception types
//   records/create date, time_start, time_end (HH:MM:SS), doctor_id, client_id, appointment_id, is_planned
//   i/client/records client_id       data: the patient's records, `dateStart` 'Y-m-d H:i:s', `duration` in seconds
import { covered, dentalProCall, dentalProFreeDays, mapDentalPro, type DentalProCredentials } from './dentalpro';
import { minutesOfDay } from './local-time';
import { MisCallError } from './mis-call';

const idText = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '')
    ? String(value).trim()
    : undefined;

/** The oldest card of client_by_phone's map (a phone may be on several cards), or undefined. */
export function patientIdOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const ids = Object.entries(data as Record<string, unknown>)
    .map(([key, user]) => idText((user as { id_client?: unknown } | null)?.id_client) ?? idText(key))
    .filter((id): id is string => id !== undefined && /^\d+$/.test(id));
  return ids.sort((a, b) => Number(a) - Number(b))[0];
}

export async function findDentalProPatient(entry: DentalProCredentials, phone: string): Promise<string | undefined> {
  return phone ? patientIdOf(await dentalProCall<unknown>(entry, 'client_by_phone', { phone })) : undefined;
}

/** The patient with this phone, or a new patient card; a card whose answer named no id is found by its phone. */
export async function dentalProPatient(
  entry: DentalProCredentials,
  patient: { surname: string; name: string; phone: string },
): Promise<string> {
  const found = await findDentalProPatient(entry, patient.phone);
  if (found) return found;
  const made = await dentalProCall<{ externalID?: unknown } | null>(entry, 'records/createClient', patient);
  const id = idText(made?.externalID) ?? (await findDentalProPatient(entry, patient.phone));
  if (!id) throw new MisCallError('malformed', 'DentalPRO records/createClient: no externalID in the answer');
  return id;
}

interface ReceptionType {
  id: string;
  minutes: number;
}

/**
 * The reception type (`appointment_id`) a widget visit of `minutes` is made with: among the doctor's
 * unplanned types, the one as long as the visit, else the closest in length (the shorter on a tie, then
 * the lower id). Undefined when the doctor has none.
 */
export function receptionTypeFor(data: unknown, doctorId: string, minutes: number): string | undefined {
  const ofDoctor = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[doctorId] : undefined;
  if (!ofDoctor || typeof ofDoctor !== 'object') return undefined;
  const types: ReceptionType[] = Object.values(ofDoctor as Record<string, unknown>).flatMap((raw) => {
    const type = raw as { id?: unknown; time?: unknown; isPlanned?: unknown } | null;
    const id = idText(type?.id);
    return id && type?.isPlanned !== true ? [{ id, minutes: Number(type?.time) || 0 }] : [];
  });
  const distance = (type: ReceptionType) => Math.abs(type.minutes - minutes);
  types.sort((a, b) => distance(a) - distance(b) || a.minutes - b.minutes || Number(a.id) - Number(b.id));
  return types[0]?.id;
}

export async function dentalProReceptionType(entry: DentalProCredentials, wanted: { clientId: string; doctorId: string; minutes: number }) {
  const data = await dentalProCall<unknown>(entry, 'mobile/records/appointmentsList', {
    userID: wanted.clientId,
    isPlanned: '0',
    'doctorIDS[]': [wanted.doctorId],
  });
  return receptionTypeFor(data, wanted.doctorId, wanted.minutes);
}

/** records/create: the Record's id. */
export async function createDentalProRecord(entry: DentalProCredentials, params: Record<string, string>): Promise<string> {
  const record = await dentalProCall<{ id?: unknown } | null>(entry, 'records/create', params);
  const id = idText(record?.id);
  if (!id) throw new MisCallError('malformed', 'DentalPRO records/create: no Record id');
  return id;
}

/** The patient's record at this doctor, date and start ('HH:MM'), if there is one (i/client/records). */
export async function findDentalProRecord(
  entry: DentalProCredentials,
  clientId: string,
  wanted: { doctorId: string; date: string; begin: string },
): Promise<string | undefined> {
  const rows = await dentalProCall<unknown>(entry, 'i/client/records', { client_id: clientId });
  const match = (Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : []).find(
    (row) => idText(row.doctorId) === wanted.doctorId && String(row.dateStart ?? '').startsWith(`${wanted.date} ${wanted.begin}`),
  );
  return match ? idText(match.id) : undefined;
}

/** Whether every 5-minute cell of [begin, end) on that date is still free for the doctor. */
export async function isDentalProTimeFree(
  entry: DentalProCredentials,
  wanted: { doctorId: string; date: string; begin: string; end: string },
): Promise<boolean> {
  const days = await dentalProFreeDays(entry, wanted.date, wanted.date, wanted.doctorId);
  const [free] = mapDentalPro(
    [{ id: wanted.doctorId }],
    days.filter((day) => day.date === wanted.date),
  ).map((d) => d.free);
  return covered(free ?? [], minutesOfDay(wanted.begin) ?? 0, minutesOfDay(wanted.end) ?? 0);
}
