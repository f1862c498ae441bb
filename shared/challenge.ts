// The proof-of-work handshake's names, without zod, for the public pages' lean bundles: a public form
// answered 428 CHALLENGE_REQUIRED fetches a challenge, solves it and sends again with the solution in
// CHALLENGE_HEADER (shared/schemas/challenge.ts has the challenge's schema).
export const CHALLENGE_HEADER = 'x-altcha';
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';
export const CHALLENGE_REQUIRED_STATUS = 428;
export const CHALLENGE_PATH = '/api/challenge';
