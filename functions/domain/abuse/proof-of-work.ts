// The proof of work asked of a caller that looks abusive (admission.ts): ALTCHA v2 (altcha-lib, no
// third-party service). A challenge is made in deterministic mode: the server picks the counter the
// browser must find and signs both the parameters and the derived key, so checking a solution is two
// HMACs, never the key derivation (altcha-lib docs, "Advanced Usage"). A solution is accepted once
// (store/spent-proofs.ts) and until its challenge expires.
import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeView } from '../../../shared/schemas/challenge';
import { ORIGIN_VERIFY_ENV, requiredEnv } from '../../config';

/**
 * PBKDF2 runs natively in every browser (WebCrypto), so a browser spends about as long per attempt as
 * a bot's core does (measured: 0.3 ms at cost 2000 in Chromium and in Node on the same machine). About
 * 1,000 attempts: ~0.3 s on a desktop, ~1-1.5 s on a phone for a patient's one solve, and that much
 * CPU for every junk request of a flood.
 */
export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per attempt. */
  cost: 2000,
  /** The counter the browser must reach is drawn from this range (attempts = counter + 1). */
  counter: { from: 600, to: 1400 },
  ttlSeconds: 600,
} as const;

/** At most this much header is read: a real payload is ~700 characters. */
const MAX_PAYLOAD_CHARS = 4096;

/** Both HMAC keys come from the origin secret every API function has (a key per purpose). */
function secret(purpose: 'challenge' | 'key'): string {
  return createHmac('sha256', requiredEnv(ORIGIN_VERIFY_ENV)).update(`altcha-${purpose}`).digest('hex');
}

export async function newChallenge(now = Date.now()): Promise<ChallengeView> {
  const { counter, ...rest } = PROOF_OF_WORK;
  const challenge = await createChallenge({
    ...rest,
    counter: counter.from + Math.floor(Math.random() * (counter.to - counter.from + 1)),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + PROOF_OF_WORK.ttlSeconds,
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  });
  return challenge as ChallengeView;
}

export interface VerifiedProof {
  nonce: string;
  expiresAt: number;
}

/** The proof in a request's header if it is a solved, unexpired challenge of ours; undefined otherwise. */
export async function verifiedProof(header: string | undefined, now = Date.now()): Promise<VerifiedProof | undefined> {
  const payload = header && header.length <= MAX_PAYLOAD_CHARS ? decode(header) : undefined;
  if (!payload) return undefined;
  const { challenge, solution } = payload;
  const expiresAt = challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 < now) return undefined;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  }).catch(() => undefined);
  return result?.verified ? { nonce: challenge.parameters.nonce, expiresAt } : undefined;
}

function decode(header: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    const parameters = challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof challenge?.signature !== 'string') return undefined;
    if (typeof solution !== 'object' || solution === null) return undefined;
    return { challenge: { parameters, signature: challenge.signature }, solution };
  } catch {
    return undefined;
  }
}
