// One clinic's DentalPRO as the fake keeps it: doctors, a working week (Mon–Sat 09:00–18:00, lunch
// 13:00–14:00) for two weeks from today on the clinic's clocks, cut into DentalPRO's 5-minute cells, and
// the records booked (a record's cells are no longer free).
import { addDays, isoWeekday, localMoment, timeOf } from '../../../../shared/domain/schedule';

export const CELL_MINUTES = 5;
const WORK = { start: 9 * 60, end: 18 * 60, lunchStart: 13 * 60, lunchEnd: 14 * 60 };
const DAYS_AHEAD = 14;

export interface FakeDoctor {
  id: string;
  surname: string;
  name: string;
  second_name: string;
  departments: Record<string, string>;
}

export interface FakeRecord {
  id: number;
  doctorId: string;
  date: string;
  timeBegin: string;
  timeEnd: string;
  clientName: string;
  clientPhone: string;
  /** Set when booked for a patient card (records/createClient's clientID). */
  clientId?: number;
  comment?: string;
}

export interface FakeClient {
  id: number;
  name: string;
  phone: string;
  birthdate?: string;
}

export interface FakeAccount {
  token: string;
  secret: string;
  doctors: FakeDoctor[];
  records: FakeRecord[];
  clients: FakeClient[];
  calls: Array<{ method: string; at: string }>;
}

export const DEFAULT_DOCTORS: FakeDoctor[] = [
  { id: '2', surname: 'Смирнов', name: 'Алексей', second_name: 'Петрович', departments: { '2': 'Терапевты' } },
  { id: '5', surname: 'Кузнецова', name: 'Анна', second_name: 'Игоревна', departments: { '3': 'Хирурги' } },
  { id: '9', surname: 'Лебедев', name: 'Павел', second_name: 'Андреевич', departments: { '4': 'Ортодонты' } },
];

export const fio = (doctor: FakeDoctor) => [doctor.surname, doctor.name, doctor.second_name].filter(Boolean).join(' ');

/** The doctor list as `mobile/doctor/list` answers it (fields of DTB's recorded fixture). */
export function doctorListData(account: FakeAccount): object[] {
  return account.doctors.map((doctor) => ({
    id: Number(doctor.id),
    user_id: Number(doctor.id) + 100,
    is_vip: 0,
    date_added: '2024-01-15 10:00:00',
    date_delete: null,
    is_hidden: 0,
    money_per_hour: null,
    branches: { '1': 'Основной филиал' },
    name: doctor.name,
    surname: doctor.surname,
    second_name: doctor.second_name,
    fio: fio(doctor),
    user_groups: null,
    departments: doctor.departments,
    photo: null,
    phone: '',
  }));
}

/** Free 5-minute cells per date and doctor, as `twin/freetimeintervals` answers them. */
export function freeIntervalsData(account: FakeAccount, from: string, to: string, timeZone: string, doctorId?: string): object[] {
  const today = localMoment(timeZone, new Date()).date;
  const days: object[] = [];
  for (let date = from < today ? today : from; date <= to && date <= addDays(today, DAYS_AHEAD - 1); date = addDays(date, 1)) {
    if (isoWeekday(date) === 7) continue;
    const slots = account.doctors
      .filter((doctor) => !doctorId || doctor.id === doctorId)
      .map((doctor) => ({ doctor_id: doctor.id, doctor_name: fio(doctor), time: freeCells(account, doctor.id, date) }))
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
      record.doctorId === doctorId && record.date === date && minutes(record.timeBegin) <= minute && minute < minutes(record.timeEnd),
  );
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why a record cannot be made, or undefined. */
export function recordRefusal(account: FakeAccount, record: Omit<FakeRecord, 'id'>): string | undefined {
  if (!account.doctors.some((doctor) => doctor.id === record.doctorId)) return 'Врач не найден';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(record.date) || !/^\d{2}:\d{2}$/.test(record.timeBegin) || !/^\d{2}:\d{2}$/.test(record.timeEnd))
    return 'Неверная дата или время';
  if (minutes(record.timeEnd) <= minutes(record.timeBegin)) return 'Время окончания раньше начала';
  const free = new Set(freeCells(account, record.doctorId, record.date).map((cell) => cell.begin));
  for (let start = minutes(record.timeBegin); start < minutes(record.timeEnd); start += CELL_MINUTES)
    if (!free.has(timeOf(start))) return 'Время уже занято';
  return undefined;
}
