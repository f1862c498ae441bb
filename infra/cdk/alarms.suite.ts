// Alarms that reach a person: dead letters, API 5xx rate, failing consumers and jobs, and leads the
// sweeper found stuck; every alarm of every stack notifies the alarm topic, which -c alarmEmail subscribes.
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { queues, schedules, table } from '../../functions/resources';
import { sweepLog } from '../../functions/schedules/sweep-log';
import { AMO_CLIENT_REFUSED_LOG } from '../../functions/amo/client';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../functions/metrics';
import { API_5XX_PERCENT, CLINIC_REFUSALS_BURST, METRICS_PER_ALARM, NEAR_TIMEOUT_SHARE } from './constructs/alarms';
import type { AppFunction } from './constructs/app-function';
import { EDGE_STACK_NAME, WAF_BLOCKS_ALARM_THRESHOLD } from './stacks/edge-stack';
import { ALARM_EMAIL_CONTEXT, logicalIdOf, sharedTestApp, stackTree, TEST_ENV, type SynthesizedTestApp } from './test-app';
import { consumerQueueKeys } from './worker-grants';

let synthesized: SynthesizedTestApp;
beforeAll(() => {
  synthesized = sharedTestApp(ALARM_EMAIL_CONTEXT);
});

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
/** The alarms of a stack and of the stacks nested in it. */
const alarmsOf = (stack: Stack) =>
  stackTree(stack).flatMap((each) =>
    Object.values(Template.fromStack(each).toJSON().Resources as Resources).filter(
      (resource) => resource.Type === 'AWS::CloudWatch::Alarm',
    ),
  );

/** The functions of each stack with functions, as the capacity alarms group them. */
const functionsByStack = () => {
  const { messaging, api, schedules: jobs } = synthesized.stacks;
  return [
    // The API's functions by route area: each area's nested stack holds its own capacity alarms.
    ...Object.values(api.areas),
    { stack: messaging, functions: Object.values(messaging.consumers) as AppFunction[] },
    { stack: jobs, functions: Object.values(jobs.functions) },
  ];
};
const groups = (count: number) => Math.ceil(count / METRICS_PER_ALARM);
const capacityAlarmCount = () =>
  functionByStackSum(({ functions }) => {
    const timeouts = new Map<number, number>();
    for (const fn of functions) timeouts.set(fn.timeout.toSeconds(), (timeouts.get(fn.timeout.toSeconds()) ?? 0) + 1);
    return groups(functions.length) + [...timeouts.values()].reduce((sum, count) => sum + groups(count), 0);
  });
const functionByStackSum = (count: (entry: ReturnType<typeof functionsByStack>[number]) => number) =>
  functionsByStack().reduce((sum, entry) => sum + count(entry), 0);

test('every alarm of every stack notifies the alarm topic', () => {
  const { messaging, api, schedules: jobs } = synthesized.stacks;
  const topicId = logicalIdOf(messaging.alarmTopic);
  const alarms = [messaging, api, jobs].flatMap(alarmsOf);
  // Per queue its DLQ, per consumer and job its errors, the API's 5xx rate, stuck leads, in three stacks the amo client
  // refused; throttles and near-timeouts of every function; table throttles, clinic 429 bursts.
  const expected =
    Object.keys(queues).length + consumerQueueKeys().length + 1 + Object.keys(schedules).length + 1 + 3 + capacityAlarmCount() + 2;
  expect(alarms).toHaveLength(expected);
  for (const alarm of alarms) {
    expect(alarm.Properties.AlarmActions).toHaveLength(1);
    // Within the messaging stack a Ref, elsewhere the topic's exported ARN.
    expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain(topicId);
  }
});

test('-c alarmEmail subscribes that address to the alarm topic', () => {
  Template.fromStack(synthesized.stacks.messaging).hasResourceProperties('AWS::SNS::Subscription', {
    Protocol: 'email',
    Endpoint: 'ops@dentlead.ru',
    TopicArn: { Ref: logicalIdOf(synthesized.stacks.messaging.alarmTopic) },
  });
});

test('without -c alarmEmail there is no e-mail subscription (the topic ARN is an output to subscribe by hand)', () => {
  const plain = sharedTestApp();
  Template.fromStack(plain.stacks.messaging).resourcePropertiesCountIs('AWS::SNS::Subscription', { Protocol: 'email' }, 0);
  Template.fromStack(plain.stacks.messaging).hasOutput('AlarmTopicArn', Match.anyValue());
});

test('the API alarms on its share of 5xx answers, not on single errors', () => {
  const [alarm] = alarmsOf(synthesized.stacks.api);
  const metrics = alarm!.Properties.Metrics as Array<{ Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string } } }>;
  expect(metrics.find((metric) => metric.Expression)!.Expression).toMatch(/100 \* errors \/ requests/);
  expect(metrics.flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric.MetricName] : [])).sort()).toEqual(['5xx', 'Count']);
  expect(alarm!.Properties).toMatchObject({ Threshold: API_5XX_PERCENT, ComparisonOperator: 'GreaterThanThreshold' });
});

test.each(consumerQueueKeys())('the consumer of %s alarms when it fails', (key) => {
  const fn = synthesized.stacks.messaging.consumers[key]!;
  Template.fromStack(synthesized.stacks.messaging).hasResourceProperties('AWS::CloudWatch::Alarm', {
    MetricName: 'Errors',
    Namespace: 'AWS/Lambda',
    Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(fn.function) } }],
    Threshold: 0,
  });
});

test('leads the sweeper finds stuck past its grace period raise an alarm', () => {
  const jobs = Template.fromStack(synthesized.stacks.schedules);
  const sweeperLogs = { Ref: logicalIdOf(synthesized.stacks.schedules.functions.leadSweeper.logGroup) };
  for (const [message, field] of [
    [sweepLog.landingRequeued, 'requeued'],
    [sweepLog.leadsAnnounced, 'announced'],
  ]) {
    jobs.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: sweeperLogs,
      FilterPattern: `{ $.message = "${message}" }`,
      MetricTransformations: [Match.objectLike({ MetricValue: `$.${field}`, MetricNamespace: 'DentLead' })],
    });
  }
  const stuck = Template.fromStack(synthesized.stacks.schedules).toJSON().Resources[
    logicalIdOf(synthesized.stacks.schedules.stuckLeadsAlarm)
  ];
  expect(stuck.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  expect(JSON.stringify(stuck.Properties.Metrics)).toContain('landing + leads');
});

describe('capacity alarms (issue 21 §7)', () => {
  interface MetricQuery {
    Id: string;
    Expression?: string;
    MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: Array<{ Name: string; Value: unknown }> }; Stat: string };
  }
  interface AlarmProperties {
    MetricName?: string;
    Namespace?: string;
    Statistic?: string;
    Dimensions?: Array<{ Name: string; Value: unknown }>;
    Metrics?: MetricQuery[];
    Threshold: number;
    ComparisonOperator: string;
    AlarmActions?: unknown[];
    AlarmDescription: string;
  }
  /** The alarms of a stack watching `metricName` of AWS/Lambda, with the function logical ids each one watches. */
  const lambdaAlarms = (stack: Stack, metricName: string) =>
    (alarmsOf(stack) as unknown as Array<{ Properties: AlarmProperties }>)
      .map(({ Properties: alarm }) => {
        const single = alarm.MetricName
          ? [{ MetricStat: { Metric: { MetricName: alarm.MetricName, Namespace: alarm.Namespace!, Dimensions: alarm.Dimensions } } }]
          : [];
        const stats = [...single, ...(alarm.Metrics ?? [])].flatMap((query) => (query.MetricStat ? [query.MetricStat.Metric] : []));
        const watched = stats.filter((metric) => metric.Namespace === 'AWS/Lambda' && metric.MetricName === metricName);
        return {
          alarm,
          functionIds: watched.map((metric) => (metric.Dimensions![0]!.Value as { Ref: string }).Ref),
          metrics: stats.length,
        };
      })
      .filter(({ functionIds }) => functionIds.length > 0 && !functionIds.some((id) => id === undefined));

  test.each(['Throttles', 'Duration'])(
    'every function of every stack is watched for %s by exactly one alarm of at most 10 metrics',
    (metricName) => {
      for (const { stack, functions } of functionsByStack()) {
        const alarms = lambdaAlarms(stack, metricName).filter(({ alarm }) => metricName !== 'Throttles' || alarm.Threshold === 0);
        const watched = alarms.flatMap(({ functionIds }) => functionIds).sort();
        expect(watched).toEqual(functions.map((fn) => logicalIdOf(fn.function)).sort());
        for (const { metrics } of alarms) expect(metrics).toBeLessThanOrEqual(METRICS_PER_ALARM);
      }
    },
  );

  test('a throttled invocation raises its alarm; the combined ones count missing points as none', () => {
    for (const { stack } of functionsByStack()) {
      for (const { alarm } of lambdaAlarms(stack, 'Throttles')) {
        expect(alarm).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
        if (alarm.Metrics) expect(alarm.Metrics.find((query) => query.Expression)!.Expression).toBe('SUM(FILL(METRICS(), 0))');
      }
    }
  });

  test(`an invocation past ${NEAR_TIMEOUT_SHARE * 100}% of its timeout raises its alarm, each group of one timeout`, () => {
    for (const { stack, functions } of functionsByStack()) {
      const timeoutOf = new Map(functions.map((fn) => [logicalIdOf(fn.function), fn.timeout.toMilliseconds()]));
      for (const { alarm, functionIds } of lambdaAlarms(stack, 'Duration')) {
        const timeouts = new Set(functionIds.map((id) => timeoutOf.get(id)));
        expect(timeouts.size).toBe(1);
        expect(alarm).toMatchObject({ Threshold: [...timeouts][0]! * NEAR_TIMEOUT_SHARE, ComparisonOperator: 'GreaterThanThreshold' });
      }
    }
  });

  test("the table's and its index's throttled reads and writes raise an alarm", () => {
    const [alarm] = (alarmsOf(synthesized.stacks.api) as unknown as Array<{ Properties: AlarmProperties }>).filter(({ Properties }) =>
      JSON.stringify(Properties.Metrics ?? []).includes('AWS/DynamoDB'),
    );
    const metrics = alarm!.Properties.Metrics!.flatMap((query) => (query.MetricStat ? [query.MetricStat.Metric] : []));
    expect(
      metrics
        .map(
          (metric) =>
            `${metric.MetricName} ${metric
              .Dimensions!.map((dimension) => `${dimension.Name}`)
              .sort()
              .join('+')}`,
        )
        .sort(),
    ).toEqual([
      'ReadThrottleEvents GlobalSecondaryIndexName+TableName',
      'ReadThrottleEvents TableName',
      'WriteThrottleEvents GlobalSecondaryIndexName+TableName',
      'WriteThrottleEvents TableName',
    ]);
    expect(JSON.stringify(metrics)).toContain(logicalIdOf(synthesized.stacks.stateful.table));
    expect(JSON.stringify(metrics)).toContain(`"Value":"${table.indexes[0].name}"`);
    expect(alarm!.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  });

  test('a burst of leads refused by clinics’ allowances raises an alarm on the metric the functions write', () => {
    Template.fromStack(synthesized.stacks.api).hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: METRICS_NAMESPACE,
      MetricName: METRIC_NAMES.clinicLeadsRefused,
      Statistic: 'Sum',
      Period: 300,
      Threshold: CLINIC_REFUSALS_BURST,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  describe('WAF blocks at the edge (us-east-1)', () => {
    test('raise an alarm there, on the web ACL’s blocked requests of all its rules', () => {
      const edge = Template.fromStack(synthesized.stacks.edge!);
      const [alarm] = Object.values(edge.findResources('AWS::CloudWatch::Alarm')) as Array<{
        Properties: AlarmProperties & { AlarmName: string };
      }>;
      expect(alarm!.Properties).toMatchObject({
        AlarmName: `${EDGE_STACK_NAME}-waf-blocks`,
        Threshold: WAF_BLOCKS_ALARM_THRESHOLD,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0] as {
        Properties: { VisibilityConfig: { MetricName: string } };
      };
      expect(alarm!.Properties.Metrics![0]!.Expression).toBe(
        `SELECT SUM(BlockedRequests) FROM "AWS/WAFV2" WHERE WebACL = '${acl.Properties.VisibilityConfig.MetricName}' AND Rule = 'ALL'`,
      );
    });

    test("reach the ops topic: forwarded to the main region's event bus, and from there to the topic", () => {
      const edge = Template.fromStack(synthesized.stacks.edge!);
      const edgeAlarmId = logicalIdOf(synthesized.stacks.edge!.wafBlocksAlarm);
      edge.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: ['aws.cloudwatch'],
          'detail-type': ['CloudWatch Alarm State Change'],
          resources: [{ 'Fn::GetAtt': [edgeAlarmId, 'Arn'] }],
        },
        Targets: [
          Match.objectLike({ Arn: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(`:events:${TEST_ENV.region}:`)])] } }),
        ],
      });
      const messaging = Template.fromStack(synthesized.stacks.messaging);
      const topicId = logicalIdOf(synthesized.stacks.messaging.alarmTopic);
      messaging.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: ['aws.cloudwatch'],
          'detail-type': ['CloudWatch Alarm State Change'],
          detail: { alarmName: [{ prefix: `${EDGE_STACK_NAME}-` }], state: { value: ['ALARM'] } },
        },
        Targets: [Match.objectLike({ Arn: { Ref: topicId } })],
      });
      // The topic is encrypted with the stack's key: EventBridge may use it to publish.
      expect(JSON.stringify(messaging.findResources('AWS::KMS::Key'))).toContain('events.amazonaws.com');
    });
  });
});

test('amoCRM refusing our client id or secret raises an alarm wherever it can be seen (issue 24 §2)', () => {
  const { api, messaging, schedules: jobs } = synthesized.stacks;
  for (const [stack, fn] of [
    [api.areas.amo.stack, api.functions.amoData],
    [api.areas.amo.stack, api.functions.amoAgainData],
    [messaging, messaging.consumers.leadAmo!],
    [jobs, jobs.functions.integrationTokens],
  ] as const) {
    Template.fromStack(stack).hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logicalIdOf(fn.logGroup) },
      FilterPattern: `{ $.message = "${AMO_CLIENT_REFUSED_LOG}" }`,
    });
  }
});
