// The proof of work a page adds when the server asks for it (428 CHALLENGE_REQUIRED): an ALTCHA v2
// challenge from GET /api/challenge, solved in the browser and sent back in CHALLENGE_HEADER as
// base64 of JSON { challenge, solution } (the ALTCHA payload). Only callers over a soft allowance are
// asked (functions/domain/abuse/admission.ts), so a patient normally never meets one.
import * as z from 'zod/mini';
import './zod';

export { CHALLENGE_HEADER, CHALLENGE_REQUIRED, CHALLENGE_REQUIRED_STATUS } from '../challenge';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** What GET /api/challenge answers: altcha-lib's Challenge (parameters signed by the server). */
export const challengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    memoryCost: z.optional(z.number()),
    parallelism: z.optional(z.number()),
    expiresAt: z.optional(z.number()),
    data: z.optional(z.record(z.string(), scalar)),
  }),
  signature: z.string(),
});
export type ChallengeView = z.infer<typeof challengeSchema>;
