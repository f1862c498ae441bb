// The message on the lead topic and the channel queues: which lead (its key), nothing else, so a
// consumer always reads the lead's current state.
import * as z from 'zod/mini';

export const leadMessage = z.object({
  userId: z.string().check(z.minLength(1)),
  createdAt: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
});
