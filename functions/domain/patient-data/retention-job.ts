// (schedule) --> the retention job (issue 28 §2): in every clinic with leads, the leads older than its period are
// anonymised (the same rule as an erasure: shared/domain/patient-data/anonymise.ts), oldest first, a bounded page at
// a time, each page's end kept as the clinic's cursor. A run killed midway resumes from the last cursor; a lead it
// anonymised already is left as it is (the anonymising update's condition), so each is anonymised exactly once, and a
// lead younger than the period is never read. A run that spends its budget keeps the clinic it stopped in as the run
// cursor and the next run starts there: without it every run would start again with the first clinics and, past a
// budget's worth of clinics, never reach the others.
import { randomUUID } from 'node:crypto';
import { DEFAULT_RETENTION_MONTHS, retentionCutoff } from '../../../shared/domain/patient-data/retention';
import { leadsBefore } from '../../store/lead-pages';
import type { LeadItem } from '../../store/leads';
import { anonymiseLead, writeErasureEntry } from '../../store/patient-records';
import {
  clinicsWithLeads,
  getRetentionCursor,
  getRetentionMonths,
  getRunCursor,
  setRetentionCursor,
  setRunCursor,
} from '../../store/retention';

export interface RetentionRun {
  clinics: number;
  anonymised: number;
  /** True when a clinic still had old leads when the run's budget ran out (the next run goes on). */
  more: boolean;
}

export interface RetentionOptions {
  /** Leads per page (one Query, then one update each). */
  pageSize?: number;
  /** Pages in all, a clinic with nothing old costing one (a scheduled Lambda's run is bounded). */
  pagesPerRun?: number;
  /** Called after each lead's anonymising update (the fault test stops the run there). */
  afterLead?: (lead: LeadItem) => Promise<void>;
}

export const RETENTION_JOB_ACTOR = 'retention-job';
const CLINICS_PER_QUERY = 100;

export async function runRetention(now = new Date(), options: RetentionOptions = {}): Promise<RetentionRun> {
  const budget = { pages: options.pagesPerRun ?? 400 };
  const run: RetentionRun = { clinics: 0, anonymised: 0, more: false };
  let from = await getRunCursor();
  for (;;) {
    const page = await clinicsWithLeads(from, CLINICS_PER_QUERY);
    for (const userId of page.clinics) {
      const finished = await retainClinic(userId, now, budget, run, options);
      if (!finished) {
        await setRunCursor(userId);
        return { ...run, more: true };
      }
      run.clinics += 1;
    }
    const last = page.clinics.at(-1);
    if (!page.more || last === undefined) break;
    from = `${last}\u0000`;
  }
  await setRunCursor(undefined);
  return run;
}

/** Anonymises the clinic's old leads within the budget; false when the budget ran out first. */
async function retainClinic(
  userId: string,
  now: Date,
  budget: { pages: number },
  run: RetentionRun,
  options: RetentionOptions,
): Promise<boolean> {
  const pageSize = options.pageSize ?? 25;
  const cutoff = retentionCutoff(now, (await getRetentionMonths(userId)) ?? DEFAULT_RETENTION_MONTHS);
  let after = await getRetentionCursor(userId);
  for (;;) {
    if (budget.pages <= 0) return false;
    budget.pages -= 1;
    const leads = await leadsBefore(userId, cutoff, after, pageSize);
    if (leads.length === 0) return true;
    const at = now.toISOString();
    let count = 0;
    for (const lead of leads) {
      if (await anonymiseLead(lead, at)) count += 1;
      await options.afterLead?.(lead);
    }
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
    run.anonymised += count;
    const last = leads[leads.length - 1]!;
    after = `TICKET#${last.createdAt}#${last.id}`;
    await setRetentionCursor(userId, after);
    if (leads.length < pageSize) return true;
  }
}
