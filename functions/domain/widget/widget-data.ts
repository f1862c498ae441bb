// GET /api/widget: the booking widget's data from ONE Query on the clinic's partition (every item under
// 'W#': profile, services, doctors, booked slots, the public copy of the integrations). What the widget
// may offer (docs/contract/widget-quiz-configurator.md §4) is decided by the booking rule (shared/domain/booking.ts), the same one
// POST /api/ticket applies: bookable doctors with their addresses, services and free slots;
// doctors ordered by the position of their first specialization in the clinic's list, then by name.
import { bookingOffer, type BookingOffer } from '../../../shared/domain/booking';
import { metricCounters } from '../../../shared/domain/integration-entries';
import type { DoctorView } from '../../../shared/schemas/doctor';
import { CLINIC_NOT_FOUND_MESSAGE, type WidgetData, type WidgetDoctor } from '../../../shared/schemas/widget';
import { emptySetting, type ClinicPartition } from '../../store/clinic-items';
import { byName, toClinicView, toDoctorView, toSettingView } from '../clinic/views';
import { readClinicPartition } from '../../store/clinic';
import { leadKeys } from '../../store/keys';
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
  const rule = { addressList: clinic.addressList, timezone: clinic.timezone, prices, holidays: clinic.holidays };
  const doctors = partition.doctorItems.flatMap((item) => {
    const doctor = toDoctorView(item, { clinic, setting, now, reservations: partition.reservations });
    const offer = bookingOffer(doctor, rule, partition.reservations.get(doctor._id), now);
    return offer ? [widgetDoctor(doctor, offer)] : [];
  });
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
    metricIds: metricIds(clinicKey, partition.otherItems),
  };
}

function widgetDoctor(doctor: DoctorView, offer: BookingOffer): WidgetDoctor {
  return {
    _id: doctor._id,
    name: doctor.name,
    specialization: doctor.specialization,
    experience: doctor.experience,
    photo: doctor.photo.circle ?? null,
    ...offer,
  };
}

export function sortDoctors<D extends { name: string; specialization: string[] }>(
  doctors: D[],
  specializationList: readonly string[],
): D[] {
  const rank = (doctor: D) => {
    const index = specializationList.indexOf(doctor.specialization[0] ?? '');
    return index < 0 ? specializationList.length : index;
  };
  return [...doctors].sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

function metricIds(clinicKey: string, items: Array<Record<string, unknown>>): number[] {
  const copy = items.find((item) => item.sk === leadKeys.publicIntegrations(clinicKey).sk);
  const ids = Array.isArray(copy?.metric) ? (copy.metric as unknown[]) : [];
  return metricCounters(ids);
}
