// The alarms that reach a person: each one notifies the alarm topic (messaging stack), to which the
// deploy's -c alarmEmail is subscribed.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
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
