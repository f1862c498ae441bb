// The doctors screen's editable part of a doctor, and what PUT /api/doctor gets: only the doctors whose
// editable fields changed since the last save (shared/schemas/doctor.ts DoctorChange).
import {
  scheduleDraftOf,
  type DoctorChange,
  type DoctorView,
  type ScheduleDraft,
  type ServiceChoice,
} from '../../../../shared/schemas/doctor';
import type { ServicesList } from '../../../../shared/schemas/services';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import type { DraftSides } from '../autosave/versioned-draft';

export type EditableDoctor = Pick<
  DoctorView,
  '_id' | 'name' | 'status' | 'specialization' | 'service' | 'address' | 'experience' | 'discription'
> & {
  schedule: ScheduleDraft | null;
};

export function editableOf(doctor: DoctorView): EditableDoctor {
  return {
    _id: doctor._id,
    name: doctor.name,
    status: doctor.status,
    specialization: doctor.specialization,
    service: doctor.service,
    address: doctor.address,
    experience: doctor.experience,
    discription: doctor.discription,
    schedule: doctor.schedule ? scheduleDraftOf(doctor.schedule) : null,
  };
}

/**
 * The doctors that differ from what was last saved, each with the version its change is based on; an
 * MIS doctor's schedule is never sent.
 */
export function changedDoctors(
  current: readonly EditableDoctor[],
  saved: ReadonlyMap<string, EditableDoctor>,
  manualIds: ReadonlySet<string>,
  versions: ReadonlyMap<string, number>,
): DoctorChange[] {
  const changes: DoctorChange[] = [];
  for (const doctor of current) {
    const before = saved.get(doctor._id);
    if (before && JSON.stringify(before) === JSON.stringify(doctor)) continue;
    const { schedule, ...fields } = doctor;
    const rest = { ...fields, version: versions.get(doctor._id) ?? 0 };
    changes.push(manualIds.has(doctor._id) ? { ...rest, schedule } : rest);
  }
  return changes;
}

/** Per doctor id, the version a change of it is based on. */
export const versionsOf = (views: readonly DoctorView[]): ReadonlyMap<string, number> =>
  new Map(views.map((view) => [view._id, view.version]));

/**
 * After a 409: each doctor's unsaved changes merged field by field onto its fresh copy (base: the doctor
 * as last saved here). Doctors added elsewhere come in; doctors deleted elsewhere stay deleted. Null when
 * both changed the same field of a doctor differently, unless `preferMine`.
 */
export function mergeDoctorLists(
  base: ReadonlyMap<string, EditableDoctor>,
  mine: readonly EditableDoctor[],
  theirs: readonly EditableDoctor[],
  preferMine: boolean,
): EditableDoctor[] | null {
  const mineById = new Map(mine.map((doctor) => [doctor._id, doctor]));
  const merged: EditableDoctor[] = [];
  for (const fresh of theirs) {
    const own = mineById.get(fresh._id);
    const before = base.get(fresh._id);
    const doctor = own && before ? mergeFields(before, own, fresh, preferMine) : fresh;
    if (!doctor) return null;
    merged.push(doctor);
  }
  return merged;
}

/**
 * A doctor's service map for the chosen directions, in the clinic's order: every service of each
 * direction, checked as before (by name). Directions the clinic no longer has are dropped.
 */
export function serviceMapFor(
  directions: readonly string[],
  clinicServices: ServicesList,
  previous: Record<string, ServiceChoice[]>,
): Record<string, ServiceChoice[]> {
  const chosen = new Set(directions);
  const map: Record<string, ServiceChoice[]> = {};
  for (const [direction, services] of Object.entries(clinicServices)) {
    if (!chosen.has(direction)) continue;
    const checked = new Set((previous[direction] ?? []).filter((choice) => choice.checked).map((choice) => choice.name));
    map[direction] = services
      .filter((service) => service.name.trim() !== '')
      .map((service) => ({ name: service.name, checked: checked.has(service.name) }));
  }
  return map;
}

const WEEKDAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
export { WEEKDAY_NAMES } from '../../../../shared/domain/working-day';

/** 'Пн–Пт 09:00–18:00, Сб 10:00–15:00 · приём 30 мин', and how many dates are set on top of the week. */
export function scheduleSummary(schedule: ScheduleDraft): string {
  const days = [...schedule.days].sort((a, b) => a.weekday - b.weekday);
  const groups: Array<{ from: number; to: number; hours: string }> = [];
  for (const day of days) {
    const hours = `${day.start}–${day.end}`;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day.weekday - 1) last.to = day.weekday;
    else groups.push({ from: day.weekday, to: day.weekday, hours });
  }
  const text = groups
    .map((group) => `${WEEKDAY_SHORT[group.from - 1]}${group.to > group.from ? `–${WEEKDAY_SHORT[group.to - 1]}` : ''} ${group.hours}`)
    .join(', ');
  const dated = schedule.exceptions.length > 0 ? ` · отпуска и особые дни: ${schedule.exceptions.length}` : '';
  return `${text || 'Нет рабочих дней'} · приём ${schedule.slotMinutes} мин${dated}`;
}

export const defaultSchedule = (): ScheduleDraft => ({
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] })),
  exceptions: [],
  slotMinutes: 30,
  horizonDays: 28,
});

/**
 * The screen's draft: the editable doctors, the views the cards show (photo, source, freshness) and each
 * doctor as last saved, the baseline of its change and of a merge (an addition joins it without a save).
 */
export interface DoctorsDraft {
  doctors: EditableDoctor[];
  views: DoctorView[];
  saved: ReadonlyMap<string, EditableDoctor>;
}

export function doctorsDraftOf(views: DoctorView[]): DoctorsDraft {
  const doctors = views.map(editableOf);
  return { doctors, views, saved: new Map(doctors.map((doctor) => [doctor._id, doctor])) };
}

/** After a 409 (or a catch-up) the cards and the baseline are the fresh copy's; an edit brought back keeps the current ones. */
export function rebuildDoctors(next: EditableDoctor[], { fresh, current, reason }: DraftSides<DoctorsDraft>): DoctorsDraft {
  return { ...(reason === 'restored' ? current : fresh), doctors: next };
}

/** The baseline after a save: the doctors as sent. */
export function withSaved(draft: DoctorsDraft, sent: readonly EditableDoctor[]): DoctorsDraft {
  const saved = new Map(draft.saved);
  for (const doctor of sent) saved.set(doctor._id, doctor);
  return { ...draft, saved };
}
