// The sync's decision, pure: given our doctors and what the MIS says, the whole new state of the MIS's
// doctors. An MIS doctor seen before gets the MIS's name and free time and a new sync time; one we never
// saw becomes a doctor of that source with a card filled from what the MIS knows (not accepting until the
// clinic maps its services); the clinic's mapping is never overwritten; a doctor the clinic deleted stays
// deleted (its item keeps its id, so it is found and skipped); a manual doctor, or one of another MIS, is
// never touched; a doctor the MIS no longer lists keeps its card but offers no time.
import { doctorProblems } from '../../../shared/domain/doctor-rules';
import { MIS_CELL_MINUTES } from '../../../shared/domain/schedule';
import type { DoctorItem, SettingItem } from '../../store/clinic-items';
import { addressesOfBranches } from './branch-addresses';
import { appointmentOf, mergeRanges } from './free-slots';
import { misDoctorId, type MisDoctor, type MisRef, type MisSnapshot } from '../../mis/snapshot';

export interface PlannedDoctor {
  item: DoctorItem;
  /** The version the plan was made on; null for a doctor not stored yet. */
  readVersion: number | null;
}

export interface SyncPlan {
  writes: PlannedDoctor[];
  /** MIS doctors the clinic deleted: not brought back. */
  keptDeleted: string[];
}

export interface PlanContext {
  clinic: { addressList: string[]; specializationList: string[] };
  setting: Pick<SettingItem, 'directions'>;
  now: Date;
}

export function planSync(current: readonly DoctorItem[], snapshot: MisSnapshot, context: PlanContext): SyncPlan {
  const byId = new Map(current.map((doctor) => [doctor.id, doctor]));
  const stamp = context.now.toISOString();
  const plan: SyncPlan = { writes: [], keptDeleted: [] };
  const seen = new Set<string>();
  for (const misDoctor of snapshot.doctors) {
    const id = misDoctorId(snapshot.source, misDoctor.misId);
    if (seen.has(id)) continue;
    seen.add(id);
    const existing = byId.get(id);
    // Cells of MIS_CELL_MINUTES: the booking rule reads consecutive free cells as one stretch (shared/domain/schedule.ts mapPlan).
    const appointment = appointmentOf(misDoctor.free, MIS_CELL_MINUTES);
    if (existing?.deleteDoctor) plan.keptDeleted.push(id);
    else if (existing && existing.source !== snapshot.source) continue;
    else if (existing) {
      const item: DoctorItem = {
        ...existing,
        name: misDoctor.name || existing.name,
        appointment,
        ...busyOf(misDoctor),
        syncedAt: stamp,
        ...misRefOf(snapshot, misDoctor),
        version: existing.version + 1,
      };
      plan.writes.push({ item: { ...item, updatedAt: stamp }, readVersion: existing.version });
    } else plan.writes.push({ item: newMisDoctor(id, misDoctor, snapshot, appointment, context), readVersion: null });
  }
  for (const doctor of snapshot.partial ? [] : current) {
    if (doctor.source !== snapshot.source || seen.has(doctor.id) || doctor.deleteDoctor) continue;
    if (Object.keys(doctor.appointment ?? {}).length === 0) continue;
    plan.writes.push({
      item: { ...doctor, appointment: {}, ...(doctor.misBusy ? { misBusy: {} } : {}), version: doctor.version + 1, updatedAt: stamp },
      readVersion: doctor.version,
    });
  }
  return plan;
}

/** The busy ranges an MIS told (IDENT), merged per day, for the journal; nothing when it tells none. */
function busyOf(doctor: MisDoctor): Pick<DoctorItem, 'misBusy'> {
  if (!doctor.busy) return {};
  const misBusy: NonNullable<DoctorItem['misBusy']> = {};
  for (const range of mergeRanges(doctor.busy)) (misBusy[range.date] ??= []).push({ start: range.start, end: range.end });
  return { misBusy };
}

/** Where a booking of this doctor goes back to; none for IDENT (it pulls its leads). */
function misRefOf(snapshot: MisSnapshot, doctor: MisDoctor): { mis?: MisRef } {
  if (!snapshot.entry) return {};
  return {
    mis: {
      kind: snapshot.entry.kind,
      entryId: snapshot.entry.id,
      misId: doctor.misId,
      ...(doctor.filial ? { filial: doctor.filial } : {}),
      ...(doctor.filials?.length ? { filials: doctor.filials } : {}),
    },
  };
}

/**
 * A doctor first seen in the MIS, filled only with what the MIS tells (issue 22): its specialities become
 * ours (the clinic's own spelling when one matches) and the directions that match them are listed, but no
 * service is ticked, as no MIS says which services a doctor gives; it works at the addresses its MIS
 * branches are named after (branch-addresses.ts), at none otherwise. So it waits as 'Не принимает', the
 * card saying what to choose, until the clinic maps it; later syncs change only the name and the free time.
 */
function newMisDoctor(
  id: string,
  misDoctor: MisDoctor,
  snapshot: MisSnapshot,
  appointment: DoctorItem['appointment'],
  context: PlanContext,
): DoctorItem {
  const { source } = snapshot;
  const stamp = context.now.toISOString();
  const specialization = unique(
    misDoctor.specializations.map((name) => context.clinic.specializationList.find((ours) => sameStem(ours, name)) ?? name.trim()),
  );
  const services = context.setting.directions
    .filter((direction) => specialization.some((name) => sameStem(name, direction.name)))
    .map((direction) => ({
      directionId: direction.id,
      choices: direction.services.map((service) => ({ name: service.name, checked: false })),
    }));
  const item: DoctorItem = {
    id,
    name: misDoctor.name,
    status: false,
    specialization,
    services,
    address: Object.fromEntries(
      addressesOfBranches(misDoctor.branches ?? [], context.clinic.addressList).map((address) => [address, true]),
    ),
    experience: '',
    discription: '',
    photo: {},
    deleteDoctor: false,
    source,
    appointment: appointment ?? {},
    ...busyOf(misDoctor),
    syncedAt: stamp,
    ...misRefOf(snapshot, misDoctor),
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const service = Object.fromEntries(services.map((entry) => [entry.directionId, entry.choices]));
  const problems = doctorProblems({ ...item, service, appointment: item.appointment ?? {} }, context.clinic);
  return { ...item, status: Object.keys(problems).length === 0 };
}

/** 'Терапевты' and 'Терапия', 'Хирург' and 'Хирургия': the same word stem (first five letters), case aside. */
export function sameStem(a: string, b: string): boolean {
  const stem = (text: string) => text.trim().toLocaleLowerCase('ru').slice(0, 5);
  return stem(a).length >= 4 && stem(a) === stem(b);
}

function unique(names: string[]): string[] {
  return [...new Set(names.filter((name) => name !== ''))];
}
