// Test support: solves the server's proof of work as a page does (GET /api/challenge, altcha-lib's
// solver), answering the X-Altcha header value.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_HEADER } from '../../shared/schemas/challenge';
import { api } from './api';

export async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The header of a freshly solved challenge of the running server. */
export async function solvedProofHeaders(): Promise<Record<string, string>> {
  const answer = await api<Challenge>('GET', '/api/challenge');
  if (answer.status !== 200) throw new Error(`GET /api/challenge answered ${answer.status}`);
  return { [CHALLENGE_HEADER]: await solvedHeader(answer.body) };
}
