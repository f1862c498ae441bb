// A process of the reminder consumer for the fault test (functions/test/reminders.fault.test.ts): runs the real
// handler over the messages in the JSON file it is given, ten at a time as SQS hands a batch to the Lambda, one batch
// after another, and tries the ones a batch reports failed again a second later, until none is left. The test kills
// it with SIGKILL mid-run and starts another on the same messages, as a restarted consumer gets them redelivered.
import { readFileSync } from 'node:fs';
import type { SQSEvent } from 'aws-lambda';
import { handler } from '../consumers/reminder';

const BATCH = 10;
/** The time each batch's invocation is given, as Lambda's context says it (the fault test passes 5 s). */
const REMAINING_MS = Number(process.env.REMINDER_WORKER_REMAINING_MS) || 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(messages: object[]): Promise<void> {
  let pending = messages;
  while (pending.length > 0) {
    const failed: object[] = [];
    for (let start = 0; start < pending.length; start += BATCH) {
      const batch = pending.slice(start, start + BATCH);
      const event = {
        Records: batch.map((message, index) => ({
          messageId: String(index),
          receiptHandle: `worker-${start + index}`,
          body: JSON.stringify(message),
          attributes: { ApproximateReceiveCount: '1' },
          eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:reminder',
        })),
      } as unknown as SQSEvent;
      const result = await handler(event, { getRemainingTimeInMillis: () => REMAINING_MS } as never);
      failed.push(...result.batchItemFailures.map((failure) => batch[Number(failure.itemIdentifier)]!));
      process.stdout.write(`batch done: ${start / BATCH}\n`);
    }
    pending = failed;
    if (pending.length > 0) await sleep(1000);
  }
}

await run(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as object[]);
process.stdout.write('all done\n');
