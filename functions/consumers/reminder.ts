// Consumer of the reminder queue: sends each reminder of a booked visit by e-mail and SMS, each channel once
// (functions/domain/reminders/send-reminder.ts); a failed one comes back with the channels' backoff, then the DLQ.
import * as z from 'zod/mini';
import { sendReminder } from '../domain/reminders/send-reminder';
import { retryingBatchHandler } from '../messaging/retrying-batch';

export const reminderMessage = z.object({
  userId: z.string().check(z.minLength(1)),
  leadId: z.string().check(z.minLength(1)),
  hours: z.number(),
  planStart: z.string().check(z.minLength(1)),
});

export const handler = retryingBatchHandler('reminder', reminderMessage, async (reminder, attempt) => {
  await sendReminder(reminder, attempt);
});
