// The five doctor rules of docs/contract/cabinet.md §5: while any fails, the 'Принимает' toggle is disabled, the
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

export type StatusVerdict = { status: boolean } | { refused: string[] };

/**
 * The 'Принимает' switch follows the rules, for a new doctor and an accepting one alike (issue 22).
 * Switching on needs every rule (refused with the messages otherwise). A doctor that accepts and whose
 * card comes to fail a rule (its only address unchecked or removed from the clinic, its last service
 * unticked) is switched off; the clinic switches it on again once the card is complete. An MIS doctor's
 * free time comes and goes with the MIS: a day with none keeps it from being switched on and from being
 * booked (booking.ts), but does not switch it off.
 */
export function statusFollowingRules(
  wanted: boolean,
  accepting: boolean,
  doctor: DoctorRuleInput,
  clinic?: { addressList: string[] },
): StatusVerdict {
  if (!wanted) return { status: false };
  const problems = doctorProblems(doctor, clinic);
  if (!accepting) {
    const messages = Object.values(problems);
    return messages.length > 0 ? { refused: messages } : { status: true };
  }
  if (doctor.source !== 'manual') delete problems.schedule;
  return { status: Object.keys(problems).length === 0 };
}

/** Whether a doctor stored as accepting still accepts: the status the cabinet and every reader are shown. */
export function staysAccepting(status: boolean, doctor: DoctorRuleInput, clinic?: { addressList: string[] }): boolean {
  const verdict = statusFollowingRules(status, status, doctor, clinic);
  return 'status' in verdict && verdict.status;
}
