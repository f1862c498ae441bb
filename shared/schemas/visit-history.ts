// What happened to a booked visit after the booking (issue 26 §2 §3), as the lead keeps it and 'Заявки' shows it:
// the patient's cancel or move by the visit link, and each reminder once it was done with.
import * as z from 'zod/mini';

export const visitChangeSchema = z.strictObject({
  kind: z.enum(['cancelled', 'rescheduled']),
  /** When the patient did it (ISO, UTC). */
  at: z.string(),
  /** The visit's start before it ('yyyy-mm-ddTHH:mm', clinic time). */
  from: z.string(),
});
export type VisitChange = z.infer<typeof visitChangeSchema>;

/** One channel's end: the gateway took it, or refused it for good (no money, a blocked number, a bounced address). */
export const reminderChannelResultSchema = z.enum(['sent', 'refused']);
export type ReminderChannelResult = z.infer<typeof reminderChannelResultSchema>;

export const reminderOutcomeSchema = z.strictObject({
  /** Hours before the visit. */
  hours: z.number(),
  /** When it was done with (ISO, UTC). */
  at: z.string(),
  /** The visit's start it was for ('yyyy-mm-ddTHH:mm', clinic time). */
  planStart: z.string(),
  /** The visit had begun before it could go: nothing was sent. */
  late: z.optional(z.boolean()),
  mail: z.optional(reminderChannelResultSchema),
  sms: z.optional(reminderChannelResultSchema),
});
export type ReminderOutcome = z.infer<typeof reminderOutcomeSchema>;
