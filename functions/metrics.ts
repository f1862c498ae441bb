// CloudWatch metrics as log lines in the embedded metric format: CloudWatch Logs turns a Lambda's EMF
// lines into metric data points, so a count costs one line and no API call or grant
// (https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Lambda.html).
// Written straight to stdout, so that each line is the bare JSON object the format requires whatever
// Lambda's log format (console.log would prefix a time and request id in the text format).

/** The namespace of the product's own metrics; the CDK alarms read them there. */
export const METRICS_NAMESPACE = 'DentLead';

/** The product's counts, by what they count. */
export const METRIC_NAMES = {
  /** A lead to a clinic refused with 429 by its clinic's, address's or phone's allowance (functions/domain/allowances.ts). */
  clinicLeadsRefused: 'ClinicLeadsRefused',
} as const;

/**
 * Counts one `name` (no dimensions: one metric, however many clinics). `properties` ride along in the log
 * line for Logs Insights (which clinic, say) without becoming dimensions.
 */
export function countMetric(name: string, properties: Record<string, string | number> = {}, now = Date.now()): void {
  const line = {
    ...properties,
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    [name]: 1,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
