// Runs a lead channel's consumer over an SQS batch. A message that fails is reported in
// batchItemFailures (the others of the batch are done and deleted) and its visibility is set to the
// retry delay (exponential backoff with jitter, at least the service's retry_after), so SQS hands it
// back then; after maxReceiveCount receives the queue's redrive policy moves it to the DLQ.
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { changeMessageVisibility } from '../clients/sqs';
import { logger } from '../logger';
import { queues, type QueueKey } from '../resources';
import { redeliveryDelaySeconds, retrySettings } from './retry-policy';

/** Thrown by a consumer when a delivery should be tried again later, possibly not before `retryAfterSeconds`. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

export interface Attempt {
  /** 1 on the first receive. */
  receiveCount: number;
  /** No receive comes after this one: a failure now is final (the message then goes to the DLQ). */
  isLast: boolean;
  /** Epoch ms by which this invocation should be done with the message (no inline wait past it). */
  deadline: number;
}

/** Time kept free at the end of an invocation for recording outcomes. */
const SAFETY_MS = 2_500;

export function retryingBatchHandler<T>(queue: QueueKey, schema: ZodMiniType<T>, consume: (message: T, attempt: Attempt) => Promise<void>) {
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    // Its own function's keys on every line (locally all functions share one process and its logger).
    if (context) logger.addContext(context);
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    const deadline = Date.now() + (context?.getRemainingTimeInMillis?.() ?? 10_000) - SAFETY_MS;
    // The messages of a batch are independent leads: delivered side by side, not one after another.
    await Promise.all(
      event.Records.map(async (record) => {
        const receiveCount = Number(record.attributes?.ApproximateReceiveCount) || 1;
        const attempt: Attempt = { receiveCount, isLast: receiveCount >= queues[queue].maxReceiveCount, deadline };
        try {
          await consume(schema.parse(JSON.parse(record.body)), attempt);
        } catch (error) {
          const retryAfter = error instanceof RetryLater ? error.retryAfterSeconds : 0;
          const delay = redeliveryDelaySeconds(receiveCount, retrySettings(), retryAfter);
          logger.warn('lead delivery will be retried', {
            queue,
            messageId: record.messageId,
            receiveCount,
            delaySeconds: delay,
            isLast: attempt.isLast,
            reason: (error as Error).message,
          });
          await postpone(queueUrlOf(queue, record.eventSourceARN), record.receiptHandle, delay);
          failures.push({ itemIdentifier: record.messageId });
        }
      }),
    );
    return { batchItemFailures: failures };
  };
}

/** The queue's URL from the environment when set (locally), else from the record's ARN (on AWS). */
export function queueUrlOf(queue: QueueKey, eventSourceArn: string): string {
  const fromEnv = process.env[queues[queue].env];
  if (fromEnv) return fromEnv;
  const [, , , region, account, name] = eventSourceArn.split(':');
  return `https://sqs.${region}.amazonaws.com/${account}/${name}`;
}

async function postpone(queueUrl: string, receiptHandle: string, delaySeconds: number): Promise<void> {
  try {
    await changeMessageVisibility(queueUrl, receiptHandle, delaySeconds);
  } catch (error) {
    // The message still comes back, after the queue's own visibility timeout.
    logger.error('could not set the retry delay of a message', { queueUrl, error: error as Error });
  }
}
