// The lead topic, one queue per delivery channel (each with its dead-letter queue and an alarm on
// it), and the consumers of the queues that have one. A consumer sits with its queue: the event source
// mapping, the consume grant and the queue are one unit.
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EventField, Match, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { Key } from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EmailSubscription, SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SubscriptionFilter, Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { queues, topics, type QueueDefinition, type QueueKey, type TopicKey } from '../../../functions/resources';
import { AMO_CLIENT_REFUSED_LOG } from '../../../functions/amo/client';
import { anyAlarm, functionErrorsAlarm, logLineAlarm, nearTimeoutAlarms, throttlesAlarms } from '../constructs/alarms';
import { EDGE_STACK_NAME } from './edge-stack';
import { AppFunction } from '../constructs/app-function';
import type { DeployConfig } from '../deploy-config';
import { commonEnvironment } from '../function-environment';
import { grantAccess, type GrantTargets } from '../grants';
import { constructId } from '../naming';
import { consumerGrants, consumerQueueKeys } from '../worker-grants';

export interface MessagingStackProps extends StackProps {
  config: DeployConfig;
  siteUrl: string;
  /** The stateful resources the consumers may be granted. */
  stateful: Pick<GrantTargets, 'table' | 'secrets'>;
}

export class MessagingStack extends Stack {
  readonly queues: Record<QueueKey, Queue>;
  readonly deadLetterQueues: Record<QueueKey, Queue>;
  /** None with -c leadFanout=sqs: the lead goes to its channel queues directly. */
  readonly topics: Partial<Record<TopicKey, Topic>>;
  readonly alarmTopic: Topic;
  /** The consumer of each queue that has one. */
  readonly consumers: Partial<Record<QueueKey, AppFunction>> = {};

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);

    // A customer managed key, because CloudWatch can publish alarms only to topics whose key policy
    // lets it (the AWS managed aws/sns key cannot be changed).
    const topicKey = new Key(this, 'TopicKey', { enableKeyRotation: true, description: 'Encrypts the lead and alarm topics' });
    topicKey.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');

    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'DentLead alarms', masterKey: topicKey, enforceSSL: true });
    this.edgeAlarmsToTopic(topicKey);
    if (props.config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.config.alarmEmail));
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: 'Every alarm of the product goes here (-c alarmEmail subscribes an address)',
    });

    const made = Object.fromEntries((Object.keys(queues) as QueueKey[]).map((key) => [key, this.createQueue(key, queues[key])])) as Record<
      QueueKey,
      { queue: Queue; deadLetterQueue: Queue }
    >;
    this.queues = mapValues(made, (pair) => pair.queue);
    this.deadLetterQueues = mapValues(made, (pair) => pair.deadLetterQueue);

    this.topics =
      props.config.leadFanout === 'sns'
        ? { lead: new Topic(this, 'LeadTopic', { displayName: 'DentLead leads', masterKey: topicKey, enforceSSL: true }) }
        : {};
    for (const [key, topic] of Object.entries(this.topics) as Array<[TopicKey, Topic]>) {
      const { subscribers, filterPolicies } = topics[key];
      for (const subscriber of subscribers) {
        // Only the leads that name this queue's channel (shared/domain/lead-fanout.ts).
        const filterPolicy = Object.fromEntries(
          Object.entries(filterPolicies[subscriber] ?? {}).map(([name, allowlist]) => [
            name,
            SubscriptionFilter.stringFilter({ allowlist }),
          ]),
        );
        topic.addSubscription(new SqsSubscription(this.queues[subscriber], { rawMessageDelivery: true, filterPolicy }));
      }
    }

    const targets: GrantTargets = {
      ...props.stateful,
      queues: this.queues,
      topics: this.topics,
      leadFanout: props.config.leadFanout,
      mailFrom: props.config.mailFrom,
    };
    for (const key of consumerQueueKeys()) {
      const definition = queues[key];
      const consumer = new AppFunction(this, `${constructId(key)}Consumer`, {
        entry: definition.consumer,
        description: `Consumer of the ${definition.name} queue (${definition.consumer})`,
        serviceName: `${definition.name}-consumer`,
        // SQS redelivers a message whose visibility ran out while a consumer still works on it.
        timeout: Duration.seconds(Math.floor(definition.visibilityTimeoutSeconds / 6)),
        environment: commonEnvironment(props.config, props.siteUrl),
      });
      grantAccess(consumer, consumerGrants[key], targets);
      this.consumers[key] = consumer;
      functionErrorsAlarm(this, `${constructId(key)}ConsumerErrorsAlarm`, this.alarmTopic, consumer, `The consumer of ${definition.name}`);
      consumer.function.addEventSource(
        new SqsEventSource(this.queues[key], { batchSize: definition.batchSize, reportBatchItemFailures: true }),
      );
    }
    const consumers = Object.values(this.consumers);
    throttlesAlarms(this, 'ConsumerThrottlesAlarm', this.alarmTopic, consumers);
    nearTimeoutAlarms(this, 'ConsumerNearTimeoutAlarm', this.alarmTopic, consumers);
    logLineAlarm(
      this,
      'AmoClientRefusedAlarm',
      this.alarmTopic,
      [this.consumers.leadAmo!],
      AMO_CLIENT_REFUSED_LOG,
      "amoCRM refused the integration's client id or secret (AMO_CLIENT_SECRET / dentlead/amo-client-secret): no clinic can connect or refresh",
    );
  }

  /** The edge stack's alarms (us-east-1) arrive on this region's event bus; those that fire go to the ops topic. */
  private edgeAlarmsToTopic(topicKey: Key): void {
    topicKey.grant(new ServicePrincipal('events.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    const alarm = (path: string) => EventField.fromPath(`$.detail.${path}`);
    new Rule(this, 'EdgeAlarmsToTopic', {
      description: 'Alarms of the edge stack (us-east-1) that fire, to the ops topic',
      eventPattern: {
        source: ['aws.cloudwatch'],
        detailType: ['CloudWatch Alarm State Change'],
        detail: { alarmName: Match.prefix(`${EDGE_STACK_NAME}-`), state: { value: ['ALARM'] } },
      },
      targets: [
        new SnsTopic(this.alarmTopic, {
          message: RuleTargetInput.fromText(
            `ALARM: "${alarm('alarmName')}" in us-east-1: ${alarm('configuration.description')} (${alarm('state.reason')})`,
          ),
        }),
      ],
    });
  }

  private createQueue(key: QueueKey, definition: QueueDefinition): { queue: Queue; deadLetterQueue: Queue } {
    const id = constructId(key);
    const deadLetterQueue = new Queue(this, `${id}DeadLetterQueue`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new Queue(this, `${id}Queue`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });
    anyAlarm(
      this,
      `${id}DeadLetterAlarm`,
      this.alarmTopic,
      deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      `Messages of the ${definition.name} queue failed ${definition.maxReceiveCount} times and wait in its dead-letter queue`,
    );
    new CfnOutput(this, `${id}DeadLetterQueueUrl`, { value: deadLetterQueue.queueUrl });
    return { queue, deadLetterQueue };
  }
}

function mapValues<K extends string, A, B>(record: Record<K, A>, map: (value: A) => B): Record<K, B> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as A)])) as Record<K, B>;
}
