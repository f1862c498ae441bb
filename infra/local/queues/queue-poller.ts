// Runs a queue's consumer the way Lambda's SQS event source does: long-polls the queue, invokes the
// consumer with a batch, deletes the messages it finished and leaves the rest. Those come back after
// the queue's visibility timeout, and once received more than maxReceiveCount times the emulator's
// redrive policy moves them to the dead-letter queue (fauxqs does this on receive, as SQS does).
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { LOCAL_REGION } from '../environment';
import { createLambdaContext } from '../lambda/context';
import type { LambdaHandler } from '../lambda/handler-module';
import { invokeHandler } from '../lambda/invoke';
import { logError, logLine } from '../log';
import { batchOutcome, type BatchOutcome } from './batch-outcome';
import { buildSqsEvent } from './sqs-event';

export interface PolledQueue {
  name: string;
  url: string;
  arn: string;
  batchSize: number;
}

export interface QueuePollerOptions {
  sqs: SQSClient;
  queue: PolledQueue;
  functionName: string;
  /** The consumer; called for every batch, so a module can be loaded lazily. */
  consumer: () => Promise<LambdaHandler>;
  timeoutMs: number;
  /** Long-poll wait; SQS allows at most 20 s. */
  waitTimeSeconds?: number;
  /** Told about every batch (tests watch this). */
  onBatch?: (outcome: BatchOutcome, messages: Message[]) => void;
}

export class QueuePoller {
  private stopping = false;
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(private readonly options: QueuePollerOptions) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Ends the long poll at once and waits for a batch in progress to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { sqs, queue } = this.options;
    while (!this.stopping) {
      let messages: Message[];
      try {
        const answer = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queue.url,
            MaxNumberOfMessages: queue.batchSize,
            WaitTimeSeconds: this.options.waitTimeSeconds ?? 20,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: this.abort.signal },
        );
        messages = answer.Messages ?? [];
      } catch (error) {
        if (this.stopping) return;
        logError('queue', `${queue.name}: receiving failed, retrying in 1 s`, error);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      if (messages.length > 0) await this.consume(messages);
    }
  }

  private async consume(messages: Message[]): Promise<void> {
    const { queue } = this.options;
    const ids = messages.map((message) => message.MessageId ?? '');
    const event: SQSEvent = buildSqsEvent(messages, queue.arn, LOCAL_REGION);
    const context = createLambdaContext({ functionName: this.options.functionName, timeoutMs: this.options.timeoutMs });
    let outcome: BatchOutcome;
    try {
      const consumer = await this.options.consumer();
      outcome = batchOutcome(ids, await invokeHandler(consumer, event, context, this.options.timeoutMs));
    } catch (error) {
      logError('queue', `${queue.name}: the consumer failed the whole batch of ${ids.length}`, error);
      outcome = { succeeded: [], failed: ids, wholeBatchFailure: (error as Error).message };
    }
    await this.deleteSucceeded(messages, outcome);
    logLine(
      'queue',
      `${queue.name}: ${ids.length} message(s), ${outcome.succeeded.length} done, ${outcome.failed.length} left for retry` +
        (outcome.wholeBatchFailure ? ` (${outcome.wholeBatchFailure})` : ''),
    );
    this.options.onBatch?.(outcome, messages);
  }

  private async deleteSucceeded(messages: Message[], outcome: BatchOutcome): Promise<void> {
    const done = messages.filter((message) => outcome.succeeded.includes(message.MessageId ?? ''));
    if (done.length === 0) return;
    try {
      const answer = await this.options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: this.options.queue.url,
          Entries: done.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
        }),
      );
      for (const failure of answer.Failed ?? [])
        logError('queue', `${this.options.queue.name}: could not delete a message: ${failure.Message}`);
    } catch (error) {
      // They come back after the visibility timeout; consumers are idempotent.
      logError('queue', `${this.options.queue.name}: deleting finished messages failed`, error);
    }
  }
}
