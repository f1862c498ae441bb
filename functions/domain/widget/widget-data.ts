// GET /api/widget: the booking widget's data from ONE Query on the clinic's partition (every item under
// 'W#': profile, services, doctors, booked slots, the public copy of the integrations). What the widget
// may offer (widget spec §4): doctors that are bookable (status on, not deleted, the cabinet's rules met,
// an MIS schedule fresh enough; shared/domain/doctor-rules.ts) with an address in the clinic's list and a
// future free slot that nobody booked; only checked services, each name+cost once, in the clinic's order;
// doctors ordered by the position of their first specialization in the clinic's list, then by name.
import { isBookable } from '../../../shared/domain/doctor-rules';
import { parseServiceLine } from '../../../shared/domain/prices';
import { isFreeSlot } from '../../../shared/domain/schedule';
import { uniqueServices } from '../../../shared/domain/widget-services';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { DoctorView } from '../../../shared/schemas/doctor';
import type { Service } from '../../../shared/schemas/services';
import { CLINIC_NOT_FOUND_MESSAGE, type FreeSlots, type WidgetData, type WidgetDoctor, type WidgetServices } from '../../../shared/schemas/widget';
import { byName, emptySetting, toClinicView, toDoctorView, toSettingView, type ClinicPartition } from '../../store/clinic-items';
import { readClinicPartition } from '../../store/clinic';
import { NotFoundError } from '../errors';

export async function widgetData(clinicKey: string, now = new Date()): Promise<WidgetData> {
  const partition = await readClinicPartition(clinicKey);
  if (!partition.clinicItem) throw new NotFoundError('CLINIC_NOT_FOUND', CLINIC_NOT_FOUND_MESSAGE);
  return composeWidgetData(clinicKey, partition, now);
}

export function composeWidgetData(clinicKey: string, partition: ClinicPartition, now: Date): WidgetData {
  const clinic = toClinicView(clinicKey, partition.clinicItem);
  const setting = partition.settingItem ?? emptySetting();
  const prices = toSettingView(setting).servicesList;
  const doctors = partition.doctorItems
    .map((item) => toDoctorView(item, { clinic, setting, now, reservations: partition.reservations }))
    .filter((doctor) => isBookable(doctor, clinic, now))
    .map((doctor) => widgetDoctor(doctor, clinic, prices, partition.reservations.get(doctor._id), now))
    .filter((doctor) => doctor.address.length > 0 && Object.keys(doctor.slots).length > 0 && Object.keys(doctor.service).length > 0);
  return {
    _id: clinicKey,
    clinic: clinic.clinic,
    logo: clinic.logo,
    addressList: clinic.addressList,
    currency: clinic.currency,
    servicesList: Object.keys(prices),
    specializationList: clinic.specializationList,
    timezone: clinic.timezone,
    doctors: sortDoctors(doctors, clinic.specializationList),
    metricIds: metricIds(partition.otherItems),
  };
}

function widgetDoctor(doctor: DoctorView, clinic: ClinicView, prices: Record<string, Service[]>, booked: ReadonlySet<string> | undefined, now: Date): WidgetDoctor {
  return {
    _id: doctor._id,
    name: doctor.name,
    specialization: doctor.specialization,
    experience: doctor.experience,
    photo: doctor.photo.circle ?? null,
    address: clinic.addressList.filter((address) => doctor.address[address] === true),
    service: checkedServices(doctor, prices),
    slots: freeSlots(doctor, clinic.timezone, booked, now),
  };
}

/** The doctor's checked services with the clinic's prices; a name carrying its price ('Чистка, 3500') is split. */
export function checkedServices(doctor: Pick<DoctorView, 'service'>, prices: Record<string, Service[]>): WidgetServices {
  const services: WidgetServices = {};
  for (const [direction, choices] of Object.entries(doctor.service)) {
    const checked = new Set(choices.filter((choice) => choice.checked).map((choice) => choice.name));
    const list = (prices[direction] ?? []).filter((service) => checked.has(service.name)).map(splitPrice);
    if (list.length > 0) services[direction] = list;
  }
  return uniqueServices(services);
}

function splitPrice(service: Service): Service {
  if (service.cost.trim() !== '') return { name: service.name, cost: service.cost };
  const parsed = parseServiceLine(service.name);
  return parsed ?? { name: service.name, cost: '' };
}

/** Free ('false'), not yet started, and not booked through the widget. */
export function freeSlots(doctor: Pick<DoctorView, 'appointment'>, timezone: string, booked: ReadonlySet<string> | undefined, now: Date): FreeSlots {
  const appointment = Object.fromEntries(Object.entries(doctor.appointment).map(([date, times]) => [normalDate(date), times]));
  const slots: FreeSlots = {};
  for (const date of Object.keys(appointment).sort()) {
    const times = Object.keys(appointment[date]!)
      .filter((time) => isFreeSlot(appointment, date, time, timezone, now) && !booked?.has(`${date}T${time}`))
      .sort();
    if (times.length > 0) slots[date] = times;
  }
  return slots;
}

/** The spec allows dd.mm.yyyy keys in an MIS map; the widget speaks yyyy-mm-dd. */
function normalDate(date: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

export function sortDoctors<D extends { name: string; specialization: string[] }>(doctors: D[], specializationList: readonly string[]): D[] {
  const rank = (doctor: D) => {
    const index = specializationList.indexOf(doctor.specialization[0] ?? '');
    return index < 0 ? specializationList.length : index;
  };
  return [...doctors].sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

function metricIds(items: Array<Record<string, unknown>>): number[] {
  const copy = items.find((item) => item.sk === 'W#PUBLIC_INTEGRATIONS');
  const ids = Array.isArray(copy?.metric) ? (copy.metric as unknown[]) : [];
  return [...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}
