// The message on the lead topic and the channel queues: which lead (its key), nothing else, so a
// consumer always reads the lead's current state.
import * as z from 'zod';

export const leadMessage = z.object({ userId: z.string().min(1), createdAt: z.string().min(1), id: z.string().min(1) });
