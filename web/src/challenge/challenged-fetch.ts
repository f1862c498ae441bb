// A public form's POST (widget, quiz, landing, /seagull). When the server asks for a proof of work
// (428: the caller is over a soft allowance, functions/domain/abuse/admission.ts), the solver is
// loaded then, and only then, solves the server's challenge and the request goes again with it. A
// patient never sees a captcha: at most the form's own "sending" state lasts a second longer.
import { CHALLENGE_HEADER, CHALLENGE_REQUIRED_STATUS } from '../../../shared/challenge';

export async function fetchWithChallenge(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== CHALLENGE_REQUIRED_STATUS) return response;
  const { solvedProof } = await import('./solve-challenge');
  const proof = await solvedProof();
  return proof ? fetch(url, { ...init, headers: { ...init.headers, [CHALLENGE_HEADER]: proof } }) : response;
}
