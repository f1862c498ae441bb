// What the widget offers at each step, from the answer of GET /api/widget (docs/contract/widget-quiz-configurator.md §2, §4): doctors
// at the chosen addresses, specialization chips, the services of a doctor or of 'Любой специалист'
// (the merged services of the matching doctors) and the free slots of the choice.
import { mergeServices } from '../../shared/domain/widget-services';
import type { ANY_DOCTOR as AnyDoctorId } from '../../shared/schemas/ticket';
import type { Service } from '../../shared/schemas/services';
import type { FreeSlots, WidgetData, WidgetDoctor, WidgetServices } from '../../shared/schemas/widget';
import { mergeSlots } from './slots';

export const ALL_CHIP = 'Все';

/** The ticket's doctorId for 'Любой специалист' (typed against the lead schema). */
export const ANY_DOCTOR: typeof AnyDoctorId = 'All';

export interface ChosenService extends Service {
  direction: string;
}

/** 'Любой специалист': every matching doctor at once; the server picks one free at the chosen time. */
export interface AnyDoctor {
  _id: typeof ANY_DOCTOR;
  name: string;
  members: WidgetDoctor[];
}

export type DoctorChoice = WidgetDoctor | AnyDoctor;

export const isAnyDoctor = (doctor: DoctorChoice): doctor is AnyDoctor => doctor._id === ANY_DOCTOR;

/** Doctors who receive at one of the chosen addresses (all addresses when the clinic has one or none). */
export function doctorsAt(data: WidgetData, addresses: readonly string[]): WidgetDoctor[] {
  if (data.addressList.length <= 1) return data.doctors;
  return data.doctors.filter((doctor) => doctor.address.some((address) => addresses.includes(address)));
}

export function offers(doctor: WidgetDoctor, service: ChosenService): boolean {
  return Object.values(doctor.service).some((list) => list.some((item) => item.name === service.name && item.cost === service.cost));
}

/** The specialization chips: those some doctor has, in the clinic's order, then any others. */
export function specializationChips(doctors: readonly WidgetDoctor[], order: readonly string[]): string[] {
  const present = new Set(doctors.flatMap((doctor) => doctor.specialization));
  return [...order.filter((name) => present.has(name)), ...[...present].filter((name) => !order.includes(name))];
}

export function withSpecialization(doctors: readonly WidgetDoctor[], chip: string): WidgetDoctor[] {
  return chip === ALL_CHIP ? [...doctors] : doctors.filter((doctor) => doctor.specialization.includes(chip));
}

/** 'Любой' plus the specialization (lower case), or 'Любой специалист' for all. */
export function anyDoctor(members: WidgetDoctor[], chip: string): AnyDoctor {
  return { _id: ANY_DOCTOR, name: chip === ALL_CHIP ? 'Любой специалист' : `Любой ${chip.toLowerCase()}`, members };
}

export function servicesOf(doctor: DoctorChoice, order: readonly string[]): WidgetServices {
  return isAnyDoctor(doctor)
    ? mergeServices(
        doctor.members.map((member) => member.service),
        order,
      )
    : doctor.service;
}

/** Every service some doctor offers (the УСЛУГИ tab's first screen). */
export function allServices(doctors: readonly WidgetDoctor[], order: readonly string[]): WidgetServices {
  return mergeServices(
    doctors.map((doctor) => doctor.service),
    order,
  );
}

/** The service chips: 'Все' plus each direction that has services, in order. */
export function serviceChips(services: WidgetServices): string[] {
  return [ALL_CHIP, ...Object.keys(services)];
}

/** Free slots of the choice: for a service with a duration only where all of it fits; for 'Любой' only of the members that offer the chosen service. */
export function slotsOf(doctor: DoctorChoice, service: ChosenService | undefined): FreeSlots {
  if (!isAnyDoctor(doctor)) return doctorSlots(doctor, service);
  const members = service ? doctor.members.filter((member) => offers(member, service)) : doctor.members;
  return mergeSlots(members.map((member) => doctorSlots(member, service)));
}

/** The server's free starts of a doctor for the service's duration (none for a duration it did not list: nothing unchecked is offered). */
function doctorSlots(doctor: WidgetDoctor, service: Pick<Service, 'duration'> | undefined): FreeSlots {
  if (service?.duration === undefined) return doctor.slots;
  return doctor.slotsByDuration?.[String(service.duration)] ?? {};
}

/** The same choice over fresh data (after the slots were reloaded): its doctors' current slots. */
export function refreshDoctor(doctor: DoctorChoice, data: WidgetData): DoctorChoice | undefined {
  const byId = new Map(data.doctors.map((item) => [item._id, item]));
  if (!isAnyDoctor(doctor)) return byId.get(doctor._id);
  return { ...doctor, members: doctor.members.flatMap((member) => byId.get(member._id) ?? []) };
}
