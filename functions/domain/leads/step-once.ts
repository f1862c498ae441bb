// One step of a lead's delivery in an outside system (a deal, a note, a patient card, an appointment), done at
// most once however often the delivery is tried: the step is claimed under the destination's lease first
// (SendContext.steps), and recorded with its result after the call.
import type { DestinationSteps } from './deliver';

/** Another consumer holds the step (it may be under way there): try again later. */
export class StepBusy extends Error {
  override name = 'StepBusy';
}

/**
 * The step's result: the one recorded when an earlier try did it; what `look` finds when an earlier try's call
 * may have gone through (its answer lost, its process killed); else what `run` makes. A call that throws leaves
 * the step maybe-done, so the next try looks before it runs again.
 */
export async function stepOnce(
  steps: DestinationSteps,
  name: string,
  run: () => Promise<string>,
  look?: () => Promise<string | undefined>,
): Promise<string> {
  const claim = await steps.claim(name);
  if (claim.kind === 'done') return claim.result;
  if (claim.kind === 'busy') throw new StepBusy(name);
  try {
    const found = claim.maybeDone && look ? await look() : undefined;
    const result = found ?? (await run());
    await steps.record(name, result);
    return result;
  } catch (error) {
    await steps.endLease(name, claim.token);
    throw error;
  }
}
