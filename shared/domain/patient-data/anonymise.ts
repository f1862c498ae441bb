// What erasure keeps of a lead (issue 28 §2): its non-personal shape for the clinic's statistics (when, which kind,
// source, doctor, service, visit time, delivery statuses, staff status) and nothing that names or describes the patient
// (name, phone, e-mail, birth date, comment, quiz answers and hidden fields, the consent's address, staff notes).
// The same rule anonymises a lead older than the clinic's retention period.
import { isPatientDestination, PATIENT_DESTINATION_PREFIX } from '../../integrations/channels/email';

/** Fields removed from an erased lead. */
export const PERSONAL_LEAD_FIELDS = [
  'birthdate',
  'comment',
  'answers',
  'answerOrder',
  'hiddenFields',
  'ClientEmail',
  // The address the patient's confirmation letter went to (issue 26 §2).
  'patientMail',
  'idempotencyKey',
  'requestHash',
  'patientKey',
  // The phone's key in its booking places (PHONE_BOOKINGS#<phone>), which erasure deletes.
  'phoneKey',
] as const;

/** Fields kept but emptied (every reader expects them). */
export const EMPTIED_LEAD_FIELDS = ['ClientFullName', 'ClientPhone'] as const;

interface HandlingLike {
  note: string;
  history: Array<{ note: string; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** The staff's handling without its notes (a receptionist writes what the patient said there). */
export function handlingWithoutNotes<H extends HandlingLike>(handling: H): H {
  return { ...handling, note: '', history: handling.history.map((change) => ({ ...change, note: '' })) };
}

/** The page without its query and fragment (an address may carry a name or a phone in its parameters). */
export function pageWithoutQuery(page: string): string {
  return page.split(/[?#]/)[0] ?? '';
}

/** The patient's own address as a delivery destination once erased: its status stays, the address does not. */
export const ERASED_PATIENT_DESTINATION = `${PATIENT_DESTINATION_PREFIX}адрес удалён`;

/**
 * The statuses (statusKey → destination → value) that name the patient's own address, renamed: only those that
 * change, so the erasure rewrites no other channel's map (a delivery may be writing it at the same time).
 */
export function statusesWithoutPatient(statusSend: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const changed: Record<string, Record<string, unknown>> = {};
  for (const [statusKey, statuses] of Object.entries(statusSend)) {
    if (!statuses || typeof statuses !== 'object') continue;
    const entries = Object.entries(statuses as Record<string, unknown>);
    if (!entries.some(([destination]) => isPatientDestination(destination))) continue;
    changed[statusKey] = Object.fromEntries(
      entries.map(([destination, value]) => [isPatientDestination(destination) ? ERASED_PATIENT_DESTINATION : destination, value]),
    );
  }
  return changed;
}
