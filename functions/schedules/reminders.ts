// Every minute (locally sped up by SCHEDULE_SPEED): the reminders due by now, read with one bounded range query on
// gsi1 REMINDER_DUE (store/reminders.ts), each put on the reminder queue and moved on in the index to its retry time,
// so the next run does not queue it again while a consumer has it; the consumer (functions/consumers/reminder.ts)
// takes it out of the index once sent. A run queues at most REMINDERS_PER_RUN: a backlog drains over a few minutes.
import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../logger';
import { sendToQueue } from '../messaging/send-to-queue';
import { listDueReminders, postponeDue } from '../store/reminders';

export const REMINDERS_PER_RUN = 500;
/** A queued reminder not sent by then (its message in the DLQ, a consumer gone) is queued again. */
export const REQUEUE_AFTER_MS = 15 * 60_000;

export const handler = async (event?: ScheduledEvent): Promise<{ remindersQueued: number }> => {
  const now = Date.now();
  const due = await listDueReminders(now, REMINDERS_PER_RUN);
  // Queued first, moved on after: a run that dies between the two queues it again next time, which the consumer's
  // claims make harmless; the other order could leave a reminder moved on and never queued until its retry time.
  await Promise.all(
    due.map(async (reminder) => {
      const { dueSk: _, ...message } = reminder;
      await sendToQueue('reminder', message);
      await postponeDue(reminder, now + REQUEUE_AFTER_MS);
    }),
  );
  logger.info('reminders queued', { time: event?.time, reminders: due.length });
  return { remindersQueued: due.length };
};
