// The five doctor rules of spec cabinet §5: while any fails, the 'Принимает' toggle is disabled, the
// server refuses to switch the doctor on, and the booking rule (booking.ts) refuses the doctor.
import type { DoctorSource, DoctorView } from '../schemas/doctor';

export const doctorRuleMessages = {
  specialization: 'Выберите специализацию',
  direction: 'Выберите направление',
  service: 'Выберите как минимум 1 услугу',
  address: 'Выберите как минимум 1 адрес',
  schedule: 'У врача нет расписания',
} as const;
export type DoctorRule = keyof typeof doctorRuleMessages;

export type DoctorRuleInput = Pick<DoctorView, 'specialization' | 'service' | 'address' | 'appointment'> & {
  source: DoctorSource;
  schedule?: DoctorView['schedule'] | null;
};

/**
 * The failed rules, in the spec's order, as { rule: message }. An address counts only when checked
 * and still one of the clinic's addresses (when the list is given). A manual doctor needs a weekly
 * schedule with at least one working day; an MIS doctor needs a non-empty appointment map.
 */
export function doctorProblems(doctor: DoctorRuleInput, clinic?: { addressList: string[] }): Partial<Record<DoctorRule, string>> {
  const problems: Partial<Record<DoctorRule, string>> = {};
  if (!doctor.specialization.some((name) => name.trim() !== '')) problems.specialization = doctorRuleMessages.specialization;
  const directions = Object.keys(doctor.service);
  if (directions.length === 0) problems.direction = doctorRuleMessages.direction;
  if (!directions.some((direction) => doctor.service[direction]!.some((choice) => choice.checked)))
    problems.service = doctorRuleMessages.service;
  const addresses = clinic ? new Set(clinic.addressList) : null;
  if (!Object.entries(doctor.address).some(([address, checked]) => checked && (!addresses || addresses.has(address)))) {
    problems.address = doctorRuleMessages.address;
  }
  const hasSchedule = doctor.source === 'manual' ? (doctor.schedule?.days.length ?? 0) > 0 : Object.keys(doctor.appointment).length > 0;
  if (!hasSchedule) problems.schedule = doctorRuleMessages.schedule;
  return problems;
}

export function doctorMessages(doctor: DoctorRuleInput, clinic?: { addressList: string[] }): string[] {
  return Object.values(doctorProblems(doctor, clinic));
}
