// The alarms that reach a person: each one notifies the alarm topic (messaging stack), to which the
// deploy's -c alarmEmail is subscribed.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { AppFunction } from './app-function';

/** Share of API answers that are 5xx (percent, over 5 minutes) above which someone should look. */
export const API_5XX_PERCENT = 5;
/** Below this many requests in 5 minutes a few errors are noise, not a rate. */
export const API_5XX_MIN_REQUESTS = 20;

export function alarmTo(topic: ITopic, alarm: Alarm): Alarm {
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

/** Fires when `metric` is above zero in any period: something that should never happen did. */
export function anyAlarm(scope: Construct, id: string, topic: ITopic, metric: IMetric, description: string): Alarm {
  return alarmTo(
    topic,
    new Alarm(scope, id, {
      alarmDescription: description,
      metric,
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  );
}

/** A function that threw (its invocation failed, not a handled 4xx or a retried batch item). */
export function functionErrorsAlarm(scope: Construct, id: string, topic: ITopic, fn: AppFunction, what: string): Alarm {
  const errors = fn.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
  return anyAlarm(scope, id, topic, errors, `${what} failed (Lambda Errors above 0 in 5 minutes)`);
}

/** The share of 5xx answers of the HTTP API. */
export function api5xxRateAlarm(scope: Construct, id: string, topic: ITopic, api: IHttpApi): Alarm {
  const period = Duration.minutes(5);
  const rate = new MathExpression({
    expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
    usingMetrics: { errors: api.metricServerError({ period, statistic: 'Sum' }), requests: api.metricCount({ period, statistic: 'Sum' }) },
    period,
    label: 'API 5xx, % of requests',
  });
  return alarmTo(
    topic,
    new Alarm(scope, id, {
      alarmDescription: `More than ${API_5XX_PERCENT}% of API answers were 5xx in two of the last three 5-minute periods`,
      metric: rate,
      threshold: API_5XX_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  );
}

/** Counts a structured log line's numeric field (functions/logger.ts writes JSON with `message`). */
export function logCountMetric(scope: Construct, id: string, fn: AppFunction, message: string, field: string): IMetric {
  const filter = new MetricFilter(scope, id, {
    logGroup: fn.logGroup,
    filterPattern: FilterPattern.stringValue('$.message', '=', message),
    metricNamespace: 'DentLead',
    metricName: id,
    metricValue: `$.${field}`,
    defaultValue: 0,
  });
  return filter.metric({ period: Duration.minutes(5), statistic: 'Sum' });
}

// ── Capacity (issue 21 §7): throttled or nearly timed-out functions, a throttled table, clinics flooded ──

/** An alarm's metric math takes at most 10 metrics (PutMetricAlarm), so the functions are watched in groups of 10. */
export const METRICS_PER_ALARM = 10;
/** An invocation past this share of its timeout is close to being cut off. */
export const NEAR_TIMEOUT_SHARE = 0.8;
/** Leads to clinics refused with 429 in 5 minutes that make a burst (functions/domain/allowances.ts counts them). */
export const CLINIC_REFUSALS_BURST = 10;

const FIVE_MINUTES = Duration.minutes(5);

const groupsOf = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / METRICS_PER_ALARM) }, (_, index) =>
    items.slice(index * METRICS_PER_ALARM, (index + 1) * METRICS_PER_ALARM),
  );

/** One metric of each function, combined by `combine` (SUM, MAX) with missing points as 0; one function's metric as it is. */
function combined(
  functions: readonly AppFunction[],
  metricOf: (fn: AppFunction) => IMetric,
  combine: 'SUM' | 'MAX',
  label: string,
): IMetric {
  if (functions.length === 1) return metricOf(functions[0]!);
  return new MathExpression({
    expression: `${combine}(FILL(METRICS(), 0))`,
    usingMetrics: Object.fromEntries(functions.map((fn, index) => [`f${index}`, metricOf(fn)])),
    period: FIVE_MINUTES,
    label,
  });
}

const namesOf = (functions: readonly AppFunction[]) => functions.map((fn) => fn.node.id).join(', ');

/**
 * Throttled invocations of `functions`: one of them ran into its reserved concurrency, or the account's
 * unreserved pool ran out. Any in 5 minutes raises the alarm.
 */
export function throttlesAlarms(scope: Construct, id: string, topic: ITopic, functions: readonly AppFunction[]): Alarm[] {
  return groupsOf(functions).map((group, index) =>
    anyAlarm(
      scope,
      `${id}${index + 1}`,
      topic,
      combined(group, (fn) => fn.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), 'SUM', 'Throttled invocations'),
      `Lambda throttled invocations of: ${namesOf(group)} (reserved concurrency or the account's pool used up)`.slice(0, 1024),
    ),
  );
}

/** An invocation of any of `functions` that ran past NEAR_TIMEOUT_SHARE of its timeout, in groups of one timeout. */
export function nearTimeoutAlarms(scope: Construct, id: string, topic: ITopic, functions: readonly AppFunction[]): Alarm[] {
  const byTimeout = new Map<number, AppFunction[]>();
  for (const fn of functions) byTimeout.set(fn.timeout.toSeconds(), [...(byTimeout.get(fn.timeout.toSeconds()) ?? []), fn]);
  return [...byTimeout].flatMap(([seconds, sameTimeout]) =>
    groupsOf(sameTimeout).map((group, index) =>
      alarmTo(
        topic,
        new Alarm(scope, `${id}${seconds}s${index + 1}`, {
          alarmDescription: `An invocation ran past ${NEAR_TIMEOUT_SHARE * 100}% of its ${seconds} s timeout in: ${namesOf(group)}`.slice(
            0,
            1024,
          ),
          metric: combined(
            group,
            (fn) => fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' }),
            'MAX',
            'Longest invocation, ms',
          ),
          threshold: seconds * 1000 * NEAR_TIMEOUT_SHARE,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      ),
    ),
  );
}

/** Read or write requests the table (or its index) throttled: a hot partition or a flood of writes. */
export function tableThrottlesAlarm(scope: Construct, id: string, topic: ITopic, tableName: string, indexNames: readonly string[]): Alarm {
  const events = (metricName: string, index?: string) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: { TableName: tableName, ...(index ? { GlobalSecondaryIndexName: index } : {}) },
      period: FIVE_MINUTES,
      statistic: 'Sum',
    });
  const metrics = [undefined, ...indexNames].flatMap((index) => [
    events('ReadThrottleEvents', index),
    events('WriteThrottleEvents', index),
  ]);
  const throttled = new MathExpression({
    expression: 'SUM(FILL(METRICS(), 0))',
    usingMetrics: Object.fromEntries(metrics.map((metric, index) => [`t${index}`, metric])),
    period: FIVE_MINUTES,
    label: 'DynamoDB throttle events',
  });
  return anyAlarm(scope, id, topic, throttled, 'DynamoDB throttled reads or writes of the table or its index (a hot partition or a flood)');
}

/** Bursts of leads to clinics refused with 429: a clinic is being flooded, or real patients are turned away. */
export function clinicRefusalsAlarm(scope: Construct, id: string, topic: ITopic, namespace: string, metricName: string): Alarm {
  return alarmTo(
    topic,
    new Alarm(scope, id, {
      alarmDescription:
        `At least ${CLINIC_REFUSALS_BURST} leads to clinics refused with 429 in 5 minutes (a clinic's, an address's or a phone's allowance; ` +
        `which clinic and gate: the ${metricName} log lines carry clinicId and gate, CloudWatch Logs Insights on the ticket and quiz answer functions)`,
      metric: new Metric({ namespace, metricName, period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: CLINIC_REFUSALS_BURST,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  );
}

/** Fires when any of these functions logged `message` with a `count` field: something only an operator can fix. */
export function logLineAlarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  functions: readonly AppFunction[],
  message: string,
  description: string,
): Alarm {
  const usingMetrics = Object.fromEntries(
    functions.map((fn, index) => [`f${index}`, logCountMetric(scope, `${id}Count${index}`, fn, message, 'count')]),
  );
  const total = new MathExpression({
    expression: Object.keys(usingMetrics).join(' + '),
    usingMetrics,
    period: Duration.minutes(5),
    label: message,
  });
  return anyAlarm(scope, id, topic, total, description);
}
