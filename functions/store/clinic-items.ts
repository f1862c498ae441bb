// The clinic's widget-readable items (sort keys under 'W#', see keys.ts) as stored; how they read as
// the API's views is the domain's (functions/domain/clinic/views.ts). Doctors refer to service directions by a stable id, not by name, so renaming a
// direction is ONE write of the setting item: it cannot half-apply, and no doctor item changes.
// Anyone reading these items (cabinet, widget, lead pipeline) decodes them through these entities.
import * as z from 'zod/mini';
import { CLINIC_TIMEZONES, CURRENCIES, DEFAULT_TIMEZONE, type ClinicTimezone, type Currency } from '../../shared/schemas/clinic';
import { DOCTOR_SOURCES } from '../../shared/schemas/doctor';
import type { Appointment, DoctorPhoto, DoctorSource, ServiceChoice, WeeklySchedule } from '../../shared/schemas/doctor';
import type { Service } from '../../shared/schemas/services';
import type { Booked } from '../../shared/domain/schedule';
import type { MisRef } from '../mis/snapshot';
import { entity } from './entity';
import { settingEntity } from './setting-entity';

export { settingEntity };
import { clinicKeys, leadKeys } from './keys';

export interface ClinicItem {
  clinic: string;
  logo: string | null;
  currency: Currency;
  addressList: string[];
  specializationList: string[];
  timezone: ClinicTimezone;
  /** 'yyyy-mm-dd', ascending; absent on profiles saved before holidays (none). */
  holidays?: string[];
  /** Hours before a booked visit its reminders go (shared/domain/reminders.ts); absent: the default 24 and 2. */
  reminderHours?: number[];
  /** Optimistic concurrency, as for the setting; absent on profiles saved before versions (read as 0). */
  version?: number;
  updatedAt: string;
}

export interface Direction {
  id: string;
  name: string;
  services: Service[];
}

export interface SettingItem {
  directions: Direction[];
  /** Optimistic concurrency: each save writes version + 1 on the condition that it read version. */
  version: number;
  updatedAt: string;
}

export interface DoctorItem {
  id: string;
  name: string;
  status: boolean;
  specialization: string[];
  /** The doctor's directions in no particular order, by direction id; view order follows the setting. */
  services: Array<{ directionId: string; choices: ServiceChoice[] }>;
  /** By address text; a corrected address rewrites these maps in the profile's save (domain/clinic/profile.ts). */
  address: Record<string, boolean>;
  experience: string;
  discription: string;
  photo: DoctorPhoto;
  deleteDoctor: boolean;
  source: DoctorSource;
  /** Manual doctors only. */
  schedule?: WeeklySchedule;
  /** MIS doctors only: the map the MIS sent, stored as is. */
  appointment?: Appointment;
  /**
   * IDENT doctors: the busy intervals IDENT pushed, by clinic-local date (minutes since midnight, [start, end)),
   * for the journal; never shown to the widget.
   */
  misBusy?: Record<string, Array<{ start: number; end: number }>>;
  /** MIS doctors only: time of the last successful sync (freshness counts from it). */
  syncedAt?: string;
  /** DentalPRO and MacDent doctors: the entry and ids a widget booking is pushed back with (functions/domain/mis/push.ts). */
  mis?: MisRef;
  /** Optimistic concurrency, as for the setting. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const clinicEntity = entity<ClinicItem>(
  'clinic',
  z.looseObject({
    clinic: z.string(),
    logo: z.nullable(z.string()),
    currency: z.looseObject({ name: z.string(), symbol: z.string() }),
    addressList: z.array(z.string()),
    specializationList: z.array(z.string()),
    timezone: z.enum(CLINIC_TIMEZONES),
    holidays: z.optional(z.array(z.string())),
    reminderHours: z.optional(z.array(z.number())),
    version: z.optional(z.number()),
    updatedAt: z.string(),
  }),
);

/**
 * A doctor: what the cabinet, the widget and the booking rule walk is checked; a manual doctor's week and an MIS
 * doctor's stored map only as objects (an MIS map holds thousands of entries, and a widget reads a hundred doctors).
 */
export const doctorEntity = entity<DoctorItem>(
  'doctor',
  z.looseObject({
    id: z.string(),
    name: z.string(),
    status: z.boolean(),
    specialization: z.array(z.string()),
    services: z.array(
      z.looseObject({ directionId: z.string(), choices: z.array(z.looseObject({ name: z.string(), checked: z.boolean() })) }),
    ),
    address: z.record(z.string(), z.boolean()),
    experience: z.string(),
    discription: z.string(),
    photo: z.looseObject({ circle: z.optional(z.string()), square: z.optional(z.string()) }),
    deleteDoctor: z.boolean(),
    source: z.enum(DOCTOR_SOURCES),
    schedule: z.optional(z.custom<WeeklySchedule>(isObject)),
    appointment: z.optional(z.custom<Appointment>(isObject)),
    syncedAt: z.optional(z.string()),
    mis: z.optional(z.custom<MisRef>(isObject)),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export const emptyClinic = (): Omit<ClinicItem, 'updatedAt'> => ({
  clinic: '',
  logo: null,
  currency: { ...CURRENCIES[0] },
  addressList: [],
  specializationList: [],
  timezone: DEFAULT_TIMEZONE,
});

export const emptySetting = (): SettingItem => ({ directions: [], version: 0, updatedAt: '' });

export interface ClinicPartition {
  clinicItem?: ClinicItem;
  settingItem?: SettingItem;
  doctorItems: DoctorItem[];
  /** Per doctor id, the bookings it holds (one per booking, however many starts its reservation items cover). */
  reservations: Map<string, Booked[]>;
  /** Every other 'W#' item, for the readers that own them. */
  otherItems: Array<Record<string, unknown>>;
}

/** Sorts the items of one `begins_with(sk, 'W#')` Query into what they are. */
export function sortPartitionItems(items: Array<Record<string, unknown>>): ClinicPartition {
  const partition: ClinicPartition = { doctorItems: [], reservations: new Map(), otherItems: [] };
  for (const item of items) {
    const sk = String(item.sk);
    const slot = leadKeys.slotOf(sk);
    if (sk === clinicKeys.clinicSk) partition.clinicItem = clinicEntity.decode(stripKeys(item));
    else if (sk === clinicKeys.settingSk) partition.settingItem = settingEntity.decode(stripKeys(item));
    else if (sk.startsWith(clinicKeys.doctorPrefix)) partition.doctorItems.push(doctorEntity.decode(stripKeys(item)));
    else if (slot) addReservation(partition.reservations, slot.doctorId, item);
    else if (!sk.startsWith(leadKeys.slotPrefix)) partition.otherItems.push(item);
  }
  return partition;
}

/**
 * A reservation item is one start a booking covers (store/leads.ts); it names the booking's own start and
 * length. Items written before lengths name neither: the key's start, one slot long.
 */
function addReservation(reservations: Map<string, Booked[]>, doctorId: string, item: Record<string, unknown>): void {
  const start = typeof item.planStart === 'string' ? item.planStart : leadKeys.slotOf(String(item.sk))!.planStart;
  const minutes = typeof item.minutes === 'number' ? item.minutes : undefined;
  const list = reservations.get(doctorId) ?? [];
  if (!list.some((booked) => booked.start === start && booked.minutes === minutes)) list.push({ start, ...(minutes ? { minutes } : {}) });
  reservations.set(doctorId, list);
}

function stripKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return rest;
}
