// For tests that call domain code in the test's own process (not over HTTP): points this process's
// AWS SDK and resource names at the emulators of the runtime the jest globalSetup started, and sets
// per-caller allowances to production values (the runtime itself runs them 100× higher).
import {
  buckets,
  LEAD_FANOUT_ENV,
  queues,
  table,
  topics,
  type BucketKey,
  type QueueKey,
  type TopicKey,
} from '../../../functions/resources';
import { applyEnvironment, awsEnvironment } from '../environment';
import { testRuntime } from './runtime';

export function useRuntimeInProcess(): void {
  const runtime = testRuntime();
  const values: Record<string, string> = {
    ...awsEnvironment({ dynamodb: runtime.endpoints.dynamodb, fauxqs: runtime.endpoints.sqs, ses: runtime.endpoints.ses }),
    [table.env]: runtime.resources.tableName,
    RATE_LIMIT_SCALE: '1',
    [LEAD_FANOUT_ENV]: runtime.leadFanout,
  };
  for (const key of Object.keys(queues) as QueueKey[]) values[queues[key].env] = runtime.resources.queues[key]!.url;
  for (const [key, arn] of Object.entries(runtime.resources.topicArns)) values[topics[key as TopicKey].env] = arn;
  for (const key of Object.keys(buckets) as BucketKey[]) values[buckets[key].env] = runtime.resources.bucketNames[key]!;
  applyEnvironment(values);
}
