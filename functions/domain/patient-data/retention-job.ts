// (schedule) --> the retention job (issue 28 §2): in every clinic with leads, the leads older than its period are
// anonymised (the same rule as an erasure: shared/domain/patient-data/anonymise.ts), oldest first, a bounded page at
// a time, each page's end kept as the clinic's cursor. A run killed midway resumes from the last cursor; a lead it
// anonymised already is left as it is (the anonymising update's condition), so each is anonymised exactly once, and a
// lead younger than the period is never read.
import { randomUUID } from 'node:crypto';
import { DEFAULT_RETENTION_MONTHS, retentionCutoff } from '../../../shared/domain/patient-data/retention';
import { anonymiseLead, writeErasureEntry } from '../../store/patient-records';
import { clinicsWithLeads, getRetentionCursor, getRetentionMonths, leadsBefore, setRetentionCursor } from '../../store/retention';

export interface RetentionRun {
  clinics: number;
  anonymised: number;
  /** True when a clinic still had old leads when the run's budget ran out (the next run goes on). */
  more: boolean;
}

export const RETENTION_JOB_ACTOR = 'retention-job';

/** Pages of `pageSize` leads, at most `pagesPerRun` pages in all (a scheduled Lambda's run is bounded). */
export async function runRetention(now = new Date(), pageSize = 25, pagesPerRun = 40): Promise<RetentionRun> {
  let pages = 0;
  let anonymised = 0;
  const clinics = await clinicsWithLeads();
  for (const userId of clinics) {
    const cutoff = retentionCutoff(now, (await getRetentionMonths(userId)) ?? DEFAULT_RETENTION_MONTHS);
    let after = await getRetentionCursor(userId);
    for (;;) {
      if (pages >= pagesPerRun) return { clinics: clinics.length, anonymised, more: true };
      const leads = await leadsBefore(userId, cutoff, after, pageSize);
      pages += 1;
      if (leads.length === 0) break;
      const at = now.toISOString();
      let count = 0;
      for (const lead of leads) if (await anonymiseLead(lead, at)) count += 1;
      if (count > 0) {
        await writeErasureEntry(userId, {
          id: randomUUID(),
          at,
          actorId: RETENTION_JOB_ACTOR,
          phoneHash: '',
          leads: count,
          records: 0,
          reason: 'retention',
        });
      }
      anonymised += count;
      const last = leads[leads.length - 1]!;
      after = `TICKET#${last.createdAt}#${last.id}`;
      await setRetentionCursor(userId, after);
      if (leads.length < pageSize) break;
    }
  }
  return { clinics: clinics.length, anonymised, more: false };
}
