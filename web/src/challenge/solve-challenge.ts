// The proof-of-work solver, in a chunk of its own that only a challenged page loads: the server's
// ALTCHA challenge (GET /api/challenge) solved with altcha-lib and the browser's own PBKDF2 (WebCrypto),
// answered as the X-Altcha header's value (base64 of the ALTCHA payload { challenge, solution }).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { CHALLENGE_PATH } from '../../../shared/challenge';

/** A phone solves in a second or two; past this the form reports the failure as any other. */
const SOLVE_TIMEOUT_MS = 60_000;

export async function solvedProof(): Promise<string | undefined> {
  try {
    const response = await fetch(CHALLENGE_PATH, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
  } catch {
    return undefined;
  }
}
