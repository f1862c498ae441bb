// How fresh a doctor's schedule is (docs/contract/cabinet.md §4, §9): an MIS doctor counts from its last sync
// (updated_at). Up to 35 h it is active; above 35 h the card warns; above 36 h it shows the notice
// 'специалист давно не обновлялся'; above 168 h (a week) it is deactivated: the widget no longer offers
// it. A manual doctor's slots are generated from its weekly schedule at read time, so they cannot go
// stale: a manual doctor is always 'active', whatever its updated_at (the time of the last edit).
import type { DoctorSource } from '../schemas/doctor';

export const FRESHNESS_HOURS = { warning: 35, notice: 36, deactivated: 168 } as const;
export const STALE_NOTICE = 'специалист давно не обновлялся';

export type FreshnessLevel = 'active' | 'warning' | 'deactivated';

export interface Freshness {
  level: FreshnessLevel;
  /** Hours since updated_at (0 for manual doctors). */
  hours: number;
  /** The notice to show, or null. */
  notice: string | null;
}

const HOUR_MS = 3_600_000;

export function doctorFreshness(doctor: { source: DoctorSource; updated_at: string }, now: Date): Freshness {
  if (doctor.source === 'manual') return { level: 'active', hours: 0, notice: null };
  const updated = Date.parse(doctor.updated_at);
  const hours = Number.isNaN(updated) ? Infinity : Math.max(0, (now.getTime() - updated) / HOUR_MS);
  const level: FreshnessLevel =
    hours > FRESHNESS_HOURS.deactivated ? 'deactivated' : hours > FRESHNESS_HOURS.warning ? 'warning' : 'active';
  return { level, hours, notice: hours > FRESHNESS_HOURS.notice ? STALE_NOTICE : null };
}
