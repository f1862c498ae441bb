import type { SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { queueUrlOf, RetryLater, retryingBatchHandler } from './retrying-batch';

const record = (messageId: string, body: string, receiveCount = 1) =>
  ({
    messageId,
    body,
    receiptHandle: `r-${messageId}`,
    eventSourceARN: 'arn:aws:sqs:eu-central-1:123456789012:lead-telegram',
    attributes: { ApproximateReceiveCount: String(receiveCount) },
  }) as unknown as SQSEvent['Records'][number];

describe('retryingBatchHandler', () => {
  it('reports only the failed messages and tells the consumer which receive is the last', async () => {
    // Nothing listens there: postponing fails, is logged, and the failure is still reported.
    process.env.LEAD_TELEGRAM_QUEUE_URL = 'http://127.0.0.1:1/none';
    process.env.AWS_MAX_ATTEMPTS = '1';
    process.env.AWS_REGION ??= 'eu-central-1';
    process.env.LEAD_RETRY_BASE_SECONDS = '1';
    const seen: Array<[number, boolean]> = [];
    const handler = retryingBatchHandler('leadTelegram', z.object({ n: z.number() }), async ({ n }, attempt) => {
      seen.push([n, attempt.isLast]);
      if (n === 2) throw new RetryLater('429', 5);
    });
    const answer = await handler({ Records: [record('a', '{"n":1}'), record('b', '{"n":2}', 8), record('c', 'oops')] });
    expect(seen.sort()).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual(['b', 'c']);
  });

  it('finds the queue URL from the environment, else from the record ARN', () => {
    delete process.env.LEAD_MAIL_QUEUE_URL;
    expect(queueUrlOf('leadMail', 'arn:aws:sqs:eu-central-1:123456789012:dentlead-lead-mail')).toBe(
      'https://sqs.eu-central-1.amazonaws.com/123456789012/dentlead-lead-mail',
    );
    process.env.LEAD_MAIL_QUEUE_URL = 'http://local/queue';
    expect(queueUrlOf('leadMail', 'arn:x')).toBe('http://local/queue');
  });
});
