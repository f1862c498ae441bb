// Whether a public write (a lead, a landing request, a configurator request) is admitted, by the
// allowances of everyone it involves. Each gate has a soft and a hard limit per window:
//   - under every soft limit: admitted, no questions (a patient who books twice, a family on one
//     address, a normal day of a clinic);
//   - over a soft limit, the caller "looks abusive": admitted only with a solved proof of work
//     (proof-of-work.ts), else 428 CHALLENGE_REQUIRED, which the pages solve by themselves;
//   - over a hard limit: 429 for that caller only.
// Gates run in stages: the caller's own (address, phone) first, the shared ones (the clinic, the
// product) after, so a flood refused at its own address or phone never spends the shared allowance
// that real patients need. A refused request is not counted at the gate that refused it (a
// conditional update), so 428s and 429s do not push anyone else's count.
import { CHALLENGE_REQUIRED } from '../../../shared/schemas/challenge';
import type { Allowance } from '../../store/rate-counters';
import { takeAllowance } from '../../store/rate-counters';
import { spendProof } from '../../store/spent-proofs';
import { ChallengeRequiredError, type TooManyRequestsError } from '../errors';
import { verifiedProof, type VerifiedProof } from './proof-of-work';

export interface SoftAllowance extends Allowance {
  /** Uses per window before the caller must prove work (≤ limit; equal: no proof tier). */
  soft: number;
}

export interface Gate {
  /** The counter's scope, e.g. `leads#<clinic>` (store/rate-counters.ts). */
  scope: string;
  allowance: SoftAllowance;
  /** RATE_LIMIT_SCALE as it applies to this gate (config.ts). */
  scale: number;
  /** The 429 for a caller over the hard limit. */
  refusal: (retryAfterSeconds: number) => TooManyRequestsError;
}

const challengeRequired = () =>
  new ChallengeRequiredError(
    CHALLENGE_REQUIRED,
    'Подтвердите, что заявку отправляет человек: страница сделает это сама, отправьте ещё раз',
  );

/** Admits the request through every stage of gates, or throws 428/429; spends the proof once if it was needed. */
export async function admit(stages: readonly (readonly Gate[])[], proofHeader: string | undefined, now = Date.now()): Promise<void> {
  const proof = proofHeader ? await verifiedProof(proofHeader, now) : undefined;
  let proofNeeded = false;
  for (const stage of stages) {
    const outcomes = await Promise.all(stage.map((gate) => pass(gate, proof, now)));
    const refused = outcomes.find((outcome) => outcome.kind !== 'passed');
    if (refused?.kind === 'challenge') throw challengeRequired();
    if (refused?.kind === 'refused') throw refused.error;
    proofNeeded ||= outcomes.some((outcome) => outcome.kind === 'passed' && outcome.overSoft);
  }
  if (proofNeeded && !(await spendProof(proof!.nonce, proof!.expiresAt))) throw challengeRequired();
}

type GateOutcome = { kind: 'passed'; overSoft: boolean } | { kind: 'challenge' } | { kind: 'refused'; error: TooManyRequestsError };

async function pass(gate: Gate, proof: VerifiedProof | undefined, now: number): Promise<GateOutcome> {
  const soft = gate.allowance.soft * gate.scale;
  const hard = gate.allowance.limit * gate.scale;
  const outcome = await takeAllowance(gate.scope, { limit: proof ? hard : soft, windowSeconds: gate.allowance.windowSeconds }, now);
  if (outcome.allowed) return { kind: 'passed', overSoft: outcome.used > soft };
  return !proof && soft < hard ? { kind: 'challenge' } : { kind: 'refused', error: gate.refusal(outcome.retryAfterSeconds) };
}
