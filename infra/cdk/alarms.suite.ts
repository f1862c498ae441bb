// Alarms that reach a person: dead letters, API 5xx rate, failing consumers and jobs, and leads the
// sweeper found stuck; every alarm of every stack notifies the alarm topic, which -c alarmEmail subscribes.
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { queues, schedules } from '../../functions/resources';
import { sweepLog } from '../../functions/schedules/sweep-log';
import { AMO_CLIENT_REFUSED_LOG } from '../../functions/amo/client';
import { API_5XX_PERCENT } from './constructs/alarms';
import { ALARM_EMAIL_CONTEXT, logicalIdOf, sharedTestApp, type SynthesizedTestApp } from './test-app';
import { consumerQueueKeys } from './worker-grants';

let synthesized: SynthesizedTestApp;
beforeAll(() => {
  synthesized = sharedTestApp(ALARM_EMAIL_CONTEXT);
});

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const alarmsOf = (stack: Stack) =>
  Object.values(Template.fromStack(stack).toJSON().Resources as Resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');

test('every alarm of every stack notifies the alarm topic', () => {
  const { messaging, api, schedules: jobs } = synthesized.stacks;
  const topicId = logicalIdOf(messaging.alarmTopic);
  const alarms = [messaging, api, jobs].flatMap(alarmsOf);
  // Per queue its DLQ, per consumer and job its errors, the API's 5xx rate, stuck leads, and in three stacks the amo client refused.
  const expected = Object.keys(queues).length + consumerQueueKeys().length + 1 + Object.keys(schedules).length + 1 + 3;
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

test('amoCRM refusing our client id or secret raises an alarm wherever it can be seen (issue 24 §2)', () => {
  const { api, messaging, schedules: jobs } = synthesized.stacks;
  for (const [stack, fn] of [
    [api, api.functions.amoData],
    [api, api.functions.amoAgainData],
    [messaging, messaging.consumers.leadAmo!],
    [jobs, jobs.functions.integrationTokens],
  ] as const) {
    Template.fromStack(stack).hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logicalIdOf(fn.logGroup) },
      FilterPattern: `{ $.message = "${AMO_CLIENT_REFUSED_LOG}" }`,
    });
  }
});
