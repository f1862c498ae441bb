// The local runtime started by the jest globalSetup, over HTTP and through its emulators.
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { LOCAL_REGION } from './environment';
import type { LambdaHandler } from './lambda/handler-module';
import { QueuePoller } from './queues/queue-poller';
import { testRuntime } from './testing/runtime';

const api = (path: string, init?: RequestInit) => fetch(testRuntime().appUrl + path, init);

describe('local gateway', () => {
  it('answers 404 in the error shape for an unknown /api path', async () => {
    const response = await api('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Такого адреса API нет', messages: ['Такого адреса API нет'] },
    });
  });

  it('answers 405 for a known path with another method', async () => {
    const response = await api('/api/user', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
    expect((await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers 413 with a Russian message to a body over 10 MB', async () => {
    const response = await api('/api/mail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Запрос слишком большой: не больше 10 МБ',
      messages: ['Запрос слишком большой: не больше 10 МБ'],
    });
  });

  it('serves the web app for an app path (SPA fallback)', async () => {
    const response = await api('/setting');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/^<!doctype html>/i);
  });
});

describe('queue consumers', () => {
  let sqs: SQSClient;
  const created: string[] = [];

  beforeAll(() => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const { endpoints } = testRuntime();
    sqs = new SQSClient({ endpoint: endpoints.sqs, region: LOCAL_REGION, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  });

  afterAll(async () => {
    for (const url of created) await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
    sqs.destroy();
  });

  /** A throwaway queue like the ones in resources.ts, with a 1 s visibility timeout and maxReceiveCount 2. */
  async function redriveQueue(): Promise<{ name: string; url: string; arn: string; deadLetterUrl: string }> {
    const name = `test-redrive-${randomUUID().slice(0, 8)}`;
    const deadLetterUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl ?? '';
    const url =
      (
        await sqs.send(
          new CreateQueueCommand({
            QueueName: name,
            Attributes: {
              VisibilityTimeout: '1',
              RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(deadLetterUrl), maxReceiveCount: 2 }),
            },
          }),
        )
      ).QueueUrl ?? '';
    created.push(url, deadLetterUrl);
    return { name, url, arn: await arnOf(url), deadLetterUrl };
  }

  async function arnOf(queueUrl: string): Promise<string> {
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
    return Attributes?.QueueArn ?? '';
  }

  function pollerFor(queue: { name: string; url: string; arn: string }, consumer: (event: SQSEvent) => Promise<SQSBatchResponse | void>) {
    return new QueuePoller({
      sqs,
      queue: { ...queue, batchSize: 10 },
      functionName: 'test-consumer',
      consumer: async () => consumer as unknown as LambdaHandler,
      timeoutMs: 5_000,
      waitTimeSeconds: 1,
    });
  }

  it('deletes what the consumer finished and dead-letters what keeps failing after maxReceiveCount', async () => {
    const queue = await redriveQueue();
    const receives: Array<{ body: string; receiveCount: string }> = [];
    // A throwaway consumer: finishes "ok" messages and reports "fail" ones as batch item failures.
    const consumer = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      for (const record of event.Records) receives.push({ body: record.body, receiveCount: record.attributes.ApproximateReceiveCount });
      return {
        batchItemFailures: event.Records.filter((record) => record.body === 'fail').map((record) => ({ itemIdentifier: record.messageId })),
      };
    };
    const poller = pollerFor(queue, consumer);
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: [
          { Id: '1', MessageBody: 'ok' },
          { Id: '2', MessageBody: 'fail' },
        ],
      }),
    );
    poller.start();
    try {
      expect((await receiveWithin(sqs, queue.deadLetterUrl, 15_000)).Body).toBe('fail');
    } finally {
      await poller.stop();
    }
    expect(receives.filter((receive) => receive.body === 'ok')).toEqual([{ body: 'ok', receiveCount: '1' }]);
    expect(receives.filter((receive) => receive.body === 'fail')).toEqual([
      { body: 'fail', receiveCount: '1' },
      { body: 'fail', receiveCount: '2' },
    ]);
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queue.url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    expect(Attributes).toMatchObject({ ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' });
  });

  it('retries the whole batch when the consumer throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const queue = await redriveQueue();
    const receiveCounts: string[] = [];
    const consumer = async (event: SQSEvent): Promise<void> => {
      receiveCounts.push(...event.Records.map((record) => record.attributes.ApproximateReceiveCount));
      throw new Error('consumer down (expected by the test)');
    };
    const poller = pollerFor(queue, consumer);
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: [{ Id: '1', MessageBody: 'thrown' }] }));
    poller.start();
    try {
      expect((await receiveWithin(sqs, queue.deadLetterUrl, 15_000)).Body).toBe('thrown');
    } finally {
      await poller.stop();
    }
    expect(receiveCounts).toEqual(['1', '2']);
  });
});

async function receiveWithin(sqs: SQSClient, queueUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }));
    if (Messages?.[0]) return Messages[0];
  }
  throw new Error(`nothing arrived in ${queueUrl} within ${timeoutMs} ms`);
}
