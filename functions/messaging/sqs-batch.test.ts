import { jest } from '@jest/globals';
import type { Context, SQSEvent } from 'aws-lambda';
import { logger } from '../logger';
import * as z from 'zod/mini';
import { sqsBatchHandler } from './sqs-batch';

const record = (messageId: string, body: string) =>
  ({ messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSEvent['Records'][number];

describe('sqsBatchHandler', () => {
  it('reports only the messages that failed or could not be read', async () => {
    const seen: number[] = [];
    const handler = sqsBatchHandler(z.object({ n: z.number() }), async ({ n }) => {
      if (n === 2) throw new Error('channel down');
      seen.push(n);
    });
    const answer = await handler({
      Records: [record('a', '{"n":1}'), record('b', '{"n":2}'), record('c', 'not json'), record('d', '{"n":4}')],
    });
    expect(seen).toEqual([1, 4]);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'b' }, { itemIdentifier: 'c' }]);
  });

  it('logs with its own invocation’s keys, not those of a function that ran before in the same process', async () => {
    const level = process.env.POWERTOOLS_LOG_LEVEL;
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      logger.addContext({ functionName: 'dentlead-ticketList', awsRequestId: 'http-1' } as Context);
      const handler = sqsBatchHandler(z.object({ n: z.number() }), async () => {
        throw new Error('channel down');
      });
      await handler({ Records: [record('a', '{"n":1}')] }, { functionName: 'dentlead-account-mail', awsRequestId: 'sqs-1' } as Context);
    } finally {
      spy.mockRestore();
      process.env.POWERTOOLS_LOG_LEVEL = level;
    }
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ message: 'queue message failed', function_name: 'dentlead-account-mail', function_request_id: 'sqs-1' }),
    ]);
  });
});
