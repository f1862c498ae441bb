// The `data` of each DentalPRO answer the fake gives, shaped as DentalTelegramBot decodes them from a real
// instance (AnVladic/DentalTelegramBot internal/crm/entities.go, test_data/doctor_list.json): the field
// names and JSON types there, or the decode would fail (a bool where Go reads a string, a list where it
// reads a map).
import { fio, receptionTypesOf, type FakeAccount, type FakeClient, type FakeRecord } from './account';

/** mobile/doctor/list: the fixture's fields (test_data/doctor_list.json). */
export function doctorListData(account: FakeAccount): object[] {
  return account.doctors.map((doctor) => ({
    id: Number(doctor.id),
    user_id: Number(doctor.id) + 100,
    is_vip: false,
    date_added: '2024-01-15 10:00:00',
    date_delete: null,
    is_hidden: false,
    money_per_hour: null,
    branches: { '1': 'Основной филиал' },
    name: doctor.name,
    surname: doctor.surname,
    second_name: doctor.second_name,
    fio: fio(doctor),
    user_groups: { '6': 'Врач' },
    departments: doctor.departments,
    photo: null,
    phone: '',
  }));
}

/**
 * client_by_phone: a map keyed by patient id (entities' `map[string]User`, `id_client` a string the bot
 * parses as an integer); nobody with the phone is PHP's empty array `[]`, which DentalTelegramBot reads as
 * "not found" (its decode fails on a list).
 */
export function usersByPhoneData(clients: readonly FakeClient[]): object | [] {
  if (clients.length === 0) return [];
  return Object.fromEntries(
    clients.map((client) => [
      String(client.id),
      { id_client: String(client.id), name: client.name, surname: client.surname, second_name: '', sex: '', birthday: '', note: '' },
    ]),
  );
}

/** records/createClient: entities' `Patient`, its id in `externalID`. */
export const createdPatientData = (client: FakeClient) => ({
  externalID: client.id,
  name: client.name,
  surname: client.surname,
  phone: client.phone,
});

/** mobile/records/appointmentsList: doctor id → (type id → Appointment), only the types of that `isPlanned`. */
export function appointmentsData(account: FakeAccount, doctorIds: readonly string[], isPlanned: boolean): object | [] {
  const entries = account.doctors
    .filter((doctor) => doctorIds.includes(doctor.id))
    .map((doctor) => {
      const types = receptionTypesOf(doctor).filter((type) => type.isPlanned === isPlanned);
      return [
        doctor.id,
        Object.fromEntries(
          types.map((type) => [
            String(type.id),
            { ...type, cost: 0, color: '#3a8f3f', diagnosticType: type.time <= 30 ? 'Консультация' : 'Лечение' },
          ]),
        ),
      ] as const;
    })
    .filter(([, types]) => Object.keys(types).length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : [];
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** records/create: entities' `Record` (times 'Y-m-d H:i:s', `isPrimary` and `clientExternalId` strings). */
export function recordData(account: FakeAccount, record: FakeRecord): object {
  const client = account.clients.find((candidate) => candidate.id === record.clientId);
  return {
    id: record.id,
    reason: record.comment ?? '',
    timeBegin: `${record.date} ${withSeconds(record.timeStart)}`,
    timeEnd: `${record.date} ${withSeconds(record.timeEnd)}`,
    chairId: 1,
    clientId: record.clientId,
    color: '#3a8f3f',
    isVip: false,
    isChild: false,
    isPolis: false,
    doctorId: Number(record.doctorId),
    date: record.date,
    clientName: client ? `${client.surname} ${client.name}`.trim() : '',
    clientFromWhere: 0,
    clientFromWhereName: '',
    clientPhone: client?.phone ?? '',
    clientExternalId: '',
    clientGroups: {},
    isPrimary: '1',
    sendRecordSms: false,
    status: 1,
  };
}

const timestamp = (date: string, time: string) => Math.floor(Date.parse(`${date}T${withSeconds(time)}Z`) / 1000);

/** i/client/records: entities' `ShortRecord` rows (`dateStart` 'Y-m-d H:i:s', `duration` in seconds). */
export function shortRecordData(account: FakeAccount, record: FakeRecord): object {
  const doctor = account.doctors.find((candidate) => candidate.id === record.doctorId);
  const start = timestamp(record.date, record.timeStart);
  const end = timestamp(record.date, record.timeEnd);
  return {
    id: record.id,
    dateStart: `${record.date} ${withSeconds(record.timeStart)}`,
    dateStartTimestamp: start,
    dateEnd: `${record.date} ${withSeconds(record.timeEnd)}`,
    dateEndTimestamp: end,
    duration: end - start,
    name: (doctor && receptionTypesOf(doctor).find((type) => type.id === record.appointmentId)?.name) ?? '',
    teeth: '',
    toothShort: '',
    doctorId: Number(record.doctorId),
    doctorName: doctor ? fio(doctor) : '',
    doctorGroup: Object.values(doctor?.departments ?? {}).join(', '),
    branchId: 1,
    total: 0,
  };
}
