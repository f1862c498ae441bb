import type { SQSEvent } from 'aws-lambda';
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
});
