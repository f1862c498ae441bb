// One clinic's DentalPRO as the fake keeps it: doctors with their reception types, a working week (Mon–Sat
// 09:00–18:00, lunch 13:00–14:00) for two weeks from today on the clinic's clocks, cut into DentalPRO's
// 5-minute cells, the patient cards and the records booked (a record's cells are no longer free).
import { addDays, isoWeekday, localMoment, timeOf } from '../../../../shared/domain/schedule';

export const CELL_MINUTES = 5;
const WORK = { start: 9 * 60, end: 18 * 60, lunchStart: 13 * 60, lunchEnd: 14 * 60 };
const DAYS_AHEAD = 14;

/** A reception type (medical_receptions) as mobile/records/appointmentsList lists it. */
export interface FakeReceptionType {
  id: number;
  name: string;
  /** Minutes. */
  time: number;
  isPlanned: boolean;
}

export interface FakeDoctor {
  id: string;
  surname: string;
  name: string;
  second_name: string;
  departments: Record<string, string>;
  /** Defaults to DEFAULT_RECEPTION_TYPES. */
  receptionTypes?: FakeReceptionType[];
}

export interface FakeRecord {
  id: number;
  doctorId: string;
  date: string;
  /** 'HH:MM:SS', as records/create takes them. */
  timeStart: string;
  timeEnd: string;
  clientId: number;
  appointmentId: number;
  comment?: string;
}

export interface FakeClient {
  id: number;
  surname: string;
  name: string;
  phone: string;
}

export interface FakeAccount {
  token: string;
  secret: string;
  doctors: FakeDoctor[];
  records: FakeRecord[];
  clients: FakeClient[];
  calls: Array<{ method: string; at: string; status: number }>;
}

/** Every doctor's reception types unless given (lengths of the kind DentalTelegramBot's test data has: 15, 30, 60). */
export const DEFAULT_RECEPTION_TYPES: FakeReceptionType[] = [
  { id: 41, name: 'Профилактический осмотр', time: 15, isPlanned: false },
  { id: 86, name: 'Консультация', time: 30, isPlanned: false },
  { id: 25, name: 'Консультация и лечение', time: 60, isPlanned: false },
  { id: 90, name: 'Плановое лечение', time: 30, isPlanned: true },
];

export const DEFAULT_DOCTORS: FakeDoctor[] = [
  { id: '2', surname: 'Смирнов', name: 'Алексей', second_name: 'Петрович', departments: { '2': 'Терапевты' } },
  { id: '5', surname: 'Кузнецова', name: 'Анна', second_name: 'Игоревна', departments: { '3': 'Хирурги' } },
  { id: '9', surname: 'Лебедев', name: 'Павел', second_name: 'Андреевич', departments: { '4': 'Ортодонты' } },
];

export const fio = (doctor: FakeDoctor) => [doctor.surname, doctor.name, doctor.second_name].filter(Boolean).join(' ');
export const receptionTypesOf = (doctor: FakeDoctor) => doctor.receptionTypes ?? DEFAULT_RECEPTION_TYPES;

/** Free 5-minute cells per date and doctor, as `twin/freetimeintervals` answers them. */
export function freeIntervalsData(account: FakeAccount, from: string, to: string, timeZone: string, doctorId?: string): object[] {
  const today = localMoment(timeZone, new Date()).date;
  const days: object[] = [];
  for (let date = from < today ? today : from; date <= to && date <= addDays(today, DAYS_AHEAD - 1); date = addDays(date, 1)) {
    if (isoWeekday(date) === 7) continue;
    const slots = account.doctors
      .filter((doctor) => !doctorId || doctor.id === doctorId)
      .map((doctor) => ({ doctor_id: doctor.id, doctor_name: doctor.surname, time: freeCells(account, doctor.id, date) }))
      .filter((slot) => slot.time.length > 0);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

function freeCells(account: FakeAccount, doctorId: string, date: string): Array<{ begin: string; end: string }> {
  const cells: Array<{ begin: string; end: string }> = [];
  for (let start = WORK.start; start < WORK.end; start += CELL_MINUTES) {
    if (start >= WORK.lunchStart && start < WORK.lunchEnd) continue;
    if (isBooked(account, doctorId, date, start)) continue;
    cells.push({ begin: timeOf(start), end: timeOf(start + CELL_MINUTES) });
  }
  return cells;
}

function isBooked(account: FakeAccount, doctorId: string, date: string, minute: number): boolean {
  return account.records.some(
    (record) =>
      record.doctorId === doctorId && record.date === date && minutes(record.timeStart) <= minute && minute < minutes(record.timeEnd),
  );
}

export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why a record cannot be made at this time, or undefined. */
export function timeRefusal(
  account: FakeAccount,
  record: Pick<FakeRecord, 'doctorId' | 'date' | 'timeStart' | 'timeEnd'>,
): string | undefined {
  if (minutes(record.timeEnd) <= minutes(record.timeStart)) return 'Время окончания раньше начала';
  const free = new Set(freeCells(account, record.doctorId, record.date).map((cell) => cell.begin));
  for (let start = minutes(record.timeStart); start < minutes(record.timeEnd); start += CELL_MINUTES)
    if (!free.has(timeOf(start))) return 'Время уже занято';
  return undefined;
}
