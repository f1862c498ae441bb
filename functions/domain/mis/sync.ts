// (consumer / IDENT handler) --> sync --> MIS snapshot, plan, one write
// One clinic's sync with one MIS. Everything the MIS says is fetched BEFORE anything is written, so an
// MIS failing halfway (a timeout on the free time after the doctors came) throws here and leaves the
// previous schedule as it was; the new state is then written as a whole (store/mis-doctors.ts). A cabinet
// save landing between our read and write makes the write stale: the sync re-reads and re-plans.
import { emptySetting } from '../../store/clinic-items';
import { readClinicPartition } from '../../store/clinic';
import { writeMisDoctors } from '../../store/mis-doctors';
import { StaleWriteError } from '../../store/versioned-writes';
import { logger } from '../../logger';
import { toClinicView } from '../clinic/views';
import { planSync, type SyncPlan } from './plan';
import { doctorLimitProblem } from '../../../shared/domain/doctor-limit';
import { getRosterVersion } from '../../store/doctor-roster';
import type { DoctorItem } from '../../store/clinic-items';
import { UnprocessableError } from '../errors';
import type { MisSnapshot } from '../../mis/snapshot';

export interface SyncOutcome {
  written: number;
  doctors: number;
  keptDeleted: number;
}

const ATTEMPTS = 3;

/** The clinic's time zone, which the MIS client needs to read the MIS's times. */
export async function clinicTimeZone(userId: string): Promise<string> {
  return toClinicView(userId, (await readClinicPartition(userId)).clinicItem).timezone;
}

export async function syncClinic(
  userId: string,
  fetchSnapshot: (timeZone: string) => Promise<MisSnapshot>,
  /** Known already (a clinic's several entries share one read). */
  knownTimeZone?: string,
  now: () => Date = () => new Date(),
): Promise<SyncOutcome> {
  const snapshot = await fetchSnapshot(knownTimeZone ?? (await clinicTimeZone(userId)));
  return applySnapshot(userId, snapshot, now);
}

export async function applySnapshot(userId: string, snapshot: MisSnapshot, now: () => Date = () => new Date()): Promise<SyncOutcome> {
  for (let attempt = 1; ; attempt++) {
    // The roster first: a write that adds doctors after this read moves it, and ours then fails and re-plans.
    const roster = await getRosterVersion(userId);
    const partition = await readClinicPartition(userId);
    const plan = planSync(partition.doctorItems, snapshot, {
      clinic: toClinicView(userId, partition.clinicItem),
      setting: partition.settingItem ?? emptySetting(),
      now: now(),
    });
    requireRoomForNewDoctors(partition.doctorItems, plan);
    try {
      await writeMisDoctors(userId, plan.writes, roster);
      return { written: plan.writes.length, doctors: snapshot.doctors.length, keptDeleted: plan.keptDeleted.length };
    } catch (error) {
      if (!(error instanceof StaleWriteError) || attempt >= ATTEMPTS) throw error;
      logger.info('mis sync: doctors changed while syncing, planning again', { userId, attempt });
    }
  }
}

/** The MIS would take the clinic past its doctor limit: nothing of the sync is written. */
export class DoctorLimitReached extends UnprocessableError {
  constructor(message: string) {
    super('TOO_MANY_DOCTORS', message);
  }
}

function requireRoomForNewDoctors(current: readonly DoctorItem[], plan: SyncPlan): void {
  const adding = plan.writes.filter((write) => write.readVersion === null).length;
  if (adding === 0) return;
  const problem = doctorLimitProblem(current.filter((doctor) => !doctor.deleteDoctor).length, adding);
  if (problem) throw new DoctorLimitReached(problem);
}
