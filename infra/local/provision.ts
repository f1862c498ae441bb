// Creates in the emulators what functions/resources.ts describes (the same definitions the CDK stacks
// use): the table with its index and TTL, the queues with their dead-letter queues, the topic with its
// raw-delivery subscriptions, the buckets. Every step is idempotent, so a restart on existing state
// only fills in what is missing or changed.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import {
  CreateTopicCommand,
  ListSubscriptionsByTopicCommand,
  SetSubscriptionAttributesCommand,
  SubscribeCommand,
} from '@aws-sdk/client-sns';
import { CreateQueueCommand, GetQueueAttributesCommand, SetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import {
  buckets,
  LEAD_FANOUT_ENV,
  leadFanoutOf,
  queues,
  table,
  topics,
  type BucketKey,
  type QueueDefinition,
  type QueueKey,
  type TopicKey,
} from '../../functions/resources';
import type { AwsClients } from './aws-clients';
import { LOCAL_REGION } from './environment';

export interface ProvisionedQueue {
  key: QueueKey;
  definition: QueueDefinition;
  url: string;
  arn: string;
  deadLetterUrl: string;
  deadLetterArn: string;
}

export interface ProvisionedResources {
  tableName: string;
  queues: Record<QueueKey, ProvisionedQueue>;
  /** Absent without SNS (LEAD_FANOUT=sqs). */
  topicArns: Partial<Record<TopicKey, string>>;
  bucketNames: Record<BucketKey, string>;
}

/** Dead-letter messages are kept as long as SQS allows, for a person to look at. */
const DEAD_LETTER_RETENTION_SECONDS = 14 * 24 * 3600;

export async function provisionResources(clients: AwsClients, fauxqsEndpoint: string): Promise<ProvisionedResources> {
  const tableName = await ensureTable(clients);
  const provisionedQueues = {} as Record<QueueKey, ProvisionedQueue>;
  for (const [key, definition] of Object.entries(queues) as Array<[QueueKey, QueueDefinition]>) {
    provisionedQueues[key] = await ensureQueue(clients, fauxqsEndpoint, key, definition);
  }
  // Without SNS (LEAD_FANOUT=sqs) there is no topic at all, so nothing can reach one unnoticed.
  const topicArns: Partial<Record<TopicKey, string>> = {};
  for (const [key, topic] of leadFanoutOf(process.env[LEAD_FANOUT_ENV]) === 'sns' ? Object.entries(topics) : []) {
    topicArns[key as TopicKey] = await ensureTopic(
      clients,
      topic.name,
      topic.subscribers.map((queue) => ({ queueArn: provisionedQueues[queue].arn, filterPolicy: topic.filterPolicies[queue] })),
    );
  }
  const bucketNames = {} as Record<BucketKey, string>;
  for (const [key, bucket] of Object.entries(buckets) as Array<[BucketKey, (typeof buckets)[BucketKey]]>) {
    bucketNames[key] = await ensureBucket(clients, bucket.name);
  }
  return { tableName, queues: provisionedQueues, topicArns, bucketNames };
}

/** The variables through which the functions find these resources (names from resources.ts). */
export function resourceEnvironment(resources: ProvisionedResources): Record<string, string> {
  const values: Record<string, string> = { [table.env]: resources.tableName };
  for (const key of Object.keys(queues) as QueueKey[]) values[queues[key].env] = resources.queues[key].url;
  for (const [key, arn] of Object.entries(resources.topicArns)) values[topics[key as TopicKey].env] = arn;
  for (const key of Object.keys(buckets) as BucketKey[]) values[buckets[key].env] = resources.bucketNames[key];
  return values;
}

async function ensureTable(clients: AwsClients): Promise<string> {
  const attributes = new Set<string>([table.partitionKey, table.sortKey]);
  for (const index of table.indexes) attributes.add(index.partitionKey).add(index.sortKey);
  const indexes: GlobalSecondaryIndex[] = table.indexes.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  }));
  const attributeDefinitions = [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));
  try {
    await clients.dynamodb.send(
      new CreateTableCommand({
        TableName: table.name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: 'HASH' },
          { AttributeName: table.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(clients, indexes, attributeDefinitions);
  }

  const ttl = await clients.dynamodb.send(new DescribeTimeToLiveCommand({ TableName: table.name }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await clients.dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName: table.name,
        TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  return table.name;
}

/** An index added to resources.ts after the table was first created locally. */
async function addMissingIndexes(
  clients: AwsClients,
  indexes: GlobalSecondaryIndex[],
  attributeDefinitions: Array<{ AttributeName: string; AttributeType: 'S' }>,
): Promise<void> {
  const { Table } = await clients.dynamodb.send(new DescribeTableCommand({ TableName: table.name }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of indexes.filter((candidate) => !existing.has(candidate.IndexName))) {
    await clients.dynamodb.send(
      new UpdateTableCommand({
        TableName: table.name,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}

async function ensureQueue(clients: AwsClients, endpoint: string, key: QueueKey, definition: QueueDefinition): Promise<ProvisionedQueue> {
  const deadLetter = await createQueue(clients, endpoint, `${definition.name}-dlq`, {
    MessageRetentionPeriod: String(DEAD_LETTER_RETENTION_SECONDS),
  });
  const queue = await createQueue(clients, endpoint, definition.name, {
    VisibilityTimeout: String(definition.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetter.arn, maxReceiveCount: definition.maxReceiveCount }),
  });
  return { key, definition, url: queue.url, arn: queue.arn, deadLetterUrl: deadLetter.url, deadLetterArn: deadLetter.arn };
}

/** Creates the queue if needed, then sets the attributes, so a changed definition applies too. */
async function createQueue(
  clients: AwsClients,
  endpoint: string,
  name: string,
  attributes: Record<string, string>,
): Promise<{ url: string; arn: string }> {
  const { QueueUrl } = await clients.sqs.send(new CreateQueueCommand({ QueueName: name }));
  if (!QueueUrl) throw new Error(`CreateQueue ${name} returned no URL`);
  // A queue persisted by an earlier run keeps the URL of that run's port; fauxqs finds queues by
  // name, so the path on today's endpoint is the same queue.
  const url = new URL(new URL(QueueUrl).pathname, endpoint).href;
  await clients.sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  const { Attributes } = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`Queue ${name} has no ARN`);
  return { url, arn };
}

interface Subscriber {
  queueArn: string;
  filterPolicy?: Record<string, string[]>;
}

async function ensureTopic(clients: AwsClients, name: string, subscribers: Subscriber[]): Promise<string> {
  const { TopicArn } = await clients.sns.send(new CreateTopicCommand({ Name: name }));
  if (!TopicArn) throw new Error(`CreateTopic ${name} returned no ARN`);
  const { Subscriptions = [] } = await clients.sns.send(new ListSubscriptionsByTopicCommand({ TopicArn }));
  for (const { queueArn, filterPolicy } of subscribers) {
    const FilterPolicy = filterPolicy && JSON.stringify(filterPolicy);
    const existing = Subscriptions.find((subscription) => subscription.Endpoint === queueArn)?.SubscriptionArn;
    // A subscription persisted by an earlier run gets today's filter policy (Subscribe refuses other attributes).
    if (existing && FilterPolicy) {
      await clients.sns.send(
        new SetSubscriptionAttributesCommand({ SubscriptionArn: existing, AttributeName: 'FilterPolicy', AttributeValue: FilterPolicy }),
      );
      continue;
    }
    // Raw delivery: a channel consumer reads the published message itself, not an SNS envelope.
    await clients.sns.send(
      new SubscribeCommand({
        TopicArn,
        Protocol: 'sqs',
        Endpoint: queueArn,
        Attributes: { RawMessageDelivery: 'true', ...(FilterPolicy ? { FilterPolicy } : {}) },
      }),
    );
  }
  return TopicArn;
}

async function ensureBucket(clients: AwsClients, name: string): Promise<string> {
  try {
    await clients.s3.send(new HeadBucketCommand({ Bucket: name }));
  } catch {
    await clients.s3.send(new CreateBucketCommand({ Bucket: name, CreateBucketConfiguration: { LocationConstraint: LOCAL_REGION } }));
  }
  return name;
}
