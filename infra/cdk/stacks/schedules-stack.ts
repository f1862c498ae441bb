// Jobs that run on a timer (functions/resources.ts `schedules`): an EventBridge rule every N minutes
// invoking the job's function.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { schedules } from '../../../functions/resources';
import { sweepLog } from '../../../functions/schedules/sweep-log';
import { AMO_CLIENT_REFUSED_LOG } from '../../../functions/amo/client';
import { anyAlarm, functionErrorsAlarm, logCountMetric, logLineAlarm, nearTimeoutAlarms, throttlesAlarms } from '../constructs/alarms';
import { AppFunction } from '../constructs/app-function';
import type { DeployConfig } from '../deploy-config';
import { commonEnvironment } from '../function-environment';
import { grantAccess, type GrantTargets } from '../grants';
import { constructId } from '../naming';
import { scheduleGrants, type ScheduleKey } from '../worker-grants';

export interface SchedulesStackProps extends StackProps {
  config: DeployConfig;
  siteUrl: string;
  targets: GrantTargets;
  /** Where the alarms go (messaging stack). */
  alarmTopic: ITopic;
}

export class SchedulesStack extends Stack {
  readonly functions: Record<ScheduleKey, AppFunction>;
  readonly stuckLeadsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);
    const functions: Partial<Record<ScheduleKey, AppFunction>> = {};

    for (const key of Object.keys(schedules) as ScheduleKey[]) {
      const definition = schedules[key];
      const job = new AppFunction(this, constructId(key), {
        entry: definition.handler,
        description: `Every ${definition.everyMinutes} min: ${definition.name} (${definition.handler})`,
        serviceName: definition.name,
        memorySize: 512,
        // Finishes well before the next run starts.
        timeout: Duration.seconds(Math.min(300, (definition.everyMinutes * 60) / 2)),
        environment: commonEnvironment(props.config, props.siteUrl),
      });
      grantAccess(job, scheduleGrants[key], props.targets);
      new Rule(this, `${constructId(key)}Schedule`, {
        description: `Runs ${definition.name} every ${definition.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(definition.everyMinutes)),
        targets: [new LambdaFunction(job.function, { retryAttempts: 2, maxEventAge: Duration.minutes(definition.everyMinutes) })],
      });
      functions[key] = job;
      functionErrorsAlarm(this, `${constructId(key)}ErrorsAlarm`, props.alarmTopic, job, `The ${definition.name} job`);
    }
    this.functions = functions as Record<ScheduleKey, AppFunction>;
    throttlesAlarms(this, 'JobThrottlesAlarm', props.alarmTopic, Object.values(this.functions));
    nearTimeoutAlarms(this, 'JobNearTimeoutAlarm', props.alarmTopic, Object.values(this.functions));
    logLineAlarm(
      this,
      'AmoClientRefusedAlarm',
      props.alarmTopic,
      [this.functions.integrationTokens],
      AMO_CLIENT_REFUSED_LOG,
      "amoCRM refused the integration's client id or secret (AMO_CLIENT_SECRET / dentlead/amo-client-secret): no clinic can connect or refresh",
    );

    // The bot's webhook is registered right after each deploy that changes the job, not only within the hour.
    new Trigger(this, 'TelegramWebhookAfterDeploy', {
      handler: this.functions.telegramWebhook.function,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(1),
    });

    // The sweeper only finds leads older than its grace period: any it finds were stuck on their way
    // (stored, status 'отправляется', but never announced or never put on the mail queue).
    const sweeper = this.functions.leadSweeper;
    const stuck = new MathExpression({
      expression: 'landing + leads',
      usingMetrics: {
        landing: logCountMetric(this, 'LandingLeadsRequeued', sweeper, sweepLog.landingRequeued, 'requeued'),
        leads: logCountMetric(this, 'LeadsAnnouncedLate', sweeper, sweepLog.leadsAnnounced, 'announced'),
      },
      period: Duration.minutes(5),
      label: 'Leads stuck past the sweeper grace period',
    });
    this.stuckLeadsAlarm = anyAlarm(
      this,
      'StuckLeadsAlarm',
      props.alarmTopic,
      stuck,
      "The lead sweeper found leads stuck in 'отправляется' past its grace period (stored but never announced or queued)",
    );
  }
}
