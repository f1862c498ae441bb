// How the clinic's stored items read as the API's views: the profile, the services, a doctor (a manual
// doctor's free slots generated from its weekly schedule at read time, shared/domain/schedule.ts).
import { DEFAULT_REMINDER_HOURS } from '../../../shared/domain/reminders';
import { staysAccepting } from '../../../shared/domain/doctor-rules';
import { generateAppointment, type Booked } from '../../../shared/domain/schedule';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { DoctorView } from '../../../shared/schemas/doctor';
import type { SettingView } from '../../../shared/schemas/services';
import { servicesListOf } from './services-list';
import { emptyClinic, type ClinicItem, type DoctorItem, type SettingItem } from '../../store/clinic-items';

export function toClinicView(userId: string, item: Partial<ClinicItem> | undefined): ClinicView {
  const base = { ...emptyClinic(), ...(item ?? {}) };
  return {
    _id: userId,
    clinic: base.clinic,
    logo: base.logo ?? null,
    currency: base.currency,
    addressList: base.addressList,
    specializationList: base.specializationList,
    timezone: base.timezone,
    holidays: base.holidays ?? [],
    reminderHours: base.reminderHours ?? [...DEFAULT_REMINDER_HOURS],
    version: base.version ?? 0,
  };
}

export function toSettingView(item: SettingItem | undefined): SettingView {
  return { servicesList: servicesListOf(item), version: item?.version ?? 0 };
}

export interface DoctorViewContext {
  clinic: ClinicView;
  setting: SettingItem;
  now: Date;
  /** The bookings each doctor holds, per doctor id. */
  reservations?: ReadonlyMap<string, readonly Booked[]>;
}

/**
 * A doctor as the API shows it: directions by name in the clinic's order, each listing the direction's
 * current services (checked as the doctor chose); addresses as the clinic's list, each checked or not;
 * a manual doctor's appointment generated from the schedule, an MIS doctor's as stored.
 */
export function toDoctorView(item: DoctorItem, { clinic, setting, now, reservations }: DoctorViewContext): DoctorView {
  const chosen = new Map(item.services.map((entry) => [entry.directionId, entry.choices]));
  const service: DoctorView['service'] = {};
  for (const direction of setting.directions) {
    const choices = chosen.get(direction.id);
    if (!choices) continue;
    const checked = new Set(choices.filter((choice) => choice.checked).map((choice) => choice.name));
    service[direction.name] = direction.services.map((s) => ({ name: s.name, checked: checked.has(s.name) }));
  }
  const address: Record<string, boolean> = {};
  for (const line of clinic.addressList) address[line] = item.address[line] === true;
  const appointment =
    item.source === 'manual'
      ? item.schedule
        ? generateAppointment(item.schedule, clinic.timezone, now, reservations?.get(item.id), new Set(clinic.holidays))
        : {}
      : (item.appointment ?? {});
  const rules = { source: item.source, specialization: item.specialization, service, address, appointment, schedule: item.schedule };
  return {
    _id: item.id,
    name: item.name,
    // Stored 'on' while the card fails a rule reads 'off': what the widget does, the cabinet shows.
    status: staysAccepting(item.status, rules, clinic),
    specialization: item.specialization,
    service,
    address,
    experience: item.experience,
    discription: item.discription,
    appointment,
    photo: item.photo ?? {},
    updated_at: item.source === 'manual' ? item.updatedAt : (item.syncedAt ?? item.updatedAt),
    version: item.version,
    deleteDoctor: item.deleteDoctor,
    source: item.source,
    ...(item.schedule ? { schedule: item.schedule } : {}),
  };
}

/** Doctors sorted by name (docs/contract/cabinet.md §3), the Russian way. */
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');
