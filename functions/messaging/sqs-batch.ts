// Runs a consumer over an SQS batch and reports partial failures, so one bad message is retried
// (and finally dead-lettered) without holding back the rest of the batch.
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { logger } from '../logger';

export function sqsBatchHandler<T>(schema: ZodMiniType<T>, consume: (message: T, record: SQSRecord) => Promise<void>) {
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    if (context) logger.addContext(context);
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await consume(schema.parse(JSON.parse(record.body)), record);
      } catch (error) {
        logger.error('queue message failed', {
          messageId: record.messageId,
          receiveCount: record.attributes?.ApproximateReceiveCount,
          error: error as Error,
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
