// Leads stored before the PATIENT# index (issue 28 §2) get their index items the first time the clinic looks a patient
// up or erases one: a bounded number of leads per call (the rest on the next call, from the clinic's cursor), so a
// clinic with years of leads is indexed over a few calls and never by a scan of the table. Each lead is indexed once
// (its transaction's condition), and a lead stored since carries its own item.
import { contactKey } from '../abuse/caller-keys';
import { getBackfillState, indexLead, leadsToIndex, setBackfillState } from '../../store/patient-index-backfill';

/** Leads looked at by one call (one Query page of up to 100 and a small transaction per unindexed lead). */
export const BACKFILL_PER_CALL = 500;
const PAGE = 100;
const PARALLEL = 8;

/** Indexes up to `limit` more of the clinic's older leads; true once every lead is indexed. */
export async function backfillPatientIndex(userId: string, limit = BACKFILL_PER_CALL): Promise<boolean> {
  const state = await getBackfillState(userId);
  if (state.done) return true;
  let after = state.after;
  for (let looked = 0; looked < limit; looked += PAGE) {
    const page = await leadsToIndex(userId, after, Math.min(PAGE, limit - looked));
    for (let start = 0; start < page.leads.length; start += PARALLEL) {
      await Promise.all(page.leads.slice(start, start + PARALLEL).map((lead) => indexLead(userId, lead, contactKey(lead.phone))));
    }
    if (!page.more) {
      await setBackfillState(userId, { done: true });
      return true;
    }
    after = page.last;
    await setBackfillState(userId, { done: false, after });
  }
  return false;
}
