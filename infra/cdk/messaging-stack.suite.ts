// Messaging follows functions/resources.ts: every queue with its dead-letter queue and alarm, the
// channel queues on the lead topic, consumers on their queues.
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { queues, topics, type QueueKey } from '../../functions/resources';
import { actionsOf, logicalIdOf, sharedTestApp, statementsOfRole, type SynthesizedTestApp } from './test-app';
import { consumerQueueKeys } from './worker-grants';

let synthesized: SynthesizedTestApp;
let messaging: Template;

beforeAll(() => {
  synthesized = sharedTestApp();
  messaging = Template.fromStack(synthesized.stacks.messaging);
});

const queueKeys = Object.keys(queues) as QueueKey[];
type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const resources = () => messaging.toJSON().Resources as Resources;

test.each(queueKeys)('queue %s has its own encrypted dead-letter queue after maxReceiveCount receives', (key) => {
  const queue = resources()[logicalIdOf(synthesized.stacks.messaging.queues[key])]!;
  const deadLetterId = logicalIdOf(synthesized.stacks.messaging.deadLetterQueues[key]);
  expect(queue.Properties).toMatchObject({
    SqsManagedSseEnabled: true,
    VisibilityTimeout: queues[key].visibilityTimeoutSeconds,
    RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] }, maxReceiveCount: queues[key].maxReceiveCount },
  });
  expect(resources()[deadLetterId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
});

test('every queue, dead-letter queues included, refuses requests without TLS', () => {
  const policies = messaging.findResources('AWS::SQS::QueuePolicy', {
    Properties: {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    },
  });
  expect(Object.keys(policies)).toHaveLength(queueKeys.length * 2);
});

test.each(queueKeys)('a message in the dead-letter queue of %s raises an alarm', (key) => {
  messaging.hasResourceProperties('AWS::CloudWatch::Alarm', {
    Namespace: 'AWS/SQS',
    MetricName: 'ApproximateNumberOfMessagesVisible',
    Dimensions: [
      { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(synthesized.stacks.messaging.deadLetterQueues[key]), 'QueueName'] } },
    ],
    ComparisonOperator: 'GreaterThanThreshold',
    Threshold: 0,
    AlarmActions: [{ Ref: logicalIdOf(synthesized.stacks.messaging.alarmTopic) }],
  });
});

test("the channel queues subscribe to the lead topic with raw delivery and their channel's filter policy, and no other queue does", () => {
  const subscriptions = Object.values(messaging.findResources('AWS::SNS::Subscription'));
  expect(subscriptions).toHaveLength(topics.lead.subscribers.length);
  for (const key of topics.lead.subscribers) {
    messaging.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      RawMessageDelivery: true,
      FilterPolicy: topics.lead.filterPolicies[key],
      TopicArn: { Ref: logicalIdOf(synthesized.stacks.messaging.topics.lead!) },
      Endpoint: { 'Fn::GetAtt': [logicalIdOf(synthesized.stacks.messaging.queues[key]), 'Arn'] },
    });
  }
});

test('the topics are KMS-encrypted and refuse publishing without TLS', () => {
  const topicResources = Object.values(messaging.findResources('AWS::SNS::Topic'));
  expect(topicResources.length).toBeGreaterThan(0);
  for (const topic of topicResources) expect(topic.Properties.KmsMasterKeyId).toBeDefined();
  messaging.hasResourceProperties('AWS::SNS::TopicPolicy', {
    PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 'sns:Publish' })]) },
  });
});

test.each(consumerQueueKeys())('queue %s feeds its consumer with partial batch failures', (key) => {
  messaging.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(synthesized.stacks.messaging.queues[key]), 'Arn'] },
    BatchSize: queues[key].batchSize,
    FunctionResponseTypes: ['ReportBatchItemFailures'],
  });
  const consumer = Object.values(resources()).find(
    (resource) => resource.Type === 'AWS::Lambda::Function' && String(resource.Properties.Description).includes(queues[key].consumer),
  );
  // SQS redelivers a message whose visibility timeout runs out while the consumer still works.
  expect(Number(consumer?.Properties.Timeout) * 6).toBeLessThanOrEqual(queues[key].visibilityTimeoutSeconds);
});

describe('without SNS (-c leadFanout=sqs)', () => {
  let app: SynthesizedTestApp;
  beforeAll(() => {
    app = sharedTestApp({ leadFanout: 'sqs' });
  });

  test('there is no lead topic and no subscription', () => {
    const template = Template.fromStack(app.stacks.messaging);
    expect(app.stacks.messaging.topics.lead).toBeUndefined();
    expect(Object.keys(template.findResources('AWS::SNS::Subscription'))).toEqual([]);
    // The alarms still have their topic.
    expect(Object.keys(template.findResources('AWS::SNS::Topic'))).toEqual([logicalIdOf(app.stacks.messaging.alarmTopic)]);
  });

  test.each(['ticketCreate', 'quizSend'] as const)(
    '%s may send to every channel queue instead of publishing, and knows their URLs',
    (id) => {
      const fn = app.stacks.api.functions[id];
      const statements = statementsOfRole(fn.role);
      expect(actionsOf(statements).filter((action) => action.startsWith('sns:'))).toEqual([]);
      const sending = JSON.stringify(statements.filter((statement) => actionsOf([statement]).includes('sqs:SendMessage')));
      const environment = (
        Stack.of(fn).resolve((fn.function.node.defaultChild as CfnFunction).environment) as { variables: Record<string, unknown> }
      ).variables;
      expect(environment.LEAD_FANOUT).toBe('sqs');
      for (const key of topics.lead.subscribers) {
        expect(sending).toContain(logicalIdOf(app.stacks.messaging.queues[key]));
        expect(environment[queues[key].env]).toBeDefined();
      }
      expect(environment[topics.lead.env]).toBeUndefined();
    },
  );
});
