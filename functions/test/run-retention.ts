// The retention job as its own process, so a fault test can kill it midway (functions/test/retention.fault.test.ts):
// runs until no clinic has old leads left; with STOP_CLINIC and STOP_AFTER set it stops after that many of the clinic's
// leads are anonymised (mid-page), says 'stopped' and waits there to be killed. PAGES_PER_RUN sets each run's budget.
import type { LeadItem } from '../store/leads';
import { runRetention } from '../domain/patient-data/retention-job';

const stopClinic = process.env.STOP_CLINIC;
const stopAfter = Number(process.env.STOP_AFTER);
let seen = 0;

async function afterLead(lead: LeadItem): Promise<void> {
  if (lead.userId !== stopClinic || ++seen < stopAfter) return;
  process.stdout.write('stopped\n');
  await new Promise(() => {});
}

let anonymised = 0;
for (;;) {
  const run = await runRetention(new Date(), { afterLead, pagesPerRun: Number(process.env.PAGES_PER_RUN) || undefined });
  anonymised += run.anonymised;
  if (!run.more) break;
}
process.stdout.write(`${JSON.stringify({ anonymised })}\n`);
