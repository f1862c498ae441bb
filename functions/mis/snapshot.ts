// What one MIS says about a clinic's doctors, already in the clinic's wall-clock time: each doctor with
// its free ranges. Every MIS client (DentalPro, MacDent) and IDENT's push produce this shape, and the one
// sync (sync.ts) maps it onto our doctors.
import type { DoctorSource } from '../../shared/schemas/doctor';

export type MisSource = Exclude<DoctorSource, 'manual'>;

/** A free stretch of one day, clinic-local: minutes since midnight, [start, end). */
export interface FreeRange {
  date: string;
  start: number;
  end: number;
}

export interface MisDoctor {
  /** The MIS's own id of the doctor (a string even where the MIS sends a number). */
  misId: string;
  /** MacDent: the filial of each free range (zapis/add needs it), and the doctor's only filial when it has one. */
  filials?: FilialRange[];
  filial?: string;
  name: string;
  /** The MIS's departments or specialities (only used to fill a new doctor's card). */
  specializations: string[];
  /**
   * The names of the MIS branches the doctor works at, where the MIS names them (IDENT's Branches of its
   * intervals, DentalPRO's branches; MacDent sends filial ids only): a new doctor's addresses are the clinic's
   * addresses named so (domain/mis/branch-addresses.ts).
   */
  branches?: string[];
  free: FreeRange[];
  /** The stretches the MIS says are taken, where it says so (IDENT's busy intervals): the journal shows them. */
  busy?: FreeRange[];
}

export interface MisSnapshot {
  source: MisSource;
  /** The pulled MIS's integration entry (DentalPRO, MacDent), which a booking of its doctors is pushed back to. */
  entry?: { kind: MisPushKind; id: string };
  doctors: MisDoctor[];
  /** Only the doctors named (IDENT pushes some at a time): the source's other doctors keep their time. */
  partial?: boolean;
}

/** The MIS kinds a widget booking is pushed to as an appointment (IDENT pulls leads itself). */
export type MisPushKind = 'dentalPro' | 'macDent';

export interface FilialRange extends FreeRange {
  filial: string;
}

/** Kept on an MIS doctor's item: where a booking of it goes (never shown, never sent to the widget). */
export interface MisRef {
  kind: MisPushKind;
  entryId: string;
  misId: string;
  filial?: string;
  filials?: FilialRange[];
}

/** Our doctor id of an MIS doctor: the same MIS doctor is always the same item (so a deleted one stays deleted). */
export function misDoctorId(source: MisSource, misId: string): string {
  const safe = misId.replace(/[^A-Za-z0-9]/g, (char) => `-${char.codePointAt(0)!.toString(16)}-`);
  return `${source}-${safe}`.slice(0, 64);
}

/** Kept on the lead: where its appointment goes. */
export interface MisBooking {
  kind: MisPushKind;
  entryId: string;
  /** The MIS's doctor id. */
  misId: string;
  /** MacDent: the filial of the booked time (absent when the MIS named none: the push then says so). */
  filial?: string;
  /** The visit's length (the slot the widget offered). */
  minutes: number;
}
